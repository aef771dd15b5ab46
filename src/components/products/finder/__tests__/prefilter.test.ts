import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  type FinderProduct,
  chosenCount,
  facetCounts,
  facetOptions,
  filterProducts,
  finderFacets,
  moduleOption,
} from '../facets';
import { FacetGroup } from '../facet-group';
import { facetParams, readSelection } from '../finder-url';
import { facetAttributes, prefilterStyleId } from '../prefilter';
import { prefilterConfig, prefilterScript } from '../prefilter-script';

// The prefilter must hide exactly the cards the finder leaves out once hydrated, and show the
// reset link exactly when the finder shows it, for any address: checked against the finder's own
// reading of the address (readSelection, filterProducts) on a list of cards in the DOM.

const product = (
  slug: string,
  fields: Omit<FinderProduct, 'specifications'> & { watts?: number },
): FinderProduct & { slug: string } => ({
  slug,
  series: fields.series,
  pulseRegime: fields.pulseRegime,
  band: fields.band,
  industries: fields.industries,
  specifications: fields.watts === undefined ? [] : [{ key: 'averagePower', value: `${fields.watts} W` }],
});

const products = [
  product('fs-ir', {
    series: 'femtosecond',
    pulseRegime: 'femtosecond',
    band: 'infrared',
    industries: ['display', 'pcb'],
    watts: 20,
  }),
  product('fs-green', {
    series: 'femtosecond',
    pulseRegime: 'femtosecond',
    band: 'green',
    industries: ['semiconductor'],
    watts: 8,
  }),
  product('ps-uv', {
    series: 'picosecond',
    pulseRegime: 'picosecond',
    band: 'ultraviolet',
    industries: ['pcb'],
    watts: 45,
  }),
  product('ps-ir', { series: 'picosecond', pulseRegime: 'picosecond', band: 'infrared', industries: [], watts: 100 }),
  product('ns-green', {
    series: 'nanosecond',
    pulseRegime: 'nanosecond',
    band: 'green',
    industries: ['photovoltaic', 'display'],
    watts: 30,
  }),
  product('amp', { series: 'component', pulseRegime: 'femtosecond', band: 'infrared', industries: ['display'] }),
];

/** Runs the inline script as a browser would, on a list of the cards, and reads what its rules hide. */
function prefiltered(search: string): { hidden: string[]; reset: boolean; css: string } {
  document.head.innerHTML = '';
  // As on the page: the finder's options (FacetGroup's own markup), then the reset link, then the cards.
  const counts = facetCounts(products, readSelection('', facetOptions(products)));
  const finder = finderFacets
    .map((facet) =>
      renderToStaticMarkup(
        createElement(FacetGroup, {
          facet,
          label: facet,
          choices: counts[facet].map((option) => ({ ...option, label: option.value, to: '/products/' })),
        }),
      ),
    )
    .join('');
  document.body.innerHTML = `${finder}<a data-finder-reset id="reset"></a><ul>${products
    .map((item) => {
      const attributes = Object.entries(facetAttributes(item))
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
      return `<li ${attributes} id="${item.slug}"></li>`;
    })
    .join('')}</ul>`;
  window.history.replaceState(null, '', `/products/${search}`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the script's own text, as a browser would
  new Function(prefilterScript())();
  const css = document.getElementById(prefilterStyleId)?.textContent ?? '';
  const hidden = new Set<string>();
  let reset = false;
  for (const rule of css.split('\n').filter(Boolean)) {
    const selector = rule.slice(0, rule.indexOf('{'));
    for (const element of document.querySelectorAll(selector)) {
      if (element.id === 'reset') reset = true;
      else hidden.add(element.id);
    }
  }
  return { hidden: [...hidden].sort(), reset, css };
}

/** What the finder shows for the address once hydrated. */
function finder(search: string): { hidden: string[]; reset: boolean } {
  const selection = readSelection(search, facetOptions(products));
  const shown = new Set(filterProducts(products, selection).map((item) => item.slug));
  return {
    hidden: products
      .map((item) => item.slug)
      .filter((slug) => !shown.has(slug))
      .sort(),
    reset: chosenCount(selection) > 0,
  };
}

const addresses = [
  '',
  '?regime=femtosecond',
  '?regime=femtosecond,picosecond',
  '?regime=picosecond&regime=nanosecond',
  '?regime=plasma',
  '?regime=plasma,nanosecond',
  '?regime=%20picosecond%20',
  '?band=green&power=gt60&app=pcb',
  '?band=green&app=display,photovoltaic',
  '?app=display',
  '?app=medical',
  '?power=module',
  '?power=le10,30-60',
  '?series=component',
  '?series=femtosecond&regime=picosecond',
  '?series=nanosecond&band=green',
  '?utm_source=mail',
  '?regime=femtosecond&band=ultraviolet',
];

describe('the finder prefilter', () => {
  it('knows the finder’s facets, their parameters and the old series parameter', () => {
    expect(prefilterConfig.facets).toEqual(finderFacets.map((facet) => ({ facet, param: facetParams[facet] })));
    expect(prefilterConfig.series.componentAs).toEqual(['power', moduleOption]);
  });

  it.each(addresses)('hides what the finder hides for "%s"', (search) => {
    const { hidden, reset } = prefiltered(search);
    expect({ hidden, reset }).toEqual(finder(search));
  });

  it('agrees with the finder on every pair of options of two facets', () => {
    const options = facetOptions(products);
    const params = { regime: 'regime', band: 'band', power: 'power', application: 'app' } as const;
    const pairs: string[] = [];
    for (const a of ['regime', 'band'] as const)
      for (const b of ['power', 'application'] as const)
        for (const x of options[a]) for (const y of options[b]) pairs.push(`?${params[a]}=${x}&${params[b]}=${y}`);
    expect(pairs.length).toBeGreaterThan(20);
    const disagreements = pairs.filter((search) => {
      const { hidden, reset } = prefiltered(search);
      return JSON.stringify({ hidden, reset }) !== JSON.stringify(finder(search));
    });
    expect(disagreements).toEqual([]);
  });

  it('decides from the finder’s options, not the cards: a paint before the cards arrive already shows the reset link', () => {
    const { css } = prefiltered('?regime=picosecond&app=display');
    // The page as a slow phone may paint it: the finder and its reset link parsed, no card yet.
    document.querySelector('[data-finder-card]')?.parentElement?.remove();
    expect(document.querySelectorAll('[data-finder-card]')).toHaveLength(0);
    const resetRule = css.split('\n').find((rule) => rule.includes('[data-finder-reset]'))!;
    expect(document.querySelector(resetRule.slice(0, resetRule.indexOf('{')))?.id).toBe('reset');
  });

  it('adds nothing for an address without choices', () => {
    expect(prefiltered('').css).toBe('');
    expect(document.getElementById(prefilterStyleId)).toBeNull();
  });

  it('lets nothing but plain option tokens into the style sheet', () => {
    const { css, hidden } = prefiltered(
      `?regime=${encodeURIComponent('"]{}*{display:none}')}&band=${encodeURIComponent('x"],html')}`,
    );
    // `html` is a token (of the comma list): it names no option, so it hides nothing.
    const quoted = [...css.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((value) => !/^[a-z0-9-]+$/.test(value ?? ''))).toEqual([]);
    expect(css).not.toContain('*{');
    expect(hidden).toEqual([]);
  });

  it('has the same text on every page and address (one CSP hash)', () => {
    expect(prefilterScript()).toBe(prefilterScript());
    expect(prefilterScript()).not.toContain('location.search=');
  });
});
