import type { TFunction } from 'i18next';
import type { DownloadItem } from './download-list';
import { datasheetPath } from '../../model/datasheet-path';

/**
 * The download entry of an active model's datasheet, which the build generates from the product's
 * data (scripts/datasheets.ts): two A4 pages in the page's language. The product page and the
 * download center list it; editors do not upload datasheets.
 */
export const datasheetItem = (
  product: { slug: string; model: string },
  locale: string,
  t: TFunction,
): DownloadItem => ({
  slug: `${product.slug}-datasheet`,
  title: t('products.datasheet', { model: product.model }),
  category: 'datasheet',
  url: null,
  file: { url: datasheetPath(product.slug, locale), bytes: null, extension: 'pdf' },
  pages: 2,
});
