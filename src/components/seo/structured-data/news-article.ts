import { type SchemaObject, absoluteUrl, context } from './schema';

/** What a news page shows; the company is author and publisher. */
export interface NewsArticleSchemaInput {
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The article's path. */
  path: string;
  /** The cover (site-relative or absolute), when there is one; the logo stands in otherwise. */
  cover?: string | null;
  brand: string;
}

/** schema.org NewsArticle with the fields Google asks for (headline, image, dates, author, publisher). */
export function newsArticle({ title, summary, date, path, cover, brand }: NewsArticleSchemaInput): SchemaObject {
  const logo = absoluteUrl('/favicon.svg');
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: title,
    description: summary,
    datePublished: date,
    dateModified: date,
    mainEntityOfPage: absoluteUrl(path),
    image: [cover ? absoluteUrl(cover) : logo],
    author: { '@type': 'Organization', name: brand, url: absoluteUrl('') },
    publisher: { '@type': 'Organization', name: brand, logo: { '@type': 'ImageObject', url: logo } },
  };
}
