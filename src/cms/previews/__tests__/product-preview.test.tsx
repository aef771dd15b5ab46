import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { fromJS } from 'immutable';
import { ProductPreview } from '../index';
import type { PreviewProps } from '../entry-data';

const zh = {
  slug: 'yc-preview',
  model: 'YC-PREVIEW',
  state: 'active',
  series: 'femtosecond',
  name: '预览激光器',
  summary: '摘要',
  overview: '概述',
  specifications: [
    { key: 'wavelength', value: '1030 nm' },
    { key: 'cooling', value: '水冷', valueIn: { en: 'Water cooling' } },
  ],
};

/** The props Decap hands a preview of one pane (`locale`) of an entry. */
const props = (locale: 'zh' | 'en', data: object) =>
  ({
    locale,
    entry: fromJS({ slug: 'yc-preview', data }),
    collection: fromJS({ name: 'products' }),
    getAsset: () => undefined,
    document,
  }) as unknown as PreviewProps;

const valueOf = (parameter: string) =>
  within(screen.getByRole('rowheader', { name: parameter }).closest('tr')!).getByRole('cell').textContent;

describe('the product preview shows spec values in the pane’s language', () => {
  it('shows the shared value in the Chinese pane', () => {
    render(<ProductPreview {...props('zh', zh)} />);
    expect(valueOf('冷却方式')).toBe('水冷');
  });

  it('shows the English wording in the English pane, which holds only the translated texts', () => {
    // Decap opens the default locale first: the English pane fills its shared fields from it.
    render(<ProductPreview {...props('zh', zh)} />).unmount();
    render(<ProductPreview {...props('en', { name: 'Preview laser' })} />);
    expect(valueOf('Cooling')).toBe('Water cooling');
    expect(valueOf('Wavelength')).toBe('1030\u00a0nm');
  });
});
