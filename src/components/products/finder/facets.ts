import { averagePowerWatts } from '../../../model/average-power';
import { pulseRegimes, wavelengthBands } from '../../../model/options/products';
import { industries } from '../../../model/options/solutions';

/**
 * The product finder's facets, in the order of the filter groups. They are orthogonal: each
 * reads another property of a product (pulse regime, wavelength band, average power,
 * the industries chosen for it in the CMS). Within a facet the chosen options are
 * alternatives (OR); across facets all must hold (AND).
 */
export const finderFacets = ['regime', 'band', 'power', 'application'] as const;
export type FinderFacet = (typeof finderFacets)[number];

/** The chosen options of every facet; an empty list leaves the facet open. */
export type Selection = Record<FinderFacet, readonly string[]>;

/** What the finder reads of a product (the query data of ProductFinderFields). */
export interface FinderProduct {
  series: string;
  pulseRegime: string;
  band: string;
  specifications: readonly { key: string; value: string }[];
  industries: readonly string[];
}

/**
 * Average-power ranges of the lasers, each up to and including `max` watts. The limits split
 * the catalogue into groups of two to five lasers. Components and modules (amplifiers, seeds)
 * are not sold by output power: they have an option of their own rather than a range.
 */
export const powerRanges = [
  { value: 'le10', max: 10 },
  { value: '10-30', max: 30 },
  { value: '30-60', max: 60 },
  { value: 'gt60', max: Infinity },
] as const;
export const moduleOption = 'module';

/** The power option of a product: its range, or `module` for components and modules. */
export function powerOption(product: Pick<FinderProduct, 'series' | 'specifications'>): string | null {
  if (product.series === 'component') return moduleOption;
  const watts = averagePowerWatts(product.specifications);
  if (watts === null) return null;
  return powerRanges.find((range) => watts <= range.max)!.value;
}

/** Every value order the facets know; a facet offers those its products have, in this order. */
const canonical: Record<FinderFacet, readonly string[]> = {
  regime: pulseRegimes.options,
  band: wavelengthBands.options,
  power: [...powerRanges.map((range) => range.value), moduleOption],
  application: industries.options,
};

/** The message key that labels an option of a facet. */
export function optionLabelKey(facet: FinderFacet, value: string): string {
  if (facet === 'application') return `solutions.industry.${value}`;
  return `products.${facet}.${value}`;
}

/** The values a product has for each facet (several for applications). */
export function facetValues(product: FinderProduct): Record<FinderFacet, readonly string[]> {
  const power = powerOption(product);
  return {
    regime: [product.pulseRegime],
    band: [product.band],
    power: power ? [power] : [],
    application: [...new Set(product.industries)],
  };
}

/** The options each facet offers: the values found in the products, in canonical order. */
export function facetOptions(products: readonly FinderProduct[]): Record<FinderFacet, readonly string[]> {
  const found = products.map(facetValues);
  return Object.fromEntries(
    finderFacets.map((facet) => [
      facet,
      canonical[facet].filter((value) => found.some((values) => values[facet].includes(value))),
    ]),
  ) as unknown as Record<FinderFacet, readonly string[]>;
}

export const emptySelection: Selection = { regime: [], band: [], power: [], application: [] };

const holds = (values: Record<FinderFacet, readonly string[]>, selection: Selection, except?: FinderFacet) =>
  finderFacets.every(
    (facet) =>
      facet === except ||
      selection[facet].length === 0 ||
      selection[facet].some((value) => values[facet].includes(value)),
  );

/** The products the selection lets through, in their order. */
export function filterProducts<P extends FinderProduct>(products: readonly P[], selection: Selection): P[] {
  return products.filter((product) => holds(facetValues(product), selection));
}

export interface FacetOption {
  value: string;
  /** Products that have this value and pass the other facets: the list if only this option were chosen here. */
  count: number;
  selected: boolean;
  /** Choosing it would add nothing (the list would be empty): shown, but not offered. */
  disabled: boolean;
}

/** Every facet's options with counts given the other facets' choices. */
export function facetCounts(
  products: readonly FinderProduct[],
  selection: Selection,
  options: Record<FinderFacet, readonly string[]> = facetOptions(products),
): Record<FinderFacet, FacetOption[]> {
  const values = products.map(facetValues);
  return Object.fromEntries(
    finderFacets.map((facet) => {
      const others = values.filter((own) => holds(own, selection, facet));
      return [
        facet,
        options[facet].map((value) => {
          const count = others.filter((own) => own[facet].includes(value)).length;
          const selected = selection[facet].includes(value);
          return { value, count, selected, disabled: count === 0 && !selected };
        }),
      ];
    }),
  ) as Record<FinderFacet, FacetOption[]>;
}

/** A way out of an empty list: clearing one facet's choices would show `count` products. */
export interface Relaxation {
  facet: FinderFacet;
  count: number;
}

/**
 * Why the list is empty: for each facet with choices, how many products clearing it alone
 * would show (only those that would show some), the most productive first.
 */
export function relaxations(products: readonly FinderProduct[], selection: Selection): Relaxation[] {
  const values = products.map(facetValues);
  return finderFacets
    .filter((facet) => selection[facet].length > 0)
    .map((facet) => ({ facet, count: values.filter((own) => holds(own, selection, facet)).length }))
    .filter((relaxation) => relaxation.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** How many options are chosen in all: the figure of the phone's "Filter (n)" button. */
export const chosenCount = (selection: Selection): number =>
  finderFacets.reduce((sum, facet) => sum + selection[facet].length, 0);

/** The selection with one option of a facet switched on or off. */
export function toggled(selection: Selection, facet: FinderFacet, value: string): Selection {
  const current = selection[facet];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...selection, [facet]: canonical[facet].filter((v) => next.includes(v)) };
}
