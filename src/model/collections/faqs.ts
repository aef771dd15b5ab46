import type { Collection } from '../types';
import { label, orderField, slugFieldFor } from './common';

export const faqs: Collection = {
  name: 'faqs',
  label: label('常见问题', 'Common problems'),
  item: label('问题', 'Question'),
  type: 'Faq',
  kind: 'folder',
  idField: 'slug',
  titleField: 'question',
  fields: [
    slugFieldFor('warm-up-time'),
    orderField,
    { name: 'question', type: 'string', required: true, label: label('问题', 'Question') },
    { name: 'answer', type: 'markdown', required: true, label: label('解答', 'Answer') },
  ],
};
