import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { type Locale, defaultLocale } from '../../i18n/locales';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { renderMarkdown } from '../../model/markdown';

export type PreviewProps = PreviewTemplateComponentProps & { locale?: string };
export type EntryData = Record<string, unknown>;

/**
 * Decap hands a non-default locale's preview only that locale's fields (single_file keeps shared
 * fields under zh). The last default-locale data seen for an entry fills them in, as the build's
 * fallback to zh does; the default locale is always shown first when an entry opens.
 */
const defaultLocaleData = new Map<string, EntryData>();

/** The entry as a visitor of `locale` sees it: the locale's texts over the default locale's fields. */
export function entryData(props: PreviewProps, locale: Locale): EntryData {
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

// eslint-disable-next-line @typescript-eslint/no-base-to-string -- Decap scalar fields: strings, numbers, booleans
export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
export const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
export const records = <T>(value: unknown): T[] =>
  Array.isArray(value) ? value.filter((item): item is T => typeof item === 'object' && item !== null) : [];

/** Dates as the build shows them: YYYY-MM-DD (Decap may hand a Date before saving). */
export function dateText(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return text(value).slice(0, 10);
}

/** Markdown as HTML for the preview: the build's own pipeline and sanitizer (model/markdown.ts). */
export const markdownHtml = (markdown: unknown): string => renderMarkdown(text(markdown));

/** An uploaded image (or one chosen but not yet saved) as image data for the site's views. */
export function imageOf(props: PreviewProps, path: unknown): IGatsbyImageData | null {
  if (!text(path)) return null;
  const asset = props.getAsset(text(path)) as unknown as { toString(): string } | undefined;
  const src = asset ? asset.toString() : text(path);
  // The site's Picture view (src/components/picture) shows images.fallback.src; no size is known yet.
  return src ? ({ images: { fallback: { src } }, layout: 'constrained' } as unknown as IGatsbyImageData) : null;
}
