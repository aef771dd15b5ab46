import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { type Locale, defaultLocale } from '../../i18n/locales';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { assetPath } from '../draft-assets';

export type PreviewProps = PreviewTemplateComponentProps & { locale?: string };
export type EntryData = Record<string, unknown>;

/**
 * Decap hands a non-default locale's preview only that locale's fields (single_file keeps shared
 * fields under zh). The last default-locale data seen for an entry fills them in, as the build's
 * fallback to zh does; the default locale is always shown first when an entry opens.
 */
const defaultLocaleData = new Map<string, EntryData>();

/** The entry's fields as the pane has them: the locale's texts over the default locale's fields. */
function entryData(props: PreviewProps, locale: Locale): EntryData {
  const data = (props.entry.get('data') as { toJS?: () => EntryData } | undefined)?.toJS?.() ?? {};
  const key = `${String(props.collection.get('name'))}/${String(props.entry.get('slug') ?? '(new)')}`;
  if (locale === defaultLocale) {
    defaultLocaleData.set(key, data);
    return data;
  }
  const fallback = defaultLocaleData.get(key) ?? {};
  const filled = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== ''));
  return { ...fallback, ...filled };
}

/**
 * The entry as src/model/localize.ts reads a content file: the default locale's section (with the
 * pane's own values over it, so a pane that holds every field previews alone) and the pane's.
 */
export function entrySections(props: PreviewProps, locale: Locale): Partial<Record<Locale, EntryData>> {
  const data = entryData(props, locale);
  if (locale === defaultLocale) return { [defaultLocale]: data };
  const own = (props.entry.get('data') as { toJS?: () => EntryData } | undefined)?.toJS?.() ?? {};
  return { [defaultLocale]: data, [locale]: own };
}

// eslint-disable-next-line @typescript-eslint/no-base-to-string -- Decap scalar fields: strings, numbers, booleans
export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
export const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
/** An uploaded image (or one chosen but not yet saved) as image data for the site's views. */
export function imageOf(props: PreviewProps, path: unknown): IGatsbyImageData | null {
  if (!text(path)) return null;
  const asset = props.getAsset(assetPath(props.entry, text(path))) as unknown as { toString(): string } | undefined;
  const src = asset ? asset.toString() : text(path);
  // The site's Picture view (src/components/picture) shows images.fallback.src; no size is known yet.
  return src ? ({ images: { fallback: { src } }, layout: 'constrained' } as unknown as IGatsbyImageData) : null;
}
