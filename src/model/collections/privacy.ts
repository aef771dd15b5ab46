import type { Collection } from '../types';
import { label } from './common';

/** The privacy notice the contact form links to; its version is stored with every message. */
export const privacy: Collection = {
  name: 'privacy',
  label: label('隐私声明', 'Privacy notice'),
  type: 'PrivacyNotice',
  kind: 'file',
  file: 'privacy/privacy.yml',
  titleField: 'title',
  fields: [
    {
      name: 'version',
      type: 'string',
      i18n: false,
      required: true,
      label: label('版本', 'Version'),
      hint: label(
        '修改内容时更新，例如 2026-11；随每条留言保存',
        'Change it with the text, e.g. 2026-11; stored with every message',
      ),
    },
    { name: 'updated', type: 'date', required: true, label: label('更新日期', 'Last updated') },
    { name: 'title', type: 'string', required: true, label: label('标题', 'Title') },
    { name: 'summary', type: 'text', required: true, label: label('摘要', 'Summary') },
    { name: 'body', type: 'markdown', required: true, label: label('正文', 'Body') },
  ],
};
