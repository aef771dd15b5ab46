import { siteUrl } from '../../../../config/site';
import { newsArticle } from '../news-article';

const article = {
  title: 'New femtosecond line',
  summary: 'A summary',
  date: '2026-03-01',
  path: '/en/news/detail/new-line/',
  brand: 'Yaochen Laser',
};

describe('newsArticle', () => {
  it('maps a news page onto a schema.org NewsArticle with the company as author and publisher', () => {
    expect(newsArticle({ ...article, cover: '/static/abc/cover.jpg' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'New femtosecond line',
      description: 'A summary',
      datePublished: '2026-03-01',
      dateModified: '2026-03-01',
      mainEntityOfPage: `${siteUrl}/en/news/detail/new-line/`,
      image: [`${siteUrl}/static/abc/cover.jpg`],
      author: { '@type': 'Organization', name: 'Yaochen Laser', url: siteUrl },
      publisher: {
        '@type': 'Organization',
        name: 'Yaochen Laser',
        logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
      },
    });
  });

  it('uses the logo as image when the article has no cover (Google requires one)', () => {
    expect(newsArticle({ ...article, cover: null }).image).toEqual([`${siteUrl}/favicon.svg`]);
  });
});
