import { locales } from '../i18n/locales';
import type { Collection, Field } from './types';
import { isWording } from './variants';

/**
 * A localized entry (src/model/localize.ts) in the shape the site's GraphQL types give its views,
 * read from the model as src/node/schema.ts reads it for the build: uploads through `assets`,
 * Markdown as `<name>Html`, per-language files as `[{ locale, value }]`, relations empty (the build
 * resolves them; a caller that knows them passes them over the result). Every other field is
 * copied, so a field added to the model reaches the views' props without being named here. The
 * collections' mappers (e.g. src/components/products/product-detail-props.ts) start from it.
 */
export interface ViewAssets {
  /** An uploaded image as the queries give it (`{ childImageSharp: { gatsbyImageData } }`), or null. */
  image(path: string): unknown;
  /** An uploaded file as the queries give it (`{ url, … }`), or null. */
  file(path: string): unknown;
}

export interface ViewOptions {
  /**
   * An entry being written (the CMS preview): a required choice not made yet reads as its first
   * option and a required text not typed yet as empty, so the view (which the build only ever
   * gives these filled in) renders before the editor has chosen or typed.
   */
  draft?: boolean;
}

/** Uploads unknown (documents, tests): no images, files by their path. */
export const noAssets: ViewAssets = { image: () => null, file: (path) => ({ url: path }) };

type Values = Record<string, unknown>;
const isGroup = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isGroup(value) && Object.values(value).every(isBlank));
const pathOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function valueOf(field: Field, value: unknown, assets: ViewAssets, options: ViewOptions): unknown {
  switch (field.type) {
    case 'image': {
      const path = pathOf(value);
      return path ? (assets.image(path) ?? null) : null;
    }
    case 'file': {
      const path = pathOf(value);
      return path ? (assets.file(path) ?? null) : null;
    }
    case 'relation':
      return field.multiple ? [] : null;
    case 'select':
      if (field.multiple) return Array.isArray(value) ? value : [];
      return value ?? (options.draft && field.required ? (field.options[0] ?? null) : null);
    case 'object': {
      if (field.localeMap) {
        const map = isGroup(value) ? value : {};
        const [part] = field.fields;
        return part
          ? locales.flatMap((locale) => {
              const shown = isBlank(map[locale]) ? null : valueOf(part, map[locale], assets, options);
              return shown === null ? [] : [{ locale, value: shown }];
            })
          : [];
      }
      // An optional group left blank is absent, as the build leaves it.
      return isGroup(value) && !isBlank(value) ? viewOf(field.fields, value, assets, options) : null;
    }
    case 'list':
      if (!Array.isArray(value)) return [];
      if (field.of === 'image')
        return value.flatMap((item) => {
          const path = pathOf(item);
          return path ? (assets.image(path) ?? []) : [];
        });
      if (field.of === 'string') return value.filter((item) => typeof item === 'string' && item !== '');
      {
        const parts = field.of;
        // Items left blank (a row the editor added and has not filled in) are not shown.
        return value
          .filter((item) => isGroup(item) && !isBlank(item))
          .map((item) => viewOf(parts, item as Values, assets, options));
      }
    case 'number':
      return value ?? (options.draft && field.required ? (field.min ?? 0) : null);
    case 'string':
    case 'text':
      return value ?? (options.draft && field.required ? '' : null);
    default:
      return value ?? null;
  }
}

/** The view props of a group of fields (an entry, a group, a list item). */
export function viewOf(fields: Field[], values: Values, assets: ViewAssets, options: ViewOptions = {}): Values {
  const view: Values = {};
  for (const field of fields) {
    // The locale's wording is already in its field (localize.ts).
    if (isWording(field)) continue;
    if (field.type === 'markdown') view[`${field.name}Html`] = values[`${field.name}Html`] ?? null;
    else view[field.name] = valueOf(field, values[field.name], assets, options);
  }
  return view;
}

/** One localized entry of `collection` as its views' props. */
export const entryView = (
  collection: Collection,
  fields: Values,
  assets: ViewAssets = noAssets,
  options: ViewOptions = {},
): Values => viewOf(collection.fields, fields, assets, options);
