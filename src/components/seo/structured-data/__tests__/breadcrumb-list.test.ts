import { siteUrl } from '../../../../config/site';
import { breadcrumbList } from '../breadcrumb-list';

describe('breadcrumbList', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbList([
        { name: 'Home', to: '/en/' },
        { name: 'News', to: '/en/news/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/en/` },
        { '@type': 'ListItem', position: 2, name: 'News', item: `${siteUrl}/en/news/` },
      ],
    });
  });
});
