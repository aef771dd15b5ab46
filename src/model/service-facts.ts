import { type Locale, defaultLocale } from '../i18n/locales';

/**
 * The service facts (content/settings/service.yml) as figures, and the placeholders that put them
 * into text: an editor writes {warm-up-cold-start} in a FAQ answer or a manual, and every page and
 * document shows the figure the facts give, in its language.
 */
export interface ServiceFacts {
  warmUpStandbyMinutes: number;
  warmUpColdStartMinutes: number;
  warmUpFaultMinutes: number;
  ambientMinCelsius: number;
  ambientMaxCelsius: number;
  humidityMaxPercent: number;
  coolantChangeMonths: number;
  /** Location slugs. */
  applicationLabs: string[];
  sparePartsStock: string[];
}

/** What the placeholders need besides the facts: the cities of the locations, the hotline hours. */
export interface FactContext {
  cityOf: (slug: string) => string | undefined;
  hotlineHours: string;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : NaN);
const slugs = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/** The facts out of the file's default-locale section (or a localized entry), figures unchecked. */
export function serviceFactsOf(section: Record<string, unknown>): ServiceFacts {
  return {
    warmUpStandbyMinutes: numberOf(section.warmUpStandbyMinutes),
    warmUpColdStartMinutes: numberOf(section.warmUpColdStartMinutes),
    warmUpFaultMinutes: numberOf(section.warmUpFaultMinutes),
    ambientMinCelsius: numberOf(section.ambientMinCelsius),
    ambientMaxCelsius: numberOf(section.ambientMaxCelsius),
    humidityMaxPercent: numberOf(section.humidityMaxPercent),
    coolantChangeMonths: numberOf(section.coolantChangeMonths),
    applicationLabs: slugs(section.applicationLabs),
    sparePartsStock: slugs(section.sparePartsStock),
  };
}

const minutes = (value: number, locale: Locale) => (locale === defaultLocale ? `${value} 分钟` : `${value} minutes`);
const months = (value: number, locale: Locale) => (locale === defaultLocale ? `${value} 个月` : `${value} months`);

/** Cities in a sentence: 武汉、苏州 / Wuhan and Suzhou. */
function cityList(facts: readonly string[], context: FactContext, locale: Locale): string {
  const cities = [...new Set(facts.map((slug) => context.cityOf(slug) ?? slug))];
  if (locale === defaultLocale) return cities.join('、');
  return cities.length > 1 ? `${cities.slice(0, -1).join(', ')} and ${cities[cities.length - 1]}` : cities.join('');
}

/** Every placeholder an editor may write, with what it shows in `locale`. */
export function factWords(facts: ServiceFacts, context: FactContext, locale: Locale): Record<string, string> {
  return {
    'warm-up-standby': minutes(facts.warmUpStandbyMinutes, locale),
    'warm-up-cold-start': minutes(facts.warmUpColdStartMinutes, locale),
    'warm-up-fault': minutes(facts.warmUpFaultMinutes, locale),
    'ambient-temperature': `${facts.ambientMinCelsius}–${facts.ambientMaxCelsius} °C`,
    'humidity-max': `${facts.humidityMaxPercent} %`,
    'coolant-change': months(facts.coolantChangeMonths, locale),
    'hotline-hours': context.hotlineHours,
    'application-labs': cityList(facts.applicationLabs, context, locale),
    'spare-parts-stock': cityList(facts.sparePartsStock, context, locale),
  };
}

/** The placeholder names, for the editors' hints and the build's check. */
export const factPlaceholders = Object.keys(
  factWords(serviceFactsOf({}), { cityOf: () => undefined, hotlineHours: '' }, defaultLocale),
);

export const placeholderPattern = /\{([a-z][a-z-]*)\}/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `html` (rendered Markdown) with every known placeholder replaced by its words; unknown ones are
 * left for the build's check to name.
 */
export function fillFacts(html: string, words: Record<string, string>): string {
  return html.replace(placeholderPattern, (whole, name: string) => (name in words ? escapeHtml(words[name]!) : whole));
}
