import type { Collection } from '../types';
import { newsCategories } from '../options';
import { label, slugFieldFor } from './common';
import { videoField } from './video';

export const news: Collection = {
  name: 'news',
  label: label('新闻', 'News'),
  item: label('新闻', 'News story'),
  type: 'News',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  unique: ['title'],
  fields: [
    slugFieldFor('2026-03-trade-fair'),
    {
      name: 'category',
      type: 'select',
      ...newsCategories,
      required: true,
      label: label('分类', 'Category'),
    },
    { name: 'date', type: 'date', required: true, label: label('发布日期', 'Date') },
    { name: 'cover', type: 'image', label: label('封面图', 'Cover image') },
    { name: 'title', type: 'string', required: true, label: label('标题', 'Title') },
    { name: 'summary', type: 'text', required: true, maxLength: 240, label: label('摘要', 'Summary') },
    { name: 'body', type: 'markdown', required: true, label: label('正文', 'Body') },
    {
      name: 'products',
      type: 'relation',
      collection: 'products',
      multiple: true,
      label: label('文中产品', 'Products in the story'),
      hint: label(
        '标题、摘要和正文提到的型号都要在此列出，新闻页会链接到它们的产品页',
        'Every model the title, summary and body name must be listed here; the story links to their pages',
      ),
    },
    videoField,
  ],
};

/** The fields a news order reads. */
export interface NewsOrderKey {
  date: string;
  slug: string;
}

/**
 * The one order of news everywhere (lists, home, feeds, previous/next links): newest first, then by
 * slug. `graphql` is the `sort:` argument for `allNews`; page queries cannot interpolate it, so a
 * test checks that every `allNews` query spells exactly this value. `compare` sorts the same way in
 * code (dates are ISO `YYYY-MM-DD`, so string order is date order; slugs by code unit, as Gatsby does).
 */
export const newsOrder = {
  graphql: '[{ date: DESC }, { slug: ASC }]',
  compare(a: NewsOrderKey, b: NewsOrderKey): number {
    if (a.date !== b.date) return a.date < b.date ? 1 : -1;
    if (a.slug === b.slug) return 0;
    return a.slug < b.slug ? -1 : 1;
  },
} as const;
