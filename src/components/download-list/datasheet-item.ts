import type { TFunction } from 'i18next';
import type { DownloadItem } from './download-list';
import { datasheetPath, drawingPath } from '../../model/datasheet-path';

/**
 * The download entry of an active model's datasheet, which the build generates from the product's
 * data (scripts/datasheets.ts): two A4 pages in the page's language, measured when printed
 * (`datasheet`, when the query asks for it). The product page and the download center list it;
 * editors do not upload datasheets.
 */
export const datasheetItem = (
  product: {
    slug: string;
    model: string;
    datasheet?: { readonly bytes: number | null; readonly pages: number | null } | null;
  },
  locale: string,
  t: TFunction,
): DownloadItem => ({
  slug: `${product.slug}-datasheet`,
  title: t('products.datasheet', { model: product.model }),
  category: 'datasheet',
  url: null,
  file: {
    url: datasheetPath(product.slug, locale),
    bytes: product.datasheet?.bytes ?? null,
    pages: product.datasheet?.pages ?? 2,
    extension: 'pdf',
  },
});

/**
 * The download entry of an active model's outline drawing for CAD (DXF, millimetres), which the
 * build writes from the same figures as the datasheet's drawing (src/documents/outline-dxf.ts);
 * null when it made none (`drawing`, measured when written). Listed beside the datasheet.
 */
export const drawingItem = (
  product: { slug: string; model: string; drawing?: { readonly bytes: number | null } | null },
  locale: string,
  t: TFunction,
): DownloadItem | null =>
  product.drawing
    ? {
        slug: `${product.slug}-drawing`,
        title: t('products.drawing', { model: product.model }),
        category: 'drawing',
        url: null,
        file: { url: drawingPath(product.slug, locale), bytes: product.drawing.bytes, pages: null, extension: 'dxf' },
      }
    : null;
