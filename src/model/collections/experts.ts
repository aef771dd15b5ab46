import type { Collection } from '../types';
import { label, orderField, slugFieldFor } from './common';

/** Personal contact details are not published once an expert has left: a visitor
 * must not reach someone who no longer speaks for the company. */
const personalHint = label(
  '仅在“在职”勾选时在网站上公开；专家离职后保留在后台，但不再显示。',
  'Shown on the site only while "Active" is ticked; kept here but no longer published once the expert has left.',
);

export const experts: Collection = {
  name: 'experts',
  label: label('专家', 'Experts'),
  item: label('专家', 'Expert'),
  type: 'Expert',
  kind: 'folder',
  idField: 'slug',
  titleField: 'name',
  summary: '{{fields.name}} · {{fields.position}}',
  fields: [
    slugFieldFor('wang-lei'),
    { name: 'active', type: 'boolean', default: true, label: label('在职', 'Active') },
    orderField,
    { name: 'photo', type: 'image', label: label('照片', 'Photo') },
    {
      name: 'email',
      type: 'string',
      i18n: false,
      publishedWhile: 'active',
      label: label('邮箱', 'E-mail'),
      hint: personalHint,
    },
    {
      name: 'phone',
      type: 'string',
      i18n: false,
      publishedWhile: 'active',
      label: label('电话', 'Phone'),
      hint: personalHint,
    },
    { name: 'name', type: 'string', required: true, label: label('姓名', 'Name') },
    { name: 'position', type: 'string', required: true, label: label('职位', 'Position') },
    { name: 'department', type: 'string', required: true, label: label('部门', 'Department') },
    { name: 'company', type: 'string', required: true, label: label('所属公司', 'Company') },
    { name: 'biography', type: 'markdown', label: label('个人简介', 'Biography') },
    { name: 'specialties', type: 'list', of: 'string', i18n: true, label: label('专业领域', 'Specialties') },
    {
      name: 'products',
      type: 'relation',
      collection: 'products',
      multiple: true,
      reverse: 'experts',
      label: label('负责产品', 'Responsible products'),
    },
  ],
};
