import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { screen, within } from '@testing-library/react';
import { load } from 'js-yaml';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { collectionNamed } from '../../../model';
import { localizeEntry } from '../../../model/localize';
import type { Locale } from '../../../i18n/locales';
import { ProductDetail, type ProductDetailProps } from '../product-detail';
import { productDetailProps } from '../product-detail-props';

/** A real product file, localized as the build does it for the page of `locale`. */
function productPage(slug: string, locale: Locale): ProductDetailProps['product'] {
  const file = fs.readFileSync(path.join(__dirname, '../../../../content/products', `${slug}.yml`), 'utf8');
  const { fields } = localizeEntry(collectionNamed('products'), load(file) as never, locale);
  return productDetailProps(fields);
}

const renderPage = (slug: string, locale: Locale) =>
  renderInLocale(<ProductDetail trail={[]} product={productPage(slug, locale)} locale={locale} />, locale);

/** The value cell of the table row named `parameter`. */
const valueOf = (parameter: string) =>
  within(screen.getByRole('rowheader', { name: parameter }).closest('tr')!).getByRole('cell').textContent;

describe('the specification table in each language', () => {
  it('shows Chinese values on the Chinese page', () => {
    renderPage('yc-fs20-ir', 'zh');
    expect(valueOf('冷却方式')).toBe('水冷');
    expect(valueOf('重复频率')).toBe('1\u00a0MHz（单脉冲 – 2\u00a0MHz 可调）');
    expect(valueOf('脉冲宽度（FWHM）')).toBe('<\u00a0350\u00a0fs（350\u00a0fs – 10\u00a0ps 可调）');
    expect(valueOf('中心波长')).toBe('1030\u00a0nm');
    const table = screen.getByRole('table');
    expect(table.textContent).not.toMatch(/Water cooling|adjustable|single shot|Linear|over 8 h/);
  });

  it('shows English values on the English page, with the shared numbers', () => {
    renderPage('yc-fs20-ir', 'en');
    expect(valueOf('Cooling')).toBe('Water cooling');
    expect(valueOf('Repetition rate')).toBe('1\u00a0MHz (single shot – 2\u00a0MHz adjustable)');
    expect(valueOf('Wavelength')).toBe('1030\u00a0nm');
    expect(screen.getByRole('table').textContent).not.toMatch(/\p{Script=Han}/u);
  });

  it('lists every parameter an industrial laser is bought by, in the canonical order, units never split off', () => {
    renderPage('yc-fs20-ir', 'en');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Wavelength',
      'Pulse width (FWHM)',
      'Average power',
      'Pulse energy',
      'Repetition rate',
      'Peak power',
      'Beam quality (M²)',
      'Output beam diameter (1/e²)',
      'Beam divergence (full angle)',
      'Polarization',
      'Power stability',
      'Pulse-to-pulse stability',
      'Pointing stability',
      'Burst / pulse on demand',
      'Triggering',
      'Cooling',
      'Dimensions (laser head or module)',
      'Dimensions (controller)',
      'Weight',
      'Power supply',
      'Laser class',
    ]);
    // No ordinary space between a figure and its unit, or after a comparison sign, anywhere in the table.
    for (const cell of screen.getAllByRole('cell'))
      expect(cell.textContent).not.toMatch(
        /\d (?:nm|fs|ps|ns|W|kW|MW|μJ|nJ|kHz|MHz|mm|mrad|μrad|kg|%)(?![A-Za-z])|[<>±] \d/,
      );
  });

  it('sorts rows stored out of order into the canonical order', () => {
    const product = productPage('yc-fs20-ir', 'en');
    renderInLocale(
      <ProductDetail
        trail={[]}
        product={{ ...product, specifications: [...product.specifications].reverse() }}
        locale="en"
      />,
      'en',
    );
    const headers = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(headers[0]).toBe('Wavelength');
    expect(headers.at(-1)).toBe('Laser class');
  });

  it.each(fs.readdirSync(path.join(__dirname, '../../../../content/products')).map((file) => file.slice(0, -4)))(
    '%s: no English words on the Chinese page, no Chinese on the English page',
    (slug) => {
      const zh = productPage(slug, 'zh').specifications.map((spec) => spec.value);
      const en = productPage(slug, 'en').specifications.map((spec) => spec.value);
      // Units (nm, fs, kHz, MHz, rms, mrad, μrad, AC/DC, M²) and the trade's acronyms (TTL, PoD, IEC,
      // FC/APC) are shared; words of three letters or more are not.
      const words = /\b(?!(?:rms|kHz|MHz|mrad|rad|TTL|PoD|IEC|APC)\b)[A-Za-z]{3,}\b/;
      expect(zh.filter((value) => words.test(value))).toEqual([]);
      expect(en.filter((value) => /\p{Script=Han}/u.test(value))).toEqual([]);
    },
  );
});
