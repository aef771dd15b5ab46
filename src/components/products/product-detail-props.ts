import { products } from '../../model/collections/products';
import { type ViewAssets, type ViewOptions, entryView, noAssets } from '../../model/view-props';
import type { ProductDetailData } from './product-detail';

/**
 * A localized product entry as ProductDetail shows it, the shape its page's query gives (the
 * model's fields, as src/node/schema.ts resolves them): for the CMS preview, the datasheets and
 * the tests. The solutions using it and the printed datasheet come from the build.
 */
export function productDetailProps(
  fields: Record<string, unknown>,
  assets: ViewAssets = noAssets,
  options: ViewOptions = {},
): ProductDetailData {
  return {
    ...entryView(products, fields, assets, options),
    solutions: [],
    notes: [],
    datasheet: null,
    drawing: null,
  } as unknown as ProductDetailData;
}
