import type { Locale } from '../../../i18n/locales';
import { localePath } from '../../../routes';

/** The comparison page of some models: `/products/compare/?models=a,b` (under /en for English). */
export const comparePath = (locale: Locale, slugs: readonly string[]): string =>
  `${localePath('products-compare', locale)}?models=${slugs.map(encodeURIComponent).join(',')}`;

/** The slugs a comparison address names, once each, in its order (at most `limit`). */
export function readModels(search: string, limit: number): string[] {
  const models = new URLSearchParams(search)
    .getAll('models')
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim())
    .filter(Boolean);
  return [...new Set(models)].slice(0, limit);
}
