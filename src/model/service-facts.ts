import { datasheetMessages } from '../i18n/datasheet-messages';
import { type Locale, defaultLocale, localeInfo } from '../i18n/locales';
import { translate } from '../i18n/messages';

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

/**
 * A figure with its unit in words (10 分钟, 10 minutes), from the locale's messages
 * (locales/<lng>/datasheet.json): the plural form its language uses for that number.
 */
function counted(unit: 'minutes' | 'months', value: number, locale: Locale): string {
  const messages = datasheetMessages(locale);
  const key = `facts.${unit}_${new Intl.PluralRules(localeInfo[locale].intl).select(value)}`;
  return translate(messages, key in messages ? key : `facts.${unit}_other`, { count: value });
}

/** Cities in a sentence, as the locale's language lists them: 武汉和苏州 / Wuhan and Suzhou. */
function cityList(facts: readonly string[], context: FactContext, locale: Locale): string {
  const cities = [...new Set(facts.map((slug) => context.cityOf(slug) ?? slug))];
  return new Intl.ListFormat(localeInfo[locale].intl, { type: 'conjunction' }).format(cities);
}

/** Every placeholder an editor may write, with what it shows in `locale`. */
export function factWords(facts: ServiceFacts, context: FactContext, locale: Locale): Record<string, string> {
  return {
    'warm-up-standby': counted('minutes', facts.warmUpStandbyMinutes, locale),
    'warm-up-cold-start': counted('minutes', facts.warmUpColdStartMinutes, locale),
    'warm-up-fault': counted('minutes', facts.warmUpFaultMinutes, locale),
    'ambient-temperature': `${facts.ambientMinCelsius}–${facts.ambientMaxCelsius} °C`,
    'humidity-max': `${facts.humidityMaxPercent} %`,
    'coolant-change': counted('months', facts.coolantChangeMonths, locale),
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
