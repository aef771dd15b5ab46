import { dragAccessibility } from '../drag-words';

const item = (id: string, index?: number) => ({
  id,
  data: { current: index === undefined ? undefined : { sortable: { index } } },
});
const event = (active: ReturnType<typeof item>, over: ReturnType<typeof item> | null) => ({ active, over }) as never;

it('says how to reorder, and each move, in the editor’s language, naming items by their place', () => {
  const zh = dragAccessibility('zh_Hans');
  expect(zh.screenReaderInstructions.draggable).not.toMatch(/[A-Za-z]/);
  expect(zh.announcements.onDragStart(event(item('3f2a', 1), null))).toBe('已拿起第 2 项。');
  expect(zh.announcements.onDragOver(event(item('3f2a', 1), item('9b1c', 0)))).toBe('第 2 项现在位于第 1 项的位置。');
  expect(zh.announcements.onDragEnd(event(item('3f2a', 1), item('9b1c', 0)))).toBe('第 2 项已放到第 1 项的位置。');
  expect(zh.announcements.onDragEnd(event(item('3f2a', 1), item('3f2a', 1)))).toBe('第 2 项已放下。');
  expect(zh.announcements.onDragCancel(event(item('3f2a'), null))).toBe('已取消拖动，这一项回到原来的位置。');
  const en = dragAccessibility('en');
  expect(en.screenReaderInstructions.draggable).not.toContain('space bar');
  expect(en.announcements.onDragOver(event(item('3f2a', 1), null))).toBe('Item 2 is outside the list.');
  expect(en.announcements.onDragCancel(event(item('3f2a'), null))).toBe(
    'Dragging was cancelled: the item is back in its place.',
  );
});
