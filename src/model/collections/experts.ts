import type { Collection } from '../types';
import { label, orderField, slugField } from './common';

export const experts: Collection = {
  name: 'experts',
  label: label('专家', 'Experts'),
  type: 'Expert',
  kind: 'folder',
  idField: 'slug',
  titleField: 'name',
  summary: '{{fields.name}} · {{fields.position}}',
  fields: [
    slugField,
    { name: 'active', type: 'boolean', default: true, label: label('在职', 'Active') },
    orderField,
    { name: 'photo', type: 'image', label: label('照片', 'Photo') },
    { name: 'email', type: 'string', i18n: false, label: label('邮箱', 'E-mail') },
    { name: 'phone', type: 'string', i18n: false, label: label('电话', 'Phone') },
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
