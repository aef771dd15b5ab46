import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { ProductList } from '../product-list';
import type { ProductSummary } from '../product-card';

const product = (slug: string, fields: Partial<ProductSummary>): ProductSummary => ({
  slug,
  model: slug.toUpperCase(),
  name: `Laser ${slug}`,
  state: 'active',
  series: 'femtosecond',
  pulseRegime: 'femtosecond',
  band: 'infrared',
  summary: 'A laser.',
  specifications: [
    { key: 'wavelength', value: '1030 nm' },
    { key: 'pulseWidth', value: '< 350 fs' },
    { key: 'averagePower', value: '20 W' },
    { key: 'beamQuality', value: 'M² < 1.2' },
  ],
  images: [],
  ...fields,
});

const products = [
  product('fs-ir', {}),
  product('fs-uv', { band: 'ultraviolet' }),
  product('ps-gr', { series: 'picosecond', pulseRegime: 'picosecond', band: 'green' }),
  product('ps-old', { series: 'picosecond', pulseRegime: 'picosecond', band: 'ultraviolet', state: 'inactive' }),
  product('seed', { series: 'component' }),
];

const render = (search: string, locale: 'zh' | 'en' = 'en') =>
  renderInLocale(<ProductList products={products} locale="en" pathname="/en/products/" search={search} />, locale);

const shownModels = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByText(/^[A-Z-]+$/).textContent);

describe('ProductList', () => {
  it('shows every product with model, state and key parameters', () => {
    render('');
    expect(shownModels()).toEqual(['FS-IR', 'FS-UV', 'PS-GR', 'PS-OLD', 'SEED']);
    const old = screen.getByRole('link', { name: 'Laser ps-old' }).closest('article')!;
    expect(within(old).getByText('Inactive')).toBeInTheDocument();
    expect(within(old).getByText('1030 nm')).toBeInTheDocument();
    expect(within(old).queryByText('M² < 1.2')).not.toBeInTheDocument();
    expect(screen.getByText('Products shown: 5')).toBeInTheDocument();
  });

  it.each([
    ['?series=picosecond', ['PS-GR', 'PS-OLD']],
    ['?band=ultraviolet', ['FS-UV', 'PS-OLD']],
    ['?regime=femtosecond&band=infrared', ['FS-IR', 'SEED']],
    ['?series=component&band=green', []],
    ['?series=plasma', ['FS-IR', 'FS-UV', 'PS-GR', 'PS-OLD', 'SEED']],
  ])('filters %s', (search, models) => {
    render(search);
    expect(shownModels()).toEqual(models);
  });

  it('links every option to the same page with that filter, and marks the current one', () => {
    render('?series=picosecond');
    const series = screen.getByRole('group', { name: 'Series' });
    expect(within(series).getByRole('link', { name: 'Picosecond series' })).toHaveAttribute('aria-current', 'true');
    expect(within(series).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/en/products/');
    const band = screen.getByRole('group', { name: 'Wavelength' });
    expect(within(band).getByRole('link', { name: 'Green' })).toHaveAttribute(
      'href',
      '/en/products/?series=picosecond&band=green',
    );
  });

  it('says so when nothing matches, in Chinese too', () => {
    render('?series=component&band=green', 'zh');
    expect(screen.getByText('没有符合筛选条件的产品，请调整筛选条件。')).toBeInTheDocument();
    expect(screen.getByText('共 0 款产品')).toBeInTheDocument();
  });

  it('labels states in Chinese on zh pages', () => {
    render('', 'zh');
    expect(screen.getAllByText('在售')).toHaveLength(4);
    expect(screen.getAllByText('停产')).toHaveLength(1);
  });
});
