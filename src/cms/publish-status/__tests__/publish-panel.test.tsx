import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
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
      'Experts “周航”, “Responsible products”: Points to an entry of Products that no longer exists (deleted?): choose again',
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
    expect(describeProblem(problem, 'en')).toMatch(/“[^›"]+ › item 1 › [^›"]+” \(English version\): Required$/);
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
