import type { Collection } from '../types';
import { industries } from '../options';
import { label, orderField, slugField } from './common';
import { videoField } from './video';

export const solutions: Collection = {
  name: 'solutions',
  label: label('行业方案', 'Solutions'),
  type: 'Solution',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  fields: [
    slugField,
    {
      name: 'industry',
      type: 'select',
      ...industries,
      required: true,
      label: label('行业', 'Industry'),
    },
    orderField,
    { name: 'cover', type: 'image', label: label('封面图', 'Cover image') },
    { name: 'title', type: 'string', required: true, label: label('标题', 'Title') },
    { name: 'summary', type: 'text', required: true, maxLength: 200, label: label('摘要', 'Summary') },
    { name: 'body', type: 'markdown', required: true, label: label('正文', 'Body') },
    videoField,
    {
      name: 'products',
      type: 'relation',
      collection: 'products',
      multiple: true,
      reverse: 'solutions',
      label: label('推荐产品', 'Related products'),
    },
  ],
};
