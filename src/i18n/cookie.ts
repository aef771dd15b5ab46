import { type Locale, isLocale } from './locales';

/** The locale cookie (docs/requirements.md, Locale cookie). */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'Lax',
  secure: false,
} as const;

/**
 * The `document.cookie` assignment that remembers `locale`. Written by hand, not with the
 * `cookie` package: this runs in the language switcher on every page, and the package would add
 * about 1 KB gzipped to every page's first-load JS for one fixed name and a two-letter value.
 */
export function serializeLocaleCookie(locale: Locale): string {
  const maxAge = localeCookie.maxAgeDays * 24 * 60 * 60;
  const expires = new Date(Date.now() + maxAge * 1000).toUTCString();
  return `${localeCookie.name}=${locale}; Max-Age=${maxAge}; Expires=${expires}; Path=${localeCookie.path}; SameSite=${localeCookie.sameSite}`;
}

/** The remembered locale in a Cookie header or `document.cookie`, if any. */
export function readLocaleCookie(cookieHeader: string | undefined | null): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [rawName, ...rest] = pair.split('=');
    if (rawName?.trim() !== localeCookie.name) continue;
    const value = rest.join('=').trim();
    return isLocale(value) ? value : null;
  }
  return null;
}

/** Whether the browser accepts cookies at all (docs/requirements.md, Locale cookie: set only if they are). */
export function cookiesEnabled(nav: Pick<Navigator, 'cookieEnabled'> = navigator): boolean {
  return nav.cookieEnabled !== false;
}

/** Remembers the locale in the browser when cookies are enabled. */
export function rememberLocale(locale: Locale, doc: Document = document): void {
  if (!cookiesEnabled()) return;
  doc.cookie = serializeLocaleCookie(locale);
}
