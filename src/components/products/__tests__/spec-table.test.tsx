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

/** A real product file, localized as the build does it for the page of `locale`. */
function productPage(slug: string, locale: Locale): ProductDetailProps['product'] {
  const file = fs.readFileSync(path.join(__dirname, '../../../../content/products', `${slug}.yml`), 'utf8');
  const { fields } = localizeEntry(collectionNamed('products'), load(file) as never, locale);
  return {
    slug,
    model: fields.model as string,
    name: fields.name as string,
    state: fields.state as string,
    series: fields.series as string,
    summary: fields.summary as string,
    overviewHtml: fields.overviewHtml as string,
    applications: fields.applications as string[],
    specifications: fields.specifications as { key: string; value: string }[],
    images: [],
    downloads: [],
    solutions: [],
    successor: null,
    video: null,
  };
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
    expect(valueOf('重复频率')).toBe('1 MHz（单脉冲 – 2 MHz 可调）');
    expect(valueOf('脉冲宽度')).toBe('< 350 fs（350 fs – 10 ps 可调）');
    expect(valueOf('中心波长')).toBe('1030 nm');
    const table = screen.getByRole('table');
    expect(table.textContent).not.toMatch(/Water cooling|adjustable|single shot|Linear|over 8 h/);
  });

  it('shows English values on the English page, with the shared numbers', () => {
    renderPage('yc-fs20-ir', 'en');
    expect(valueOf('Cooling')).toBe('Water cooling');
    expect(valueOf('Repetition rate')).toBe('1 MHz (single shot – 2 MHz adjustable)');
    expect(valueOf('Wavelength')).toBe('1030 nm');
    expect(screen.getByRole('table').textContent).not.toMatch(/\p{Script=Han}/u);
  });

  it.each(fs.readdirSync(path.join(__dirname, '../../../../content/products')).map((file) => file.slice(0, -4)))(
    '%s: no English words on the Chinese page, no Chinese on the English page',
    (slug) => {
      const zh = productPage(slug, 'zh').specifications.map((spec) => spec.value);
      const en = productPage(slug, 'en').specifications.map((spec) => spec.value);
      // Units (nm, fs, kHz, MHz, rms, AC/DC, M²) are shared; words of three letters or more are not.
      const words = /\b(?!(?:rms|kHz|MHz)\b)[A-Za-z]{3,}\b/;
      expect(zh.filter((value) => words.test(value))).toEqual([]);
      expect(en.filter((value) => /\p{Script=Han}/u.test(value))).toEqual([]);
    },
  );
});
