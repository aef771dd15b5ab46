import { jobs } from '../../model/collections/jobs';
import { type ViewAssets, type ViewOptions, entryView, noAssets } from '../../model/view-props';
import type { JobPosting } from './job-posting-card';

/** A localized job posting as JobPostingCard shows it, the shape its page's query gives (see product-detail-props.ts). */
export function jobPostingProps(
  fields: Record<string, unknown>,
  assets: ViewAssets = noAssets,
  options: ViewOptions = {},
): JobPosting {
  return entryView(jobs, fields, assets, options) as unknown as JobPosting;
}
