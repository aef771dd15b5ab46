/**
 * Site statistics: the providers the site settings offer, and everything derived from the one
 * setting (content/settings/site.yml, `statistics`): the script to load, the origins the
 * Content-Security-Policy allows, whether the provider sets cookies. Pure and tiny: the build,
 * the server, the page and the tests all read it.
 */

export const statisticsProviders = ['none', 'baidu', 'umami', 'plausible'] as const;
export type StatisticsProviderSetting = (typeof statisticsProviders)[number];

/** The `statistics` block of the site settings as written (by Decap or by hand). */
export interface StatisticsSettings {
  provider?: string | null;
  baiduSiteId?: string | null;
  umamiScriptUrl?: string | null;
  umamiWebsiteId?: string | null;
  plausibleDomain?: string | null;
  plausibleScriptOrigin?: string | null;
}

/** A configured provider, checked: what the page, the build and the server use. */
export type StatisticsConfig =
  | { provider: 'baidu'; siteId: string }
  | { provider: 'umami'; scriptUrl: string; websiteId: string }
  | { provider: 'plausible'; domain: string; scriptOrigin: string };

export type StatisticsProvider = StatisticsConfig['provider'];

export const plausibleDefaultOrigin = 'https://plausible.io';
const baiduOrigin = 'https://hm.baidu.com';

/**
 * The field patterns, shared by the content model (build and CMS) and `statisticsConfig`; as
 * `regex` properties, src/__tests__/redos.test.ts checks them.
 */
export const statisticsPatterns = {
  /** Baidu Tongji's site id: the 32 hex digits after `hm.js?` in the code Baidu gives. */
  baiduSiteId: { regex: '^[0-9a-f]{32}$' },
  /** An https address of a script, no credentials, query or fragment. */
  umamiScriptUrl: { regex: '^https://[a-z0-9.-]+(?::\\d{1,5})?/[^\\s?#@]*$' },
  /** Umami's website id, a UUID. */
  umamiWebsiteId: { regex: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' },
  /** The site's domain as Plausible knows it: a host name, no scheme or path. */
  plausibleDomain: { regex: '^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$' },
  /** An https origin, no path: the Plausible server (self-hosted or plausible.io). */
  plausibleScriptOrigin: { regex: '^https://[a-z0-9.-]+(?::\\d{1,5})?$' },
} as const;

type PatternField = keyof typeof statisticsPatterns;
const matches = (field: PatternField, value: string) => new RegExp(statisticsPatterns[field].regex).test(value);

/** The fields each provider needs (the origin of Plausible has a default). */
export const requiredFields: Record<StatisticsProvider, PatternField[]> = {
  baidu: ['baiduSiteId'],
  umami: ['umamiScriptUrl', 'umamiWebsiteId'],
  plausible: ['plausibleDomain'],
};

/** What is wrong with a statistics block: one line per field, `field: rule` (empty when fine). */
export function statisticsProblems(settings: StatisticsSettings | null | undefined): { field: string; rule: string }[] {
  const provider = settings?.provider ?? 'none';
  if (!(statisticsProviders as readonly string[]).includes(provider)) {
    return [{ field: 'provider', rule: `must be one of ${statisticsProviders.join(', ')}` }];
  }
  if (provider === 'none') return [];
  const problems: { field: string; rule: string }[] = [];
  for (const field of requiredFields[provider as StatisticsProvider]) {
    const value = settings?.[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push({ field, rule: `is required for ${provider}` });
  }
  for (const field of Object.keys(statisticsPatterns) as PatternField[]) {
    const value = settings?.[field];
    if (typeof value === 'string' && value !== '' && !matches(field, value)) {
      problems.push({ field, rule: `${JSON.stringify(value)} is not valid (${statisticsPatterns[field].regex})` });
    }
  }
  return problems;
}

/** The configured provider, or null when statistics are off; throws when the block is invalid. */
export function statisticsConfig(settings: StatisticsSettings | null | undefined): StatisticsConfig | null {
  const problems = statisticsProblems(settings);
  if (problems.length) {
    throw new Error(`statistics: ${problems.map(({ field, rule }) => `${field} ${rule}`).join('; ')}`);
  }
  const s = settings ?? {};
  switch (s.provider ?? 'none') {
    case 'baidu':
      return { provider: 'baidu', siteId: s.baiduSiteId! };
    case 'umami':
      return { provider: 'umami', scriptUrl: s.umamiScriptUrl!, websiteId: s.umamiWebsiteId! };
    case 'plausible':
      return {
        provider: 'plausible',
        domain: s.plausibleDomain!,
        scriptOrigin: s.plausibleScriptOrigin || plausibleDefaultOrigin,
      };
    default:
      return null;
  }
}

/** The provider's script: its address and the attributes the provider reads from the tag. */
export function providerScript(config: StatisticsConfig): { src: string; attributes: Record<string, string> } {
  switch (config.provider) {
    case 'baidu':
      return { src: `${baiduOrigin}/hm.js?${config.siteId}`, attributes: {} };
    case 'umami':
      // Page views are sent by us, one per route (auto-tracking would count the first page twice).
      return {
        src: config.scriptUrl,
        attributes: { 'data-website-id': config.websiteId, 'data-auto-track': 'false', 'data-do-not-track': 'true' },
      };
    case 'plausible':
      // The manual variant sends nothing by itself: page views are ours, one per route.
      return { src: `${config.scriptOrigin}/js/script.manual.js`, attributes: { 'data-domain': config.domain } };
  }
}

/** The origins a provider's script is loaded from and talks to, per CSP directive. */
export interface ProviderOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

/** Only the chosen provider's origins; none when statistics are off. */
export function providerOrigins(config: StatisticsConfig | null): ProviderOrigins {
  if (!config) return { script: [], connect: [], img: [] };
  switch (config.provider) {
    case 'baidu':
      // hm.js sends its page views as image requests (hm.gif) to its own origin.
      return { script: [baiduOrigin], connect: [baiduOrigin], img: [baiduOrigin] };
    case 'umami': {
      const origin = new URL(config.scriptUrl).origin;
      return { script: [origin], connect: [origin], img: [] };
    }
    case 'plausible':
      return { script: [config.scriptOrigin], connect: [config.scriptOrigin], img: [] };
  }
}

/** The site's CSP directives with the provider's origins added to script-src, connect-src and img-src. */
export function withStatisticsOrigins(
  directives: Record<string, string[]>,
  config: StatisticsConfig | null,
): Record<string, string[]> {
  const origins = providerOrigins(config);
  const add = (name: string, extra: string[]) =>
    extra.length ? { [name]: [...(directives[name] ?? ["'self'"]), ...extra] } : {};
  return {
    ...directives,
    ...add('script-src', origins.script),
    ...add('connect-src', origins.connect),
    ...add('img-src', origins.img),
  };
}

/** Baidu Tongji sets first-party cookies (Hm_lvt_…); Umami and Plausible set none. */
export const setsCookies = (provider: StatisticsProvider): boolean => provider === 'baidu';
