// The entry being edited in /admin as the content rules read a file: `{ zh: {...}, en: {...} }`,
// shaped as Decap will write it (translations hold only translated fields).
import { defaultLocale, locales } from '../../i18n/locales';
import { isTranslated } from '../../model/types';
import type { Collection } from '../../model/types';
import type { ContentFile } from '../../model/validate';

/** What the rules need of Decap's entry (an Immutable map): its data per locale and its slug. */
export interface DecapEntry {
  getIn(path: string[]): unknown;
  get(key: string): unknown;
}

const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function'
    ? (value.toJS as () => unknown)()
    : value;

/** The entry as a content file of `collection`, named as the build would find it. */
export function entryFile(collection: Collection, entry: DecapEntry): ContentFile {
  const data: Record<string, unknown> = { [defaultLocale]: plain(entry.get('data')) ?? {} };
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const section = plain(entry.getIn(['i18n', locale, 'data']));
    if (!section || typeof section !== 'object') continue;
    // Decap keeps copies of shared fields in every locale but writes only the translated ones.
    data[locale] = Object.fromEntries(
      Object.entries(section).filter(([name]) => {
        const field = collection.fields.find((candidate) => candidate.name === name);
        return !field || isTranslated(field);
      }),
    );
  }
  const slug = entry.get('slug');
  const name =
    collection.kind === 'file'
      ? collection.file!
      : `${collection.name}/${typeof slug === 'string' && slug ? slug : 'new'}.yml`;
  return { collection, path: `content/${name}`, data };
}
