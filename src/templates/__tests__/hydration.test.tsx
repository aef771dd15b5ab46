import React, { type ComponentProps, Profiler, type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { withSiteI18n } from '../../../jest/render-with-i18n';
import { listedProduct } from '../../components/products/__tests__/listed-product';
import type { NewsSummary } from '../../components/news/news-list';
import { clearPicks, togglePick } from '../../components/products/compare/comparison-store';
import ProductsPage from '../products';
import NewsListPage from '../news-list';

// The form loads its own code near the viewport; not part of what hydrates.
jest.mock('../../components/contact/contact-form-slot', () => ({ ContactFormSlot: () => null }));

const products = [
  listedProduct('fs-ir', {}),
  listedProduct('fs-uv', { band: 'ultraviolet' }),
  listedProduct('fs-gr', { band: 'green' }),
];

const news: NewsSummary[] = ['company', 'industry', 'company'].map((category, index) => ({
  slug: `story-${index + 1}`,
  category,
  date: `2026-0${index + 1}-01`,
  title: `Story ${index + 1}`,
  summary: `Summary ${index + 1}`,
}));

// Templates are called as Gatsby calls them; their generated prop types need a full Gatsby page.
const pageProps = <P,>(pathname: string, search: string, data: object) =>
  ({
    data,
    location: { pathname, search, hash: '' },
    pageContext: { locale: 'en', language: 'en', i18n: { path: pathname } },
  }) as P;

/** The containers a test hydrated, removed after it. */
const mounted: HTMLElement[] = [];

/**
 * Renders `page` on the server with an empty query (what the static HTML holds), then hydrates it
 * at `search` and counts the renders of the page's tree (React's Profiler: one per commit).
 */
async function hydrationRenders(page: (search: string) => ReactElement, pathname: string, search: string) {
  window.history.replaceState(null, '', `${pathname}${search}`);
  const container = document.createElement('div');
  container.innerHTML = renderToString(withSiteI18n(page(''), 'en'));
  document.body.append(container);
  mounted.push(container);
  const phases: string[] = [];
  const recoverable: unknown[] = [];
  const tree = (
    <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
      {page(search)}
    </Profiler>
  );
  await act(async () => {
    hydrateRoot(container, withSiteI18n(tree, 'en'), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { phases, recoverable, container };
}

const productsPage = (search: string) => (
  <ProductsPage
    {...pageProps<ComponentProps<typeof ProductsPage>>('/en/products/', search, { products: { nodes: products } })}
  />
);
const newsPage = (search: string) => (
  <NewsListPage {...pageProps<ComponentProps<typeof NewsListPage>>('/en/news/', search, { news: { nodes: news } })} />
);

const cards = (root: ParentNode) => Array.from(root.querySelectorAll('article h2, article h3')).length;

describe('hydrating the lists that read their state from the URL', () => {
  beforeEach(() => act(() => clearPicks()));
  afterEach(() => mounted.splice(0).forEach((container) => container.remove()));

  it.each([
    ['product list', productsPage, '/en/products/'],
    ['news list', newsPage, '/en/news/'],
  ])('renders the %s once at an address without a query (no second render of the page)', async (_, page, pathname) => {
    const { phases, recoverable } = await hydrationRenders(page, pathname, '');
    expect(recoverable).toEqual([]);
    expect(phases).toEqual(['mount']);
  });

  it('applies the finder query from the URL after hydration, in one more render', async () => {
    const { phases, recoverable, container } = await hydrationRenders(productsPage, '/en/products/', '?band=green');
    expect(recoverable).toEqual([]);
    expect(phases).toEqual(['mount', 'update']);
    expect(cards(container)).toBe(1);
  });

  it('applies the picks of the comparison (kept in the tab) after hydration', async () => {
    act(() => togglePick({ slug: 'fs-uv', model: 'FS-UV' }));
    const { phases, recoverable, container } = await hydrationRenders(productsPage, '/en/products/', '');
    expect(recoverable).toEqual([]);
    // Then the tray loads its code (renders of its own): only pages with picks pay for them.
    expect(phases.slice(0, 2)).toEqual(['mount', 'update']);
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]:checked')).not.toBeNull();
  });

  it('applies the news category from the URL after hydration', async () => {
    const { phases, container } = await hydrationRenders(newsPage, '/en/news/', '?category=industry');
    expect(phases).toEqual(['mount', 'update']);
    expect(Array.from(container.querySelectorAll('ol h2')).map((heading) => heading.textContent)).toEqual(['Story 2']);
  });
});
