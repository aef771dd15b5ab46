import {
  type FinderProduct,
  type Selection,
  emptySelection,
  facetCounts,
  facetOptions,
  facetValues,
  filterProducts,
  powerOption,
  relaxations,
  toggled,
} from '../facets';

type Named = FinderProduct & { slug: string };

const laser = (slug: string, pulseRegime: string, band: string, power: string, industries: string[] = []): Named => ({
  slug,
  series: pulseRegime,
  pulseRegime,
  band,
  specifications: [
    { key: 'wavelength', value: '1030 nm' },
    { key: 'averagePower', value: power },
  ],
  industries,
});

const catalogue: Named[] = [
  laser('fs5-uv', 'femtosecond', 'ultraviolet', '5 W', ['semiconductor']),
  laser('fs20-ir', 'femtosecond', 'infrared', '20 W', ['display', 'medical']),
  laser('fs100-ir', 'femtosecond', 'infrared', '> 100 W', ['display', 'battery']),
  laser('ps30-uv', 'picosecond', 'ultraviolet', '30 W', ['pcb', 'semiconductor']),
  laser('ps50-gr', 'picosecond', 'green', '50 W', ['pcb']),
  { ...laser('seed', 'femtosecond', 'infrared', '80 mW'), series: 'component' },
];

const select = (choices: Partial<Selection>): Selection => ({ ...emptySelection, ...choices });
const slugs = (selection: Selection) => filterProducts(catalogue, selection).map((product) => product.slug);

describe('finder facets', () => {
  it('reads each facet from its own property: regime, band, power range, application', () => {
    expect(facetValues(catalogue[1]!)).toEqual({
      regime: ['femtosecond'],
      band: ['infrared'],
      power: ['10-30'],
      application: ['display', 'medical'],
    });
  });

  it('puts lasers in power ranges (inclusive upper limits) and components in their own option', () => {
    const power = (value: string, series = 'femtosecond') =>
      powerOption({ series, specifications: [{ key: 'averagePower', value }] });
    expect(['5 W', '10 W', '10.5 W', '30 W', '60 W', '80 W', '1.2 kW'].map((value) => power(value))).toEqual([
      'le10',
      'le10',
      '10-30',
      '10-30',
      '30-60',
      'gt60',
      'gt60',
    ]);
    expect(power('2 W', 'component')).toBe('module');
    expect(power('unknown')).toBeNull();
  });

  it('offers only values the products have, in the canonical order', () => {
    expect(facetOptions(catalogue)).toEqual({
      regime: ['femtosecond', 'picosecond'],
      band: ['infrared', 'green', 'ultraviolet'],
      power: ['le10', '10-30', '30-60', 'gt60', 'module'],
      application: ['display', 'semiconductor', 'pcb', 'battery', 'medical'],
    });
  });

  it('ORs the options of one facet: femtosecond + picosecond shows both regimes', () => {
    expect(slugs(select({ regime: ['femtosecond', 'picosecond'] }))).toEqual(catalogue.map((p) => p.slug));
    expect(slugs(select({ application: ['medical', 'pcb'] }))).toEqual(['fs20-ir', 'ps30-uv', 'ps50-gr']);
  });

  it('ANDs across facets', () => {
    expect(slugs(select({ regime: ['femtosecond'], band: ['infrared'] }))).toEqual(['fs20-ir', 'fs100-ir', 'seed']);
    expect(slugs(select({ regime: ['femtosecond'], band: ['infrared'], power: ['gt60'] }))).toEqual(['fs100-ir']);
    expect(slugs(select({ band: ['ultraviolet'], application: ['semiconductor'], power: ['10-30'] }))).toEqual([
      'ps30-uv',
    ]);
  });

  it('counts each option given the other facets, and disables (not hides) one that would give nothing', () => {
    const counts = facetCounts(catalogue, select({ regime: ['picosecond'], band: ['green'] }));
    // The regime facet is counted under band = green only; band under regime = picosecond only.
    expect(counts.regime).toEqual([
      { value: 'femtosecond', count: 0, selected: false, disabled: true },
      { value: 'picosecond', count: 1, selected: true, disabled: false },
    ]);
    expect(counts.band.map(({ value, count, disabled }) => [value, count, disabled])).toEqual([
      ['infrared', 0, true],
      ['green', 1, false],
      ['ultraviolet', 1, false],
    ]);
    expect(counts.power.map(({ value, count }) => [value, count])).toEqual([
      ['le10', 0],
      ['10-30', 0],
      ['30-60', 1],
      ['gt60', 0],
      ['module', 0],
    ]);
  });

  it('never disables a chosen option, even when the list is empty', () => {
    const counts = facetCounts(catalogue, select({ band: ['green'], power: ['gt60'] }));
    expect(counts.power.find((option) => option.value === 'gt60')).toEqual({
      value: 'gt60',
      count: 0,
      selected: true,
      disabled: false,
    });
  });

  it('explains an empty list by the facets whose clearing brings products back', () => {
    const selection = select({ regime: ['femtosecond'], band: ['green'], power: ['gt60'] });
    expect(slugs(selection)).toEqual([]);
    // Without the band: fs100-ir; without the power range: nothing femtosecond is green; without the regime: nothing.
    expect(relaxations(catalogue, selection)).toEqual([{ facet: 'band', count: 1 }]);
    expect(relaxations(catalogue, select({ band: ['green'], power: ['le10'] }))).toEqual([
      { facet: 'band', count: 1 },
      { facet: 'power', count: 1 },
    ]);
  });

  it('toggles an option on and off, keeping the canonical order', () => {
    const on = toggled(select({ regime: ['picosecond'] }), 'regime', 'femtosecond');
    expect(on.regime).toEqual(['femtosecond', 'picosecond']);
    expect(toggled(on, 'regime', 'picosecond').regime).toEqual(['femtosecond']);
  });
});
