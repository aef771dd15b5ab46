import { defaultLocale } from '../i18n/locales';
import { label } from './collections/common';
import { problemOf as entryProblem, sectionsOf, textsOf } from './entry-problems';
import { serviceFactsFile } from './collections/service-facts';
import { type ServiceFacts, factPlaceholders, placeholderPattern, serviceFactsOf } from './service-facts';
import type { Label } from './types';
import type { ContentFile, ContentProblem } from './validate';

/**
 * Free text held to the service facts (content/settings/service.yml): a FAQ answer, news story,
 * case study, training, About text or document that states a warm-up time, humidity, coolant
 * interval, a round-the-clock hotline or a lab or parts store in another city than the facts give
 * is refused, naming the fact's source. Placeholders ({warm-up-cold-start}) are right by
 * construction; an unknown one is refused, since the site would print it as it is.
 */

/** The collections whose text is checked. */
export const checkedCollections = ['faqs', 'news', 'solutions', 'trainings', 'about', 'downloads'];

type Figure = keyof Omit<ServiceFacts, 'applicationLabs' | 'sparePartsStock'>;

/**
 * Where a text states a figure: a keyword (`lead`, searched for) and, right after it, the way to the
 * figure (`tail`, tried only there, anchored; its first group is the figure). One pattern
 * "keyword, a gap of up to N characters, a figure" searched through the text would try the gap from
 * every occurrence of the keyword and backtrack polynomially on a text of repeated keywords
 * (src/__tests__/redos.test.ts); the tail tried once per keyword is linear.
 */
export interface ClaimPattern {
  lead: RegExp;
  tail: RegExp;
}

interface FigureClaim {
  fact: Figure;
  /** How the fact reads in messages. */
  name: Label;
  unit: Label;
  placeholder: string;
  /** Per language, where a text states the figure. */
  patterns: Record<'zh' | 'en', ClaimPattern[]>;
}

// The gaps between a keyword and its figure hold no figure, so the first figure after the keyword
// is the one it states.
const zhNumerals = '\\d一二两三四五六七八九十';
const zhGap = (starts: string) => `[^${starts}。；\\n|${zhNumerals}]`;
const enGap = '[^.;\\n|\\d]';
const zhNumber = '(\\d+|[一二两三四五六七八九十]+)';
const enNumber = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const zh = (lead: string, tail: string): ClaimPattern => ({
  lead: new RegExp(lead, 'g'),
  tail: new RegExp(`^${tail}`),
});
const en = (lead: string, tail: string): ClaimPattern => ({
  lead: new RegExp(lead, 'gi'),
  tail: new RegExp(`^${tail}`, 'i'),
});

/** The longest stretch after a keyword that a tail may read (its gap, the figure and the unit). */
const tailWindow = 200;

/** Each statement of `pattern` in `text`: the phrase as written and the figure. */
export function* claimsIn(text: string, pattern: ClaimPattern): Generator<{ phrase: string; figure: string }> {
  const leads = new RegExp(pattern.lead.source, pattern.lead.flags);
  for (let found = leads.exec(text); found; found = leads.exec(text)) {
    const end = found.index + found[0].length;
    const rest = pattern.tail.exec(text.slice(end, end + tailWindow));
    if (!rest) continue;
    // A keyword inside the phrase just read starts no statement of its own.
    leads.lastIndex = end + rest[0].length;
    yield { phrase: found[0] + rest[0], figure: rest[1]! };
  }
}

/** Exported for the ReDoS check (src/__tests__/redos.test.ts), which cannot read patterns built from parts. */
export const figureClaims: FigureClaim[] = [
  {
    fact: 'warmUpColdStartMinutes',
    name: label('冷启动预热时间', 'warm-up from a cold start'),
    unit: label('分钟', 'minutes'),
    placeholder: 'warm-up-cold-start',
    patterns: {
      zh: [zh('冷启动', `${zhGap('冷')}{0,40}?${zhNumber}\\s*分钟`)],
      en: [en('cold start', `${enGap}{0,80}?\\b${enNumber}\\s*minutes`)],
    },
  },
  {
    fact: 'warmUpStandbyMinutes',
    name: label('待机开机预热时间', 'warm-up from standby'),
    unit: label('分钟', 'minutes'),
    placeholder: 'warm-up-standby',
    patterns: {
      zh: [zh('(?:日常开机|从待机)', `${zhGap('日从')}{0,50}?${zhNumber}\\s*分钟`)],
      en: [en('(?:daily start|from standby)', `${enGap}{0,80}?\\b${enNumber}\\s*minutes`)],
    },
  },
  {
    fact: 'warmUpFaultMinutes',
    name: label('预热超时判为故障的时间', 'warm-up time after which it is a fault'),
    unit: label('分钟', 'minutes'),
    placeholder: 'warm-up-fault',
    patterns: {
      zh: [zh('超过', `\\s*${zhNumber}\\s*分钟[^。；\\n|]{0,4}未就绪`)],
      en: [en('not ready after ', `${enNumber} minutes`)],
    },
  },
  {
    fact: 'humidityMaxPercent',
    name: label('相对湿度上限', 'highest relative humidity'),
    unit: label('%', '%'),
    placeholder: 'humidity-max',
    patterns: {
      zh: [zh('湿度', `${zhGap('湿')}{0,12}?(\\d+)\\s*%`)],
      en: [en('humidity', `${enGap}{0,24}?(\\d+)\\s*%`)],
    },
  },
  {
    fact: 'ambientMinCelsius',
    name: label('环境温度下限', 'lowest room temperature'),
    unit: label('°C', '°C'),
    placeholder: 'ambient-temperature',
    patterns: {
      zh: [zh('(?:室温|环境温度)', `${zhGap('室环')}{0,12}?(\\d+)\\s*(?:–|-|~|至)\\s*\\d+\\s*°C`)],
      en: [en('(?:room|ambient) temperature', `${enGap}{0,24}?(\\d+)\\s*(?:–|-|to)\\s*\\d+\\s*°C`)],
    },
  },
  {
    fact: 'ambientMaxCelsius',
    name: label('环境温度上限', 'highest room temperature'),
    unit: label('°C', '°C'),
    placeholder: 'ambient-temperature',
    patterns: {
      zh: [zh('(?:室温|环境温度)', `${zhGap('室环')}{0,12}?\\d+\\s*(?:–|-|~|至)\\s*(\\d+)\\s*°C`)],
      en: [en('(?:room|ambient) temperature', `${enGap}{0,24}?\\d+\\s*(?:–|-|to)\\s*(\\d+)\\s*°C`)],
    },
  },
  {
    fact: 'coolantChangeMonths',
    name: label('冷却液更换周期', 'coolant change interval'),
    unit: label('个月', 'months'),
    placeholder: 'coolant-change',
    patterns: {
      zh: [
        zh('每', `\\s*${zhNumber}\\s*个月[^每更。；\\n|]{0,8}?更换[^每冷。；\\n|]{0,4}?冷却`),
        zh('冷却(?:液|水)', `[^|\\n]{0,12}\\|\\s*每\\s*${zhNumber}\\s*个月`),
      ],
      en: [
        en('\\b(?:coolant|water)\\b', `${enGap}{0,40}?\\bevery ${enNumber} months`),
        en('coolant', `[^|\\n]{0,24}\\|\\s*every ${enNumber} months`),
      ],
    },
  },
];

const words: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const zhDigits: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 30, "three" or 十二 as a number. */
export function figureOf(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const word = words[text.toLowerCase()];
  if (word) return word;
  const [tens, units] = text.split('十') as [string, string | undefined];
  if (units === undefined) return zhDigits[tens] ?? NaN;
  return (tens ? (zhDigits[tens] ?? NaN) : 1) * 10 + (units ? (zhDigits[units] ?? NaN) : 0);
}

/** Clauses of a text, split at sentence ends and commas: one place and what is there. */
const clausesOf = (text: string) => text.split(/[。；;！？!?\n，,]|\.(?:\s|$)/);

const placeKeywords: Record<'applicationLabs' | 'sparePartsStock', { zh: RegExp; en: RegExp; name: Label }> = {
  applicationLabs: {
    zh: /应用实验室/,
    en: /application lab/i,
    name: label('应用实验室', 'application lab'),
  },
  sparePartsStock: { zh: /备件/, en: /spare[- ]parts?/i, name: label('备件库', 'spare-parts stock') },
};

/** A problem of a text field, naming the service facts' file as the figure's source. */
const problemOf = (
  file: ContentFile,
  locale: string,
  field: string,
  message: string,
  text: Label,
  values: Record<string, unknown>,
): ContentProblem =>
  entryProblem(file, locale, [field], message, text, { ...values, source: `content/${serviceFactsFile}` });

/** The problems of free text that contradicts the service facts; none when there are no facts. */
export function serviceFactProblems(files: readonly ContentFile[]): ContentProblem[] {
  const factsFile = files.find((file) => file.collection.name === 'serviceFacts');
  const factsSection = factsFile && sectionsOf(factsFile)?.[defaultLocale];
  if (!factsSection) return [];
  const facts = serviceFactsOf(factsSection);
  const source = `content/${serviceFactsFile}`;
  const settings = files.find((file) => file.collection.name === 'settings');
  const settingsSections = settings ? sectionsOf(settings) : null;
  const hoursIn = (locale: string) => {
    const hours = settingsSections?.[locale]?.hotlineHours ?? settingsSections?.[defaultLocale]?.hotlineHours;
    return typeof hours === 'string' ? hours : '';
  };
  const roundTheClock = /24\s*小时|7\s*[×x*]\s*24|全天/.test(hoursIn(defaultLocale));

  // City names in both languages → the location slugs in that city.
  const cities = new Map<string, string[]>();
  for (const file of files.filter((candidate) => candidate.collection.name === 'locations')) {
    const sections = sectionsOf(file);
    const slug = sections?.[defaultLocale]?.slug;
    if (typeof slug !== 'string') continue;
    for (const section of Object.values(sections ?? {})) {
      const city = section?.city;
      if (typeof city === 'string' && city) cities.set(city, [...(cities.get(city) ?? []), slug]);
    }
  }

  const problems: ContentProblem[] = [];
  for (const file of files.filter((candidate) => checkedCollections.includes(candidate.collection.name))) {
    const sections = sectionsOf(file);
    if (!sections) continue;
    for (const [locale, section] of Object.entries(sections)) {
      const language = locale === defaultLocale ? 'zh' : 'en';
      for (const [field, value] of Object.entries(section ?? {})) {
        for (const raw of textsOf(value)) {
          for (const match of raw.matchAll(placeholderPattern))
            if (!factPlaceholders.includes(match[1]!))
              problems.push(
                problemOf(
                  file,
                  locale,
                  field,
                  `{${match[1]}} is not a service fact (${factPlaceholders.map((name) => `{${name}}`).join(', ')}, from ${source})`,
                  label(
                    `{${match[1]}} 不是服务参数的占位符，可用的有：${factPlaceholders.map((name) => `{${name}}`).join(' ')}`,
                    `{${match[1]}} is not a service-fact placeholder; these are: ${factPlaceholders.map((name) => `{${name}}`).join(' ')}`,
                  ),
                  { value: match[0] },
                ),
              );
          // A placeholder shows the fact itself: only the figures written out are checked.
          const text = raw.replace(placeholderPattern, '');
          for (const claim of figureClaims) {
            const expected = facts[claim.fact];
            for (const pattern of claim.patterns[language])
              for (const { phrase, figure } of claimsIn(text, pattern)) {
                const stated = figureOf(figure);
                if (stated === expected) continue;
                problems.push(
                  problemOf(
                    file,
                    locale,
                    field,
                    `states ${figure} ${claim.unit.en} for the ${claim.name.en} ("${phrase}"), but ${source} gives ${expected} (${claim.fact}): write {${claim.placeholder}} or correct the figure`,
                    label(
                      `写的${claim.name.zh}是 ${figure} ${claim.unit.zh}，与“服务参数”（${source}）中的 ${expected} ${claim.unit.zh}不一致：请改写为 {${claim.placeholder}}，或改正数字`,
                      `States ${figure} ${claim.unit.en} for the ${claim.name.en}, but the service facts (${source}) give ${expected} ${claim.unit.en}: write {${claim.placeholder}} instead, or correct the figure`,
                    ),
                    { value: figure, fact: claim.fact, expected },
                  ),
                );
              }
          }
          const hotline =
            language === 'zh'
              ? /24\s*小时\S{0,4}热线|热线\S{0,8}24\s*小时/
              : /24-hour\s+(?:\S+\s+){0,2}hotline|hotline[^.;\n]{0,24}(?:24\/7|around the clock|24 hours)/i;
          const hours = hoursIn(locale);
          if (!roundTheClock && hotline.test(text))
            problems.push(
              problemOf(
                file,
                locale,
                field,
                `promises a 24-hour hotline, but the hotline hours in content/settings/site.yml are "${hours}": write {hotline-hours} or correct the text`,
                label(
                  `承诺了 24 小时热线，但“站点设置”（content/settings/site.yml）中的热线服务时间是“${hours}”：请改写为 {hotline-hours}，或改正正文`,
                  `Promises a 24-hour hotline, but the hotline hours in the site settings (content/settings/site.yml) are “${hours}”: write {hotline-hours} instead, or correct the text`,
                ),
                { value: '24', fact: 'hotlineHours' },
              ),
            );
          for (const [fact, keyword] of Object.entries(placeKeywords) as [
            keyof typeof placeKeywords,
            (typeof placeKeywords)[keyof typeof placeKeywords],
          ][]) {
            const allowed = new Set(facts[fact]);
            for (const clause of clausesOf(text)) {
              if (!keyword[language].test(clause)) continue;
              for (const [city, slugs] of cities)
                if (clause.includes(city) && !slugs.some((slug) => allowed.has(slug)))
                  problems.push(
                    problemOf(
                      file,
                      locale,
                      field,
                      `places the ${keyword.name.en} in ${city}, which is not one of the ${fact} in ${source}: write {${fact === 'applicationLabs' ? 'application-labs' : 'spare-parts-stock'}} or correct the city`,
                      label(
                        `说${city}有${keyword.name.zh}，但“服务参数”（${source}）中没有这个网点：请改写为 {${fact === 'applicationLabs' ? 'application-labs' : 'spare-parts-stock'}}，或改正城市`,
                        `Places the ${keyword.name.en} in ${city}, which the service facts (${source}) do not list: write {${fact === 'applicationLabs' ? 'application-labs' : 'spare-parts-stock'}} instead, or correct the city`,
                      ),
                      { value: city, fact },
                    ),
                  );
            }
          }
        }
      }
    }
  }
  return problems;
}
