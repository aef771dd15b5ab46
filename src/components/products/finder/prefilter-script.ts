import { prefilterStyleId } from './prefilter-names';

// Nothing from the finder's modules (they bring the option sets, and with them UI-string keys,
// to every page through gatsby-ssr.tsx): its facets and parameters are written out below, and
// src/components/products/finder/__tests__/prefilter.test.ts holds them equal to the finder's.

/** What the prefilter reads: each facet's card attribute (`data-<facet>`) and query parameter. */
export interface PrefilterConfig {
  facets: { facet: string; param: string }[];
  /** The previous lists' parameter: `component` meant the components' power option, the rest a pulse regime. */
  series: { param: string; component: string; componentAs: [facet: string, value: string]; otherAs: string };
}

/**
 * The CSS that makes the server's unfiltered list show what the finder will show for `search`
 * (src/components/products/finder/finder-url.ts `readSelection`): the cards that fail a facet's
 * choices hidden, and the reset link shown. A facet counts only when one of its chosen values is
 * one the finder offers (`:has()` on its options, which come before the reset link, the count and
 * the cards: a paint while the page is still arriving already has them), as the finder drops values
 * it does not offer. Only plain tokens ([a-z0-9-]) reach the selectors: nothing in the address can
 * write other CSS.
 *
 * Inlined into the product lists' <head> (see `prefilterScript`): self-contained, no imports,
 * nothing from the enclosing scope.
 */
export function prefilterRules(search: string, config: PrefilterConfig): string {
  const params = new URLSearchParams(search);
  const chosen: Record<string, string[]> = {};
  for (let i = 0; i < config.facets.length; i++) {
    const facet = config.facets[i] as PrefilterConfig['facets'][number];
    const given = params.getAll(facet.param);
    const values: string[] = [];
    for (let j = 0; j < given.length; j++) {
      const parts = (given[j] as string).split(',');
      for (let k = 0; k < parts.length; k++) values.push(parts[k] as string);
    }
    chosen[facet.facet] = values;
  }
  const series = params.getAll(config.series.param);
  for (let i = 0; i < series.length; i++) {
    const legacy = series[i] as string;
    const component = legacy === config.series.component;
    const facet = component ? config.series.componentAs[0] : config.series.otherAs;
    const list = chosen[facet];
    if (list) list.push(component ? config.series.componentAs[1] : legacy);
  }
  const rules: string[] = [];
  const guards: string[] = [];
  for (let i = 0; i < config.facets.length; i++) {
    const name = (config.facets[i] as PrefilterConfig['facets'][number]).facet;
    const wanted = chosen[name] || [];
    const has: string[] = [];
    let not = '';
    for (let j = 0; j < wanted.length; j++) {
      const value = (wanted[j] as string).trim();
      if (!/^[a-z0-9-]{1,40}$/.test(value)) continue;
      const attribute = '[data-' + name + '~="' + value + '"]';
      has.push('[data-finder-option]' + attribute);
      not += ':not(' + attribute + ')';
    }
    if (!has.length) continue;
    rules.push('html:has(' + has.join(',') + ') [data-finder-card]' + not + '{display:none}');
    guards.push(has.join(','));
  }
  if (guards.length) rules.push('html:has(' + guards.join(',') + ') [data-finder-reset]{display:inline-flex}');
  return rules.join('\n');
}

export const prefilterConfig: PrefilterConfig = {
  facets: [
    { facet: 'regime', param: 'regime' },
    { facet: 'band', param: 'band' },
    { facet: 'power', param: 'power' },
    { facet: 'application', param: 'app' },
  ],
  series: { param: 'series', component: 'component', componentAs: ['power', 'module'], otherAs: 'regime' },
};

/**
 * The inline <head> script of the product lists: before the first paint of a shared finder link
 * (`/products/?regime=femtosecond`), it adds the rules above, so the list the visitor first sees
 * is the one the page shows once hydrated: no layout shift. Its text is the same on every list
 * page and every address (one CSP hash); browsers without `:has()` ignore the rules.
 */
export function prefilterScript(): string {
  return `(function(){try{var c=(${prefilterRules.toString()})(location.search,${JSON.stringify(prefilterConfig)});if(c){var s=document.createElement('style');s.id=${JSON.stringify(prefilterStyleId)};s.textContent=c;document.head.appendChild(s)}}catch(e){}})();`;
}
