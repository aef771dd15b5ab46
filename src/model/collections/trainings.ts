import type { Collection } from '../types';
import { trainingFormats } from '../options';
import { label, orderField, slugFieldFor } from './common';

export const trainings: Collection = {
  name: 'trainings',
  label: label('培训服务', 'Training services'),
  item: label('培训课程', 'Training course'),
  type: 'Training',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  fields: [
    slugFieldFor('laser-safety-course'),
    orderField,
    {
      name: 'format',
      type: 'select',
      ...trainingFormats,
      required: true,
      label: label('形式', 'Format'),
    },
    { name: 'title', type: 'string', required: true, label: label('名称', 'Title') },
    { name: 'duration', type: 'string', required: true, label: label('时长', 'Duration') },
    { name: 'audience', type: 'string', required: true, label: label('适合对象', 'Audience') },
    { name: 'summary', type: 'text', required: true, label: label('内容简介', 'Summary') },
  ],
};
