import type { Collection } from '../types';
import { newsCategories } from '../options';
import { label, slugField } from './common';

export const news: Collection = {
  name: 'news',
  label: label('新闻', 'News'),
  type: 'News',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  fields: [
    slugField,
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
  ],
};
