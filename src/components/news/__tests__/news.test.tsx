import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { NewsList, type NewsSummary } from '../news-list';
import { NewsArticle } from '../news-article';

const items: NewsSummary[] = Array.from({ length: 26 }, (_, index) => ({
  slug: `story-${index + 1}`,
  category: index % 2 ? 'industry' : 'company',
  date: `2026-${String(12 - Math.floor(index / 3)).padStart(2, '0')}-0${(index % 3) + 1}`,
  title: `Story ${index + 1}`,
  summary: `Summary ${index + 1}`,
}));

const render = (search: string) =>
  renderInLocale(<NewsList items={items} locale="en" pathname="/en/news/" search={search} />, 'en');

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('NewsList', () => {
  it('shows the first 10 stories with a pager of 3 pages', () => {
    render('');
    expect(titles()).toEqual(items.slice(0, 10).map((item) => item.title));
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/news/?page=3');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/news/?page=2');
    expect(within(pager).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('pages through and keeps the page size', () => {
    render('?page=3');
    expect(titles()).toEqual(['Story 21', 'Story 22', 'Story 23', 'Story 24', 'Story 25', 'Story 26']);
    render('?page=2&size=20');
    expect(screen.getAllByRole('combobox')[1]).toHaveValue('20');
  });

  it('offers the page sizes of the spec', () => {
    render('');
    expect(
      within(screen.getByRole('combobox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 per page', '20 per page', '30 per page', '40 per page', '50 per page', '100 per page']);
  });

  it('filters by category and starts again at page 1', () => {
    render('?category=industry&page=2');
    expect(titles()).toEqual(['Story 22', 'Story 24', 'Story 26']);
    expect(screen.getByText('Stories: 13')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Category' });
    expect(within(filter).getByRole('link', { name: 'Company news' })).toHaveAttribute(
      'href',
      '/en/news/?category=company',
    );
    expect(within(filter).getByRole('link', { name: 'Industry news' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('NewsArticle', () => {
  const article = {
    slug: 'a',
    category: 'company',
    date: '2026-09-03',
    title: 'Audit passed',
    summary: 'No findings.',
    bodyHtml: '<p>Three days.</p>',
    video: null,
    cover: null,
    products: [],
  };

  it('links to the previous and next story and back to the list', () => {
    renderInLocale(
      <NewsArticle
        trail={[
          { name: 'Home', to: '/en/' },
          { name: 'News', to: '/en/news/' },
          { name: 'Audit passed', to: '/en/news/detail/a/' },
        ]}
        article={article}
        previous={{ title: 'Newer story', slug: 'newer' }}
        next={{ title: 'Older story', slug: 'older' }}
        locale="en"
      />,
      'en',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Audit passed');
    expect(screen.getByTestId('news-previous')).toHaveAttribute('href', '/en/news/detail/newer/');
    expect(screen.getByTestId('news-next')).toHaveAttribute('href', '/en/news/detail/older/');
    expect(screen.getByRole('link', { name: '← Back to news' })).toHaveAttribute('href', '/en/news/');
    expect(screen.getByText('Three days.')).toBeInTheDocument();
  });

  it('links the products the story names, in the page’s language', () => {
    const launch = {
      ...article,
      products: [{ slug: 'yc-fs100-ir', model: 'YC-FS100-IR', name: '100 W 高功率红外飞秒激光器' }],
    };
    renderInLocale(<NewsArticle trail={[]} article={launch} previous={null} next={null} locale="zh" />, 'zh');
    const section = screen.getByRole('region', { name: '文中产品' });
    expect(within(section).getByRole('link', { name: 'YC-FS100-IR · 100 W 高功率红外飞秒激光器' })).toHaveAttribute(
      'href',
      '/products/detail/yc-fs100-ir/',
    );
  });

  it('says when there is no newer or older story, in Chinese', () => {
    renderInLocale(<NewsArticle trail={[]} article={article} previous={null} next={null} locale="zh" />, 'zh');
    expect(screen.getByText('已是最新一篇')).toBeInTheDocument();
    expect(screen.getByText('已是最后一篇')).toBeInTheDocument();
  });
});
