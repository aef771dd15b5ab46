// What must be an entry's own: the values of a collection's `unique` fields (a product's model and
// name, in every language) and a product's pictures. The CMS's Duplicate (复制) copies all of them
// into the new entry; the copy is refused, at those fields, until the editor gives it its own
// (the slug is the unique id, checked with the other ids: src/model/rules/index.ts).
import { defaultLocale } from '../i18n/locales';
import { type Sections, problemOf, sectionsOf } from './entry-problems';
import { titleOf } from './rules/content';
import { isTranslated, itemLabel } from './types';
import type { ContentFile, ContentProblem } from './validate';

/** The value as compared: spaces at its ends, full-width forms and letter case do not count. */
const comparable = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.normalize('NFKC').trim().toLowerCase() : null;

interface Holder {
  file: ContentFile;
  sections: Sections;
}

/** The holder's display name in each language (its title, else its id). */
function nameOf({ file }: Holder) {
  const entry = { collection: file.collection, data: file.data };
  const fallback = file.path
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');
  return { zh: titleOf(entry, 'zh') ?? fallback, en: titleOf(entry, 'en') ?? fallback };
}

/**
 * Each item whose key another entry's item has too, with that other entry (the first one): an
 * entry naming a value twice is no copy of another.
 */
function shared<T extends { holder: Holder; key: string | null }>(
  items: T[],
  report: (item: T, other: Holder) => void,
) {
  const byKey = new Map<string, Holder[]>();
  for (const { holder, key } of items) {
    if (key === null) continue;
    const list = byKey.get(key) ?? [];
    if (!list.includes(holder)) list.push(holder);
    byKey.set(key, list);
  }
  for (const item of items) {
    const other = item.key === null ? undefined : byKey.get(item.key)?.find((holder) => holder !== item.holder);
    if (other) report(item, other);
  }
}

export function uniqueValueProblems(files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const byCollection = new Map<string, Holder[]>();
  for (const file of files) {
    const sections = sectionsOf(file);
    if (!sections || file.collection.kind !== 'folder') continue;
    const list = byCollection.get(file.collection.name) ?? [];
    list.push({ file, sections });
    byCollection.set(file.collection.name, list);
  }

  for (const holders of byCollection.values()) {
    const collection = holders[0]!.file.collection;
    const item = itemLabel(collection);
    for (const name of collection.unique ?? []) {
      const field = collection.fields.find((candidate) => candidate.name === name);
      if (!field) continue;
      const languages = isTranslated(field)
        ? [...new Set(holders.flatMap(({ sections }) => Object.keys(sections)))]
        : [defaultLocale];
      for (const locale of languages) {
        shared(
          holders.map((holder) => ({ holder, key: comparable(holder.sections[locale]?.[name]) })),
          ({ holder }, other) => {
            const otherName = nameOf(other);
            const value = String(holder.sections[locale]?.[name]);
            problems.push(
              problemOf(
                holder.file,
                locale,
                [name],
                `"${value}" is also the ${name} of ${other.file.path}: each entry needs its own`,
                {
                  zh: `与${item.zh}“${otherName.zh}”相同：每条${item.zh}都要有自己的${field.label.zh}（复制来的${item.zh}请改成它自己的）`,
                  en: `The same as ${item.en.toLowerCase()} “${otherName.en}”: each ${item.en.toLowerCase()} needs its own ${field.label.en.toLowerCase()} (give a copied ${item.en.toLowerCase()} its own)`,
                },
                { value, other: other.file.path },
              ),
            );
          },
        );
      }
    }
  }

  // A product's pictures show that product (and other entries showing one must name its model:
  // consistency.ts): a picture in two products' lists, as a duplicate copies it, is refused in both.
  const products = byCollection.get('products') ?? [];
  const pictures = products.flatMap((holder) => {
    const images = holder.sections[defaultLocale]?.images;
    return Array.isArray(images) ? images.map((image, index) => ({ holder, key: comparable(image), index })) : [];
  });
  shared(pictures, ({ holder, index }, other) => {
    const otherName = nameOf(other);
    const model = other.sections[defaultLocale]?.model;
    const withModel = typeof model === 'string' && model !== '';
    const value = String((holder.sections[defaultLocale]?.images as unknown[])[index]);
    problems.push(
      problemOf(
        holder.file,
        defaultLocale,
        ['images', index],
        `${value} is also a picture of ${other.file.path}: a product shows its own pictures`,
        {
          zh: `这张图片是产品“${otherName.zh}${withModel ? `（${model}）` : ''}”的：每个产品只用自己的图片（复制来的产品请换成它自己的图片）`,
          en: `This picture belongs to product “${otherName.en}${withModel ? ` (${model})` : ''}”: each product shows its own pictures (give a copied product its own)`,
        },
        { value, other: other.file.path },
      ),
    );
  });
  return problems;
}
