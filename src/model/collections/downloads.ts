import type { Collection } from '../types';
import { downloadCategories } from '../options';
import { label, orderField, slugField } from './common';

export const downloads: Collection = {
  name: 'downloads',
  label: label('下载中心', 'Downloads'),
  type: 'Download',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  fields: [
    slugField,
    {
      name: 'category',
      type: 'select',
      ...downloadCategories,
      required: true,
      label: label('分类', 'Category'),
      hint: label(
        '在售型号的产品规格书由产品的技术参数在发布时自动生成（中英文各一份），无需在此上传；这里只放其他资料，例如配件的规格书',
        "Active models' datasheets are generated from their specifications at publishing (one per language): do not upload them here; use this for other documents, e.g. an accessory's datasheet",
      ),
    },
    orderField,
    {
      name: 'file',
      type: 'file',
      label: label('文件', 'File'),
      hint: label('上传文件，或填写外部链接', 'Upload a file, or give an external link'),
    },
    {
      name: 'url',
      type: 'string',
      i18n: false,
      label: label('外部链接', 'External link'),
      pattern: {
        regex: '^https://',
        rule: 'an https:// address',
        message: label('请填写以 https:// 开头的完整网址', 'Give a full address starting with https://'),
      },
    },
    { name: 'title', type: 'string', required: true, label: label('标题', 'Title') },
  ],
  rules: (entry) =>
    Boolean(entry.file) === Boolean(entry.url)
      ? [
          {
            field: 'file',
            rule: 'give either an uploaded file or an external link, not both or neither',
            message: label(
              '请上传文件或填写外部链接，二者只填一项',
              'Upload a file or give an external link: one of the two, not both',
            ),
          },
        ]
      : [],
};
