import { collections } from '..';
import { defaultLocale, locales } from '../../i18n/locales';
import type { Field } from '../types';
import { isWording, localizeItems } from '../variants';

/** Every group of sibling fields of the model: a collection's fields, a list's item fields, a group's parts. */
const groups = (fields: Field[], where: string): [string, Field[]][] => [
  [where, fields],
  ...fields.flatMap((field) =>
    field.type === 'list' && Array.isArray(field.of)
      ? groups(field.of, `${where}.${field.name}`)
      : field.type === 'object'
        ? groups(field.fields, `${where}.${field.name}`)
        : [],
  ),
];

describe('the other locales’ wording of shared fields', () => {
  it('name a sibling text field and have one part per other locale of the table', () => {
    const wordings = collections.flatMap((collection) =>
      groups(collection.fields, collection.name).flatMap(([where, fields]) =>
        fields.filter(isWording).map((wording) => {
          const target = fields.find((field) => field.name === wording.localeMap.wordingOf);
          return [`${where}.${wording.name}`, target?.type, wording.fields.map((part) => part.name)];
        }),
      ),
    );
    const others = locales.filter((locale) => locale !== defaultLocale);
    expect(new Set(wordings.map(([where]) => (where as string).replace(/^[a-z]+\./, '')))).toEqual(
      new Set(['specifications.valueIn', 'video.titleIn', 'commands.summaryIn', 'errors.meaningIn']),
    );
    for (const [, type, parts] of wordings) {
      expect(type).toBe('string');
      expect(parts).toEqual(others);
    }
  });

  it('leave lists without wording as they are', () => {
    const fields: Field[] = [{ name: 'title', type: 'string', label: { zh: '标题', en: 'Title' } }];
    expect(localizeItems(fields, [{ title: '文化' }], 'en')).toEqual([{ title: '文化' }]);
  });
});
