// What a screen reader says about reordering a list in /admin, in the editor's language. Decap's
// lists (and its file and relation widgets) reorder with dnd-kit, whose hidden instructions and
// announcements are English ("To pick up a draggable item, press the space bar…", "Picked up
// draggable item 3f2a…") and name items by an internal id. dnd-kit takes its own words through
// DndContext's `accessibility` prop (announcements, screenReaderInstructions); Decap does not pass
// it, so the bundle's DndContext passes these (src/cms/shims/dnd-kit-core.tsx). Decap gives lists
// the mouse and touch sensors only, so the instruction says to drag, not to press the space bar.
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { CmsUiLocale } from './ui-locale';

/** A sortable item's position in its list (dnd-kit's sortable data), counted from 1. */
type Item = { id: unknown; data: { current?: { sortable?: { index?: number } } | undefined } };
const position = (item: Item | null | undefined): number | null => {
  const index = item?.data.current?.sortable?.index;
  return typeof index === 'number' ? index + 1 : null;
};

const words = {
  zh_Hans: {
    instructions: '按住这一项并拖动，可以调整它在列表中的位置（用鼠标或手指）。',
    item: (at: number | null) => (at === null ? '这一项' : `第 ${at} 项`),
    start: (item: string) => `已拿起${item}。`,
    over: (item: string, over: string) => `${item}现在位于${over}的位置。`,
    stay: (item: string) => `${item}仍在原来的位置。`,
    out: (item: string) => `${item}已移出列表。`,
    end: (item: string, over: string) => `${item}已放到${over}的位置。`,
    dropped: (item: string) => `${item}已放下。`,
    cancel: (item: string) => `已取消拖动，${item}回到原来的位置。`,
  },
  en: {
    instructions: 'Press and drag this item to change its place in the list (with a mouse or a finger).',
    item: (at: number | null) => (at === null ? 'the item' : `item ${at}`),
    start: (item: string) => `Picked up ${item}.`,
    over: (item: string, over: string) => `${capital(item)} is now at the place of ${over}.`,
    stay: (item: string) => `${capital(item)} is still in its place.`,
    out: (item: string) => `${capital(item)} is outside the list.`,
    end: (item: string, over: string) => `${capital(item)} was dropped at the place of ${over}.`,
    dropped: (item: string) => `${capital(item)} was dropped.`,
    cancel: (item: string) => `Dragging was cancelled: ${item} is back in its place.`,
  },
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** dnd-kit's `accessibility` prop for the editor's UI language. */
export function dragAccessibility(ui: CmsUiLocale): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const say = words[ui];
  const item = (one: Item | null | undefined) => say.item(position(one));
  return {
    screenReaderInstructions: { draggable: say.instructions },
    announcements: {
      onDragStart: ({ active }) => say.start(item(active)),
      onDragOver: ({ active, over }) =>
        !over
          ? say.out(item(active))
          : over.id === active.id
            ? say.stay(item(active))
            : say.over(item(active), item(over)),
      onDragEnd: ({ active, over }) =>
        over && over.id !== active.id ? say.end(item(active), item(over)) : say.dropped(item(active)),
      onDragCancel: ({ active }) => say.cancel(item(active)),
    },
  };
}
