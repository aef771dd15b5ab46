import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { PublishedChange } from '../../../server/publish/status';
import type { ContentProblem } from '../../../model/validate';
import type { PublishStatus } from '../../../server/publish/status';
import { describeProblem } from '../describe-problem';
import { PublishPanel } from '../publish-panel';

const deletedProduct: ContentProblem = {
  file: 'content/experts/zhou-hang.yml',
  collection: 'experts',
  entry: 'zhou-hang',
  title: '周航',
  locale: 'zh',
  path: ['products'],
  rule: 'relation',
  message: '"yc-ps80-ir" is not an entry of products',
  values: { value: 'yc-ps80-ir', target: 'products' },
};

const status = (patch: Partial<PublishStatus>): PublishStatus => ({
  state: 'live',
  commit: 'abc',
  subject: 'Update Products “yc-fs20-ir”',
  since: new Date(2026, 10, 23, 12, 3).toISOString(),
  live: null,
  problems: [],
  log: [],
  ...patch,
});

describe('describeProblem', () => {
  it('names the entry by its display name and the field by its label in the UI language, no file or slug', () => {
    expect(describeProblem(deletedProduct, 'zh')).toBe(
      '专家“周航”的“负责产品”：指向的产品已不存在（可能已被删除），请重新选择',
    );
    expect(describeProblem(deletedProduct, 'en')).toBe(
      'Expert “周航”, “Responsible products”: The product it points to no longer exists (deleted?): choose again',
    );
  });

  it('walks list items and says which language version', () => {
    const problem: ContentProblem = {
      file: 'content/products/yc-fs20-ir.yml',
      collection: 'products',
      entry: 'yc-fs20-ir',
      locale: 'en',
      path: ['specifications', 0, 'value'],
      rule: 'required',
      message: 'is required',
    };
    expect(describeProblem(problem, 'zh')).toMatch(
      /^产品“yc-fs20-ir”的英文版本的“[^›”]+ › 第 1 项 › [^›”]+”：必须填写$/,
    );
    const english = describeProblem(problem, 'en');
    expect(english).toContain(' › item 1 › ');
    expect(english.endsWith('” (English version): Required')).toBe(true);
  });
});

describe('PublishPanel', () => {
  it.each([
    ['zh', '正在发布…', '已上线（12:03）', '发布失败'],
    ['en', 'Publishing…', 'Live since 12:03', 'Publish failed'],
  ] as const)('shows the state in %s as a live region', (locale, building, live, failed) => {
    const { rerender } = render(<PublishPanel status={status({ state: 'building' })} locale={locale} />);
    expect(screen.getByRole('status')).toHaveTextContent(building);
    rerender(<PublishPanel status={status({})} locale={locale} />);
    expect(screen.getByRole('status')).toHaveTextContent(live);
    rerender(<PublishPanel status={status({ state: 'failed', problems: [deletedProduct] })} locale={locale} />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(failed);
    expect(within(region).getByRole('listitem')).toHaveTextContent('周航');
  });
});

const story: PublishedChange = {
  commit: 'abc',
  kind: 'update',
  collection: 'news',
  title: { zh: '曜辰激光亮相光博会', en: 'YaoChen Laser at the photonics fair' },
  more: 0,
  who: '王编辑',
  at: new Date(2026, 10, 23, 12, 1).toISOString(),
};

describe('PublishPanel in the editor’s words', () => {
  it.each([
    ['zh', '修改新闻《曜辰激光亮相光博会》已上线 12:03（王编辑）', '生成网页（第 3 步，共 4 步）', '撤销上次发布'],
    [
      'en',
      'Edited: News story "YaoChen Laser at the photonics fair", live at 12:03 (王编辑)',
      'Making the pages (step 3 of 4)',
      'Undo last publish',
    ],
  ] as const)(
    'names the change, the step it is on and the recent publishes, not commit subjects (%s)',
    (locale, live, step, undo) => {
      const { rerender } = render(
        <PublishPanel status={status({ state: 'building', step: 'building', change: story })} locale={locale} />,
      );
      expect(screen.getByRole('status')).toHaveTextContent(step);
      rerender(
        <PublishPanel
          status={status({
            change: story,
            history: [{ at: status({}).since, change: story }],
            undo: { to: { ...story, kind: 'create' } },
          })}
          locale={locale}
          onUndo={async () => ({ ok: true })}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent(live);
      expect(document.body).not.toHaveTextContent('Update Products');
      // Collapsed after the success: the headline and undo on one line; the list when expanded.
      expect(screen.getByRole('button', { name: undo })).toBeEnabled();
      expect(screen.queryByRole('list')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: locale === 'zh' ? '展开发布状态' : /show/i }));
      expect(screen.getByRole('list', { name: locale === 'zh' ? '最近的发布' : 'Recent publishes' })).toHaveTextContent(
        live,
      );
      expect(screen.getByRole('button', { name: undo })).toBeEnabled();
    },
  );

  it('opens on a failed publish, collapses at the editor’s word, and is one line again after a success', () => {
    const { rerender } = render(
      <PublishPanel status={status({ state: 'failed', problems: [deletedProduct], change: story })} locale="zh" />,
    );
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('发布失败');
    expect(screen.getByRole('button', { name: '展开发布状态' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: '展开发布状态' }));
    rerender(
      <PublishPanel
        status={status({ change: story, history: [{ at: status({}).since, change: story }] })}
        locale="zh"
      />,
    );
    expect(screen.getByRole('button', { name: '展开发布状态' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <PublishPanel status={status({ state: 'failed', problems: [deletedProduct], change: story })} locale="zh" />,
    );
    expect(screen.getByRole('listitem')).toBeInTheDocument();
  });

  it('undoes after the editor confirms, and says why it cannot while a publish runs', async () => {
    const onUndo = jest.fn(async () => ({ ok: false, reason: 'busy' }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(<PublishPanel status={status({ change: story, undo: { to: story } })} locale="zh" onUndo={onUndo} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '撤销上次发布' }));
    });
    // Which version, by its name and when it was saved (two may bear the same name).
    expect(confirm.mock.calls[0]?.[0]).toContain('11月23日 12:01“修改新闻《曜辰激光亮相光博会》”之后');
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('正在发布，请等发布完成后再撤销。');
    confirm.mockRestore();
  });

  it('offers no undo when there is nothing to go back to', () => {
    render(<PublishPanel status={status({ undo: null })} locale="en" onUndo={async () => ({ ok: true })} />);
    expect(screen.getByRole('button', { name: 'Undo last publish' })).toBeDisabled();
  });

  it('says a refused save was taken back, in the editor’s words, open, with its problems', () => {
    const copy: PublishedChange = {
      commit: 'def',
      kind: 'create',
      collection: 'products',
      title: { zh: '80 W 红外皮秒激光器', en: '80 W Infrared Picosecond Laser' },
      more: 0,
      who: '李娜',
      at: new Date(2026, 10, 23, 11, 58).toISOString(),
    };
    const tookBack: PublishedChange = {
      commit: 'fed',
      kind: 'refused',
      undid: copy,
      more: 0,
      who: 'publisher',
      at: '',
    };
    const live = status({
      change: tookBack,
      refused: { commit: 'fed', at: status({}).since, changes: [copy], problems: [deletedProduct] },
      history: [
        { at: status({}).since, change: tookBack },
        { at: status({}).since, change: story },
      ],
    });
    const { rerender } = render(<PublishPanel status={live} locale="zh" />);
    expect(screen.getByRole('status')).toHaveTextContent('其他修改已上线 12:03；有保存没有通过检查，已撤回');
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(
      '“新建产品《80 W 红外皮秒激光器》”（李娜，11月23日 11:58保存）没有通过检查，网站没有采用它。',
    );
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('专家“周航”的“负责产品”');
    expect(screen.getByRole('list', { name: '最近的发布' })).toHaveTextContent(
      '撤回了没有通过检查的保存“新建产品《80 W 红外皮秒激光器》”（12:03）',
    );
    expect(screen.getByRole('list', { name: '最近的发布' })).toHaveTextContent(
      '修改新闻《曜辰激光亮相光博会》已上线 12:03',
    );
    rerender(<PublishPanel status={live} locale="en" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '“New: Product "80 W Infrared Picosecond Laser"” (李娜, saved on 23 November at 11:58) did not pass the checks',
    );
  });

  it('undoes after a failed publish too, saying that the saves not yet live go with it', async () => {
    const onUndo = jest.fn(async () => ({ ok: true }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(
      <PublishPanel
        status={status({ state: 'failed', problems: [deletedProduct], undo: { to: story, unpublished: 2 } })}
        locale="zh"
        onUndo={onUndo}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '撤销上次发布' }));
    });
    expect(confirm.mock.calls[0]?.[0]).toMatch(/^发布失败的 2 次保存还没有上线，也会一并撤回。撤销后/);
    expect(onUndo).toHaveBeenCalledTimes(1);
    confirm.mockRestore();
  });
});
