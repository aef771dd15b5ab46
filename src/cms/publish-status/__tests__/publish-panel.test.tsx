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
  it('names entry, file and field with the CMS labels in the UI language', () => {
    expect(describeProblem(deletedProduct, 'zh')).toBe(
      '专家“zhou-hang”（content/experts/zhou-hang.yml）的“负责产品”：指向的产品“yc-ps80-ir”不存在（可能已被删除）',
    );
    expect(describeProblem(deletedProduct, 'en')).toBe(
      'Experts "zhou-hang" (content/experts/zhou-hang.yml), field "Responsible products": points to Products "yc-ps80-ir", which does not exist (deleted?)',
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
      /^产品“yc-fs20-ir”（content\/products\/yc-fs20-ir\.yml）的英文的“[^›”]+ › 第 1 项 › [^›”]+”：必须填写/,
    );
    expect(describeProblem(problem, 'en')).toMatch(
      /field "[^›"]+ › item 1 › [^›"]+" \(English\): is required but empty$/,
    );
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
    expect(within(region).getByRole('listitem')).toHaveTextContent('content/experts/zhou-hang.yml');
  });
});
