import type { Field, Label } from '../types';

export const label = (zh: string, en: string): Label => ({ zh, en });

/**
 * The ASCII id of an entry: it names the file, the URL and relations (Decap would otherwise slug
 * Chinese titles). `example` is a slug such an entry could have: a news story's is not a model number.
 */
export const slugFieldFor = (example: string): Field => ({
  name: 'slug',
  type: 'string',
  i18n: false,
  required: true,
  label: label('标识（英文）', 'Slug'),
  hint: label(
    `小写字母、数字和连字符，用于网址，例如 ${example}`,
    `Lowercase letters, digits and hyphens, used in the URL, e.g. ${example}`,
  ),
  pattern: {
    regex: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    rule: 'lowercase letters, digits and single hyphens',
    message: label(
      `只能使用小写英文字母、数字和单个连字符，例如 ${example}`,
      `Use lowercase letters, digits and single hyphens only, e.g. ${example}`,
    ),
  },
});

/** A product's slug, its model number in lowercase. */
export const slugField: Field = slugFieldFor('yc-fs20-ir');

export const orderField: Field = {
  name: 'order',
  type: 'number',
  integer: true,
  i18n: false,
  label: label('排序', 'Order'),
  hint: label('数字越小越靠前', 'Smaller numbers come first'),
};
