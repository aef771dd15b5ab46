import Negotiator from 'negotiator';
import { localeCookie } from './cookie';
import { type Locale, defaultLocale, internationalLocale, localeInfo, locales } from './locales';

export interface DetectionInput {
  pathname: string;
  cookie: string | null | undefined;
  /** navigator.languages, most preferred first. */
  languages: readonly string[];
}

export interface DetectionResult {
  /** Where to send the visitor, or null to stay. */
  redirectTo: string | null;
  /** The locale to remember in the cookie, or null when nothing was detected. */
  remember: Locale | null;
}

export interface DetectionConfig {
  cookieName: string;
  defaultLocale: string;
  /** Home path of every locale. */
  homes: Record<string, string>;
  /** The locale of a browser whose languages include none of ours (a German or Korean browser). */
  foreignLocale: string;
}

/**
 * Browser-language detection, run only on the default-locale home `/` (docs/requirements.md, Pages and routes).
 * A remembered locale wins over the browser's languages; otherwise the first browser language
 * we speak decides (zh-Hant-TW is zh, en-GB is en: `en-GB, zh` gets English, `fr, zh` Chinese),
 * and a browser that names none of ours (German, Korean, French) gets `foreignLocale`, English:
 * only a visitor who reads Chinese stays on the Chinese site. The choice is then remembered.
 * An empty list (no language known) decides nothing.
 *
 * This function is also inlined into the home page's <head> (see `rootDetectionScript`), so it
 * must stay self-contained: no imports, no helpers, nothing from the enclosing scope.
 */
export function decideRootLocale(input: DetectionInput, config: DetectionConfig): DetectionResult {
  const none = { redirectTo: null, remember: null };
  if (input.pathname !== '/') return none;
  const homes = config.homes;
  let remembered: string | null = null;
  const pairs = (input.cookie || '').split(';');
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i] as string;
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === config.cookieName) {
      const value = pair.slice(eq + 1).trim();
      if (Object.prototype.hasOwnProperty.call(homes, value)) remembered = value;
    }
  }
  if (remembered) {
    return { redirectTo: remembered === config.defaultLocale ? null : (homes[remembered] as string), remember: null };
  }
  let chosen: string | null = null;
  let named = false;
  for (let j = 0; j < input.languages.length && chosen === null; j++) {
    const primary = String(input.languages[j]).trim().toLowerCase().split(/[-_]/)[0] as string;
    if (primary && primary !== '*') named = true;
    if (Object.prototype.hasOwnProperty.call(homes, primary)) chosen = primary;
  }
  if (chosen === null && named && Object.prototype.hasOwnProperty.call(homes, config.foreignLocale)) {
    chosen = config.foreignLocale;
  }
  if (chosen === null) return none;
  return {
    redirectTo: chosen === config.defaultLocale ? null : (homes[chosen] as string),
    remember: chosen as Locale,
  };
}

export const detectionConfig: DetectionConfig = {
  cookieName: localeCookie.name,
  defaultLocale,
  homes: Object.fromEntries(locales.map((code) => [code, `${localeInfo[code].prefix}/`])),
  foreignLocale: internationalLocale,
};

/** Detection with the site's own configuration. */
export function detectRootLocale(input: DetectionInput): DetectionResult {
  return decideRootLocale(input, detectionConfig);
}

/**
 * The languages of an `Accept-Language` header, most preferred first (by q, then by order);
 * `q=0` means "not this one" and is left out. Parsed by `negotiator` (the server only: the
 * browser's inline detector above stays dependency-free).
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header?.trim()) return [];
  return new Negotiator({ headers: { 'accept-language': header } }).languages();
}

/** The locale for a list of preferred languages, by the same rule as the home's redirect. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  return decideRootLocale({ pathname: '/', cookie: null, languages }, detectionConfig).remember;
}

/**
 * The inline <head> script of `/`: it decides before any bundle loads, so an English browser
 * never sees the Chinese page flash. It remembers a detected locale with the same cookie
 * attributes as the switcher and replaces the history entry, so Back does not bounce.
 */
export function rootDetectionScript(): string {
  const cookieAttributes = `; Max-Age=${localeCookie.maxAgeDays * 86400}; Path=${localeCookie.path}; SameSite=${localeCookie.sameSite}`;
  return `(function(){try{var d=(${decideRootLocale.toString()})({pathname:location.pathname,cookie:document.cookie,languages:navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||'']},${JSON.stringify(detectionConfig)});if(d.remember&&navigator.cookieEnabled!==false){document.cookie=${JSON.stringify(`${localeCookie.name}=`)}+d.remember+${JSON.stringify(cookieAttributes)}}if(d.redirectTo){location.replace(d.redirectTo+location.search+location.hash)}}catch(e){}})();`;
}
