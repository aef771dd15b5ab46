import React from 'react';
import { cleanup, screen } from '@testing-library/react';
import type { CmsField } from 'decap-cms-core';
import { renderInLocale } from '../../../jest/render-with-i18n';
import { type CmsUiLocale, cmsConfig } from '../config';
import { StateBadge } from '../../components/products/state-badge';
import { SpecTable } from '../../components/products/spec-table';
import { NewsArticle } from '../../components/news/news-article';
import { HonorList } from '../../components/about/honor-list';
import type { Locale } from '../../i18n/locales';

type AnyField = CmsField & { fields?: AnyField[]; options?: { label: string; value: string }[] };

/** The label the CMS shows for `value` of the select at `path` (collection.field[.inner]). */
function cmsLabel(ui: CmsUiLocale, path: string, value: string): string {
  const [collection, name, inner] = path.split('.');
  const fields = cmsConfig({ uiLocale: ui }).collections.find((c) => c.name === collection)!.fields as AnyField[];
  let field = fields.find((candidate) => candidate.name === name)!;
  if (inner) field = field.fields!.find((candidate) => candidate.name === inner)!;
  return field.options!.find((option) => option.value === value)!.label;
}

const cases: [string, string, (value: string) => React.ReactElement][] = [
  ['products.state', 'inactive', (value) => <StateBadge state={value} />],
  [
    'products.specifications.key',
    'cooling',
    (value) => <SpecTable caption="specs" specifications={[{ key: value, value: '1' }]} />,
  ],
  [
    'news.category',
    'industry',
    (value) => (
      <NewsArticle
        trail={[]}
        article={{
          slug: 's',
          category: value,
          date: '2026-01-01',
          title: 't',
          summary: 's',
          bodyHtml: '',
          video: null,
          cover: null,
          products: [],
        }}
        previous={null}
        next={null}
        locale="zh"
      />
    ),
  ],
  [
    'honors.kind',
    'certification',
    (value) => <HonorList honors={[{ slug: 'h', year: 2020, kind: value, title: 't', issuer: 'i' }]} />,
  ],
];

describe('the site and the CMS label an option alike', () => {
  it.each(
    cases.flatMap(([path, value, view]) =>
      (
        [
          ['zh', 'zh_Hans'],
          ['en', 'en'],
        ] as [Locale, CmsUiLocale][]
      ).map(([locale, ui]) => [path, locale, value, ui, view] as const),
    ),
  )('%s in %s', (path, locale, value, ui, view) => {
    const label = cmsLabel(ui, path, value);
    expect(label).not.toBe(value);
    renderInLocale(view(value), locale);
    expect(screen.getByText(label)).toBeInTheDocument();
    cleanup();
  });
});
