import { solutions } from '../../model/collections/solutions';
import { type ViewAssets, type ViewOptions, entryView, noAssets } from '../../model/view-props';
import type { SolutionDetailData } from './solution-detail';

/** A localized solution entry as SolutionDetail shows it, the shape its page's query gives (see product-detail-props.ts). */
export function solutionDetailProps(
  fields: Record<string, unknown>,
  assets: ViewAssets = noAssets,
  options: ViewOptions = {},
): SolutionDetailData {
  return { ...entryView(solutions, fields, assets, options), notes: [] } as unknown as SolutionDetailData;
}
