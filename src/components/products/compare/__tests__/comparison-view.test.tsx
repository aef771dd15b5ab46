import React from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../../jest/render-with-i18n';
import { ComparisonView } from '../comparison-view';
import type { ComparedModel } from '../comparison-table';

const models: ComparedModel[] = [
  {
    slug: 'yc-fs20-ir',
    model: 'YC-FS20-IR',
    name: '20 W infrared femtosecond laser',
    state: 'active',
    leadTimeWeeks: 6,
    firstDelivery: null,
    successor: null,
    specifications: [
      { key: 'wavelength', value: '1030 nm' },
      { key: 'averagePower', value: '20 W' },
      { key: 'cooling', value: 'Water cooling' },
    ],
  },
  {
    slug: 'yc-ps15-uv',
    model: 'YC-PS15-UV',
    name: '15 W UV picosecond laser',
    state: 'inactive',
    leadTimeWeeks: 4,
    firstDelivery: null,
    successor: { slug: 'yc-ps30-uv', model: 'YC-PS30-UV', name: '30 W UV picosecond laser' },
    specifications: [
      { key: 'cooling', value: 'Water cooling' },
      { key: 'averagePower', value: '15 W' },
      { key: 'wavelength', value: '355 nm' },
      { key: 'pulseEnergy', value: '50 μJ' },
    ],
  },
];

const render = (search: string | null, locale: 'zh' | 'en' = 'en') =>
  renderInLocale(<ComparisonView products={models} locale={locale} search={search} />, locale);

/** A row's values; the table keeps figures and units together with no-break spaces, read here as spaces. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('ComparisonView', () => {
  it('shows the models side by side with rows aligned by parameter and differences marked', () => {
    render('?models=yc-fs20-ir,yc-ps15-uv');
    expect(screen.getAllByRole('cell')[0]!.textContent).toBe('1030\u00a0nm');
    const table = screen.getByRole('table', { name: 'Specifications compared: YC-FS20-IR · YC-PS15-UV' });
    const headers = within(table).getAllByRole('columnheader');
    expect(
      headers.map((header) => within(header).queryAllByRole('link')[0]?.textContent ?? header.textContent),
    ).toEqual(['Parameter', 'YC-FS20-IR', 'YC-PS15-UV']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Wavelengthdiffers',
      'Average powerdiffers',
      'Pulse energydiffers',
      'Cooling',
      'Deliverydiffers',
    ]);
    // Delivery last: the model on sale's lead time; a discontinued model is not delivered.
    expect(rows.map(cells)).toEqual([
      ['1030 nm', '355 nm'],
      ['20 W', '15 W'],
      ['—not specified', '50 μJ'],
      ['Water cooling', 'Water cooling'],
      ['Lead time: about 6 weeks', '—not specified'],
    ]);
    expect(rows.map((row) => row.getAttribute('data-differs'))).toEqual(['true', 'true', 'true', 'false', 'true']);
    // The discontinued model names its successor in its column.
    expect(within(headers[2]!).getByRole('link', { name: 'YC-PS30-UV' })).toHaveAttribute(
      'href',
      '/en/products/detail/yc-ps30-uv/',
    );
  });

  it('ends with a next step: one request naming the compared models', () => {
    render('?models=yc-fs20-ir,yc-ps15-uv');
    const link = screen.getByRole('link', { name: 'Ask an application engineer which model suits your process' });
    const href = new URL(link.getAttribute('href')!, 'https://example.cn');
    expect(href.pathname).toBe('/en/about/');
    expect(href.searchParams.get('request')).toBe('quote');
    expect(href.searchParams.get('product')).toBe('YC-FS20-IR / YC-PS15-UV');
    expect(href.searchParams.get('message')).toContain('I am comparing the YC-FS20-IR, YC-PS15-UV.');
  });

  it('hides the rows without differences on request', () => {
    render('?models=yc-fs20-ir,yc-ps15-uv');
    expect(screen.getByRole('table')).toHaveAttribute('data-differences-only', 'false');
    act(() => screen.getByRole('checkbox', { name: 'Show differences only' }).click());
    expect(screen.getByRole('table')).toHaveAttribute('data-differences-only', 'true');
  });

  it('reads in Chinese on the zh page', () => {
    render('?models=yc-ps15-uv,yc-fs20-ir', 'zh');
    const table = screen.getByRole('table', { name: '技术参数对比：YC-PS15-UV · YC-FS20-IR' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '中心波长有差异',
      '平均功率有差异',
      '单脉冲能量有差异',
      '冷却方式',
      '交货有差异',
    ]);
    expect(within(table).getByRole('link', { name: /YC-PS30-UV/ })).toHaveAttribute(
      'href',
      '/products/detail/yc-ps30-uv/',
    );
  });

  it.each([
    ['', 'No models chosen yet. Tick 2–4 models in the product list.'],
    ['?models=yc-fs20-ir', 'A comparison needs at least two models. Pick one more in the product list.'],
    ['?models=yc-fs20-ir,nope', 'A comparison needs at least two models. Pick one more in the product list.'],
  ])('with %p says what is missing and links back', (search, message) => {
    render(search);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products to choose models' })).toHaveAttribute(
      'href',
      '/en/products/',
    );
  });

  it('names the models it could not find', () => {
    render('?models=nope,yc-fs20-ir,yc-ps15-uv');
    expect(screen.getByText('These models were not found: nope')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it.each([
    '?models=Call%20%2B1-555-0100%20for%20a%20discount,yc-fs20-ir,yc-ps15-uv',
    '?models=yc-fs20-ir,yc-ps15-uv,<b>free</b>',
    `?models=yc-fs20-ir,yc-ps15-uv,${'a'.repeat(41)}`,
  ])('never repeats words that are not a model slug: %s', (search) => {
    render(search);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/discount|free|aaaaa/);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('shows neither table nor complaint before the address is read', () => {
    render(null);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
