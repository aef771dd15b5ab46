import { experts } from '../../model/collections/experts';
import { type ViewAssets, type ViewOptions, entryView, noAssets } from '../../model/view-props';
import type { Expert } from './expert-detail-view';

/**
 * A localized expert entry as ExpertDetailView shows it, the shape its page's query gives (see
 * product-detail-props.ts); `products`, resolved by the build, may be passed by a caller that knows them.
 */
export function expertDetailProps(
  fields: Record<string, unknown>,
  assets: ViewAssets = noAssets,
  options: ViewOptions = {},
  related: Partial<Pick<Expert, 'products'>> = {},
): Expert {
  return { ...entryView(experts, fields, assets, options), ...related } as unknown as Expert;
}
