import React from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { ProductList } from '../product-list';
import { listedProduct } from './listed-product';
import { clearPicks } from '../compare/comparison-store';

const product = listedProduct;

const products = [
  product('fs-ir', {}),
  product('fs-uv', { band: 'ultraviolet' }, '5 W'),
  product('ps-gr', { series: 'picosecond', pulseRegime: 'picosecond', band: 'green', industries: [] }, '50 W'),
  product(
    'ps-old',
    {
      series: 'picosecond',
      pulseRegime: 'picosecond',
      band: 'ultraviolet',
      state: 'inactive',
      successor: { slug: 'ps-gr', model: 'PS-GR', name: 'Laser ps-gr' },
    },
    '15 W',
  ),
  product('seed', { series: 'component' }, '80 mW'),
];

const render = (search: string, locale: 'zh' | 'en' = 'en') =>
  renderInLocale(
    <ProductList
      products={products}
      locale={locale}
      pathname={locale === 'en' ? '/en/products/' : '/products/'}
      search={search}
    />,
    locale,
  );

const shownModels = () =>
  screen.queryAllByRole('article').map((card) => within(card).getAllByText(/^[A-Z-]+$/)[0]!.textContent);

describe('ProductList', () => {
  beforeEach(() => act(() => clearPicks()));

  it('shows every product with model, state and key parameters; a discontinued one links to its successor', () => {
    render('');
    expect(shownModels()).toEqual(['FS-IR', 'FS-UV', 'PS-GR', 'PS-OLD', 'SEED']);
    const old = screen.getByRole('link', { name: 'Laser ps-old' }).closest('article')!;
    expect(within(old).getByText('Discontinued')).toBeInTheDocument();
    expect(within(old).getByText('1030 nm')).toBeInTheDocument();
    expect(within(old).queryByText('M² < 1.2')).not.toBeInTheDocument();
    expect(within(old).getByRole('link', { name: 'PS-GR Laser ps-gr' })).toHaveAttribute(
      'href',
      '/en/products/detail/ps-gr/',
    );
    expect(screen.getByText('Products shown: 5')).toBeInTheDocument();
  });

  it('titles the cards one level below the page title (no skipped heading level)', () => {
    render('');
    // The list follows the page's h1 directly (the finder's groups are fieldsets): h3 would skip h2.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Laser fs-ir',
      'Laser fs-uv',
      'Laser ps-gr',
      'Laser ps-old',
      'Laser seed',
    ]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it.each([
    ['?regime=femtosecond,picosecond', ['FS-IR', 'FS-UV', 'PS-GR', 'PS-OLD', 'SEED']],
    ['?band=ultraviolet', ['FS-UV', 'PS-OLD']],
    ['?regime=femtosecond&band=infrared', ['FS-IR', 'SEED']],
    ['?power=10-30,30-60', ['FS-IR', 'PS-GR', 'PS-OLD']],
    ['?power=module', ['SEED']],
    ['?app=display&regime=picosecond', ['PS-OLD']],
    // The previous list's addresses: series + regime meant "both at once" and showed nothing.
    ['?series=femtosecond&regime=picosecond', ['FS-IR', 'FS-UV', 'PS-GR', 'PS-OLD', 'SEED']],
    ['?series=component', ['SEED']],
    ['?regime=plasma', ['FS-IR', 'FS-UV', 'PS-GR', 'PS-OLD', 'SEED']],
  ])('filters %s', (search, models) => {
    render(search);
    expect(shownModels()).toEqual(models);
  });

  it('links every option to the list with it toggled, with its count, and marks the chosen ones', () => {
    render('?regime=picosecond');
    const regime = screen.getByRole('group', { name: 'Pulse regime' });
    expect(within(regime).getByRole('link', { name: 'Picosecond 2' })).toHaveAttribute('aria-current', 'true');
    expect(within(regime).getByRole('link', { name: 'Picosecond 2' })).toHaveAttribute('href', '/en/products/');
    expect(within(regime).getByRole('link', { name: 'Femtosecond 3' })).toHaveAttribute(
      'href',
      '/en/products/?regime=femtosecond,picosecond',
    );
    const band = screen.getByRole('group', { name: 'Wavelength' });
    expect(within(band).getByRole('link', { name: 'Green 1' })).toHaveAttribute(
      'href',
      '/en/products/?regime=picosecond&band=green',
    );
    // No picosecond laser is infrared: shown with its 0, not a link.
    expect(within(band).queryByRole('link', { name: /Infrared/ })).not.toBeInTheDocument();
    expect(within(band).getByText('Infrared').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/en/products/');
  });

  it('has a phone toggle that names how many options are chosen and controls the filters', () => {
    render('?regime=picosecond&band=green');
    const toggle = screen.getByRole('button', { name: 'Filter (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'product-filters');
    expect(document.getElementById('product-filters')).toHaveAttribute('data-open', 'false');
    act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('product-filters')).toHaveAttribute('data-open', 'true');
  });

  it('says why the list is empty and offers the ways out, in English and Chinese', async () => {
    render('?regime=femtosecond&band=green&power=30-60');
    expect(shownModels()).toEqual([]);
    expect(await screen.findByText('No product combines Femtosecond, Green, and 30–60 W.')).toBeInTheDocument();
    // Without the regime: PS-GR; without the band or the power range there is still nothing.
    expect(screen.getByRole('link', { name: 'Remove the Pulse regime filter to see 1 product' })).toHaveAttribute(
      'href',
      '/en/products/?band=green&power=30-60',
    );
    expect(screen.queryByRole('link', { name: /Remove the (Wavelength|Average power) filter/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/en/products/');
    // Or keep every filter and ask the application lab, the choices already in the message.
    const ask = new URL(
      screen.getByRole('link', { name: 'Ask the application lab' }).getAttribute('href')!,
      'https://example.cn',
    );
    expect(ask.pathname).toBe('/en/about/');
    expect(ask.hash).toBe('#contact-form');
    expect(ask.searchParams.get('message')).toContain(
      'I chose Femtosecond, Green, 30–60 W and found no matching model',
    );
  });

  it('offers the facet whose clearing brings products back, in Chinese too', async () => {
    render('?regime=picosecond,femtosecond&band=green&power=le10', 'zh');
    expect(screen.getByText('共 0 款产品')).toBeInTheDocument();
    expect(await screen.findByText('没有产品同时满足飞秒 或 皮秒、绿光和≤ 10 W。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '取消「波段」筛选，可查看 1 款产品' })).toHaveAttribute(
      'href',
      '/products/?regime=femtosecond,picosecond&power=le10',
    );
    expect(screen.getByRole('link', { name: '取消「平均功率」筛选，可查看 1 款产品' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '清除全部筛选条件' })).toBeInTheDocument();
  });

  it('picks models for comparison into a tray that links to the comparison page', async () => {
    render('');
    act(() => screen.getByRole('checkbox', { name: 'Compare FS-IR' }).click());
    expect(await screen.findByRole('complementary', { name: 'Comparison' })).toHaveTextContent('Compare (1)');
    expect(screen.getByText('Pick at least one more model to compare.')).toBeInTheDocument();
    act(() => screen.getByRole('checkbox', { name: 'Compare PS-GR' }).click());
    expect(screen.getByRole('link', { name: 'Compare now' })).toHaveAttribute(
      'href',
      '/en/products/compare/?models=fs-ir,ps-gr',
    );
    for (const model of ['FS-UV', 'PS-OLD', 'SEED'])
      act(() => screen.getByRole('checkbox', { name: `Compare ${model}` }).click());
    expect(screen.getByText('You can compare up to 4 models. Remove one first.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare SEED' })).not.toBeChecked();
  });

  it('labels states in Chinese on zh pages', () => {
    render('', 'zh');
    // Only the discontinued model is labelled: "在售" on every card told the buyer nothing.
    expect(screen.queryByText('在售')).not.toBeInTheDocument();
    expect(screen.getAllByText('停产')).toHaveLength(1);
  });
});
