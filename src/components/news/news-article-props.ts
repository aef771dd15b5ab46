import { news } from '../../model/collections/news';
import { type ViewAssets, type ViewOptions, entryView, noAssets } from '../../model/view-props';
import type { NewsArticleData } from './news-article';

/** A localized news entry as NewsArticle shows it, the shape its page's query gives (see product-detail-props.ts). */
export function newsArticleProps(
  fields: Record<string, unknown>,
  assets: ViewAssets = noAssets,
  options: ViewOptions = {},
): NewsArticleData {
  return entryView(news, fields, assets, options) as NewsArticleData;
}
