import React, { type ComponentProps, type ReactElement } from 'react';
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

// A render of the page is a committed render of its Layout (every template renders one with the
// page as its children). React's Profiler cannot tell them apart from the hydration of the page's
// Suspense boundaries (the header, the content, the lazily loaded parts), which commit on their own.
let pageRenders = 0;
jest.mock('../../components/layout/layout', () => {
  const actual = jest.requireActual<typeof import('../../components/layout/layout')>('../../components/layout/layout');
  const { useLayoutEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    Layout: (props: Parameters<typeof actual.Layout>[0]) => {
      // No dependencies: runs after each render that commits (not the attempts React throws away).
      useLayoutEffect(() => {
        pageRenders += 1;
      });
      return actual.Layout(props);
    },
  };
});

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
 * at `search` and counts the renders of the page.
 */
async function hydrationRenders(page: (search: string) => ReactElement, pathname: string, search: string) {
  window.history.replaceState(null, '', `${pathname}${search}`);
  const container = document.createElement('div');
  container.innerHTML = renderToString(withSiteI18n(page(''), 'en'));
  document.body.append(container);
  mounted.push(container);
  const recoverable: unknown[] = [];
  pageRenders = 0;
  await act(async () => {
    hydrateRoot(container, withSiteI18n(page(search), 'en'), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { renders: pageRenders, recoverable, container };
}

const productsPage = (search: string) => (
  <ProductsPage
    {...pageProps<ComponentProps<typeof ProductsPage>>('/en/products/', search, { products: { nodes: products } })}
  />
);
const newsPage = (search: string) => (
  <NewsListPage
    {...pageProps<ComponentProps<typeof NewsListPage>>('/en/news/', search, {
      news: { nodes: news },
      events: { nodes: [] },
    })}
  />
);

const cards = (root: ParentNode) => Array.from(root.querySelectorAll('article h2, article h3')).length;

describe('hydrating the lists that read their state from the URL', () => {
  beforeEach(() => act(() => clearPicks()));
  afterEach(() => mounted.splice(0).forEach((container) => container.remove()));

  it.each([
    ['product list', productsPage, '/en/products/'],
    ['news list', newsPage, '/en/news/'],
  ])('renders the %s once at an address without a query (no second render of the page)', async (_, page, pathname) => {
    const { renders, recoverable } = await hydrationRenders(page, pathname, '');
    expect(recoverable).toEqual([]);
    expect(renders).toBe(1);
  });

  it('applies the finder query from the URL after hydration, in one more render', async () => {
    const { renders, recoverable, container } = await hydrationRenders(productsPage, '/en/products/', '?band=green');
    expect(recoverable).toEqual([]);
    expect(renders).toBe(2);
    expect(cards(container)).toBe(1);
  });

  it('applies the picks of the comparison (kept in the tab) after hydration', async () => {
    act(() => togglePick({ slug: 'fs-uv', model: 'FS-UV' }));
    const { renders, recoverable, container } = await hydrationRenders(productsPage, '/en/products/', '');
    expect(recoverable).toEqual([]);
    // The picks render the cards' checkboxes and the tray (which loads its code), not the page.
    expect(renders).toBe(1);
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]:checked')).not.toBeNull();
  });

  it('applies the news category from the URL after hydration', async () => {
    const { renders, container } = await hydrationRenders(newsPage, '/en/news/', '?category=industry');
    expect(renders).toBe(2);
    expect(Array.from(container.querySelectorAll('ol h2')).map((heading) => heading.textContent)).toEqual(['Story 2']);
  });
});
