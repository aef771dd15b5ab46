import type { Collection } from '../types';
import { employmentTypes } from '../options';
import { label, slugFieldFor } from './common';

export const jobs: Collection = {
  name: 'jobs',
  label: label('招聘职位', 'Job postings'),
  item: label('职位', 'Job posting'),
  type: 'JobPosting',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  fields: [
    slugFieldFor('process-engineer'),
    {
      name: 'headcount',
      type: 'number',
      integer: true,
      min: 1,
      i18n: false,
      required: true,
      label: label('招聘人数', 'Number of people'),
    },
    { name: 'postedDate', type: 'date', required: true, label: label('发布日期', 'Posted date') },
    {
      name: 'employmentType',
      type: 'select',
      ...employmentTypes,
      required: true,
      label: label('类型', 'Employment type'),
    },
    { name: 'title', type: 'string', required: true, label: label('职位名称', 'Title') },
    { name: 'department', type: 'string', required: true, label: label('部门', 'Department') },
    { name: 'education', type: 'string', required: true, label: label('学历要求', 'Education') },
    { name: 'workplace', type: 'string', required: true, label: label('工作地点', 'Work place') },
    {
      name: 'responsibilities',
      type: 'list',
      of: 'string',
      i18n: true,
      required: true,
      label: label('岗位职责', 'Job responsibilities'),
    },
    {
      name: 'requirements',
      type: 'list',
      of: 'string',
      i18n: true,
      required: true,
      label: label('任职要求', 'Job requirements'),
    },
  ],
};
