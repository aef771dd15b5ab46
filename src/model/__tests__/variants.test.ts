import { collections } from '..';
import { defaultLocale, locales } from '../../i18n/locales';
import type { Field } from '../types';
import { isVariant, localizeItems } from '../variants';

/** Every group of sibling fields of the model: a collection's fields, a list's item fields. */
const groups = (fields: Field[], where: string): [string, Field[]][] => [
  [where, fields],
  ...fields.flatMap((field) =>
    field.type === 'list' && Array.isArray(field.of) ? groups(field.of, `${where}.${field.name}`) : [],
  ),
];

describe('locale variants of shared fields', () => {
  it('name a sibling text field and another locale', () => {
    const variants = collections.flatMap((collection) =>
      groups(collection.fields, collection.name).flatMap(([where, fields]) =>
        fields.filter(isVariant).map((variant) => {
          const target = fields.find((field) => field.name === variant.variantOf.field);
          return [
            `${where}.${variant.name}`,
            target?.type,
            variant.variantOf.locale !== defaultLocale && locales.includes(variant.variantOf.locale),
          ];
        }),
      ),
    );
    expect(variants).toEqual([['products.specifications.valueEn', 'string', true]]);
  });

  it('leave lists without variants as they are', () => {
    const fields: Field[] = [{ name: 'title', type: 'string', label: { zh: '标题', en: 'Title' } }];
    expect(localizeItems(fields, [{ title: '文化' }], 'en')).toEqual([{ title: '文化' }]);
  });
});
