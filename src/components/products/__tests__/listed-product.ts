import type { ListedProduct } from '../product-list';

/** A product as the lists get it (fragment data), with the three key parameters; `fields` override. */
export const listedProduct = (slug: string, fields: Partial<ListedProduct> = {}, power = '20 W'): ListedProduct => ({
  slug,
  model: slug.toUpperCase(),
  name: `Laser ${slug}`,
  state: 'active',
  series: 'femtosecond',
  pulseRegime: 'femtosecond',
  band: 'infrared',
  summary: 'A laser.',
  successor: null,
  specifications: [
    { key: 'wavelength', value: '1030 nm' },
    { key: 'pulseWidth', value: '< 350 fs' },
    { key: 'averagePower', value: power },
    { key: 'beamQuality', value: 'M² < 1.2' },
  ],
  images: [],
  industries: ['display'],
  ...fields,
});
