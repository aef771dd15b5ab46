import React from 'react';
import { navigate } from 'gatsby';
import { type Locale, localeInfo, locales } from '../../i18n/locales';
import { rememberLocale } from '../../i18n/cookie';
import { switchLocale } from './switch-locale';
import { homePath, switchLocalePath } from '../../routes';
import * as styles from './language-switcher.module.css';

export interface LanguageSwitcherProps {
  locale: Locale;
  location: { pathname: string; search?: string; hash?: string };
  /**
   * Link to each locale's home instead of the same page: for the not-found page, whose path in
   * the other locale (`/en/404/`, `/en/404.html`) answers 404 itself.
   */
  toHome?: boolean;
}

/**
 * A real link to the same page in the other locale (it works without JavaScript and crawlers
 * follow it); with JavaScript the click goes through `switchLocale` and its hooks.
 */
export function LanguageSwitcher({ locale, location, toHome = false }: LanguageSwitcherProps) {
  const search = toHome ? '' : (location.search ?? '');
  const hash = toHome ? '' : (location.hash ?? '');
  return (
    <ul className={styles.switcher}>
      {locales
        .filter((code) => code !== locale)
        .map((code) => {
          const info = localeInfo[code];
          return (
            <li key={code}>
              <a
                className={styles.link}
                href={toHome ? homePath(code) : `${switchLocalePath(location.pathname, code)}${search}${hash}`}
                hrefLang={info.iso}
                lang={info.iso}
                data-locale={code}
                onClick={(event) => {
                  if (
                    event.defaultPrevented ||
                    event.button !== 0 ||
                    event.metaKey ||
                    event.ctrlKey ||
                    event.shiftKey ||
                    event.altKey
                  )
                    return;
                  event.preventDefault();
                  // The live URL: screens keep filters in it with replaceState, which props do not see.
                  void switchLocale(code, {
                    current: locale,
                    location: toHome
                      ? { pathname: homePath(locale), search: '', hash: '' }
                      : { pathname: location.pathname, search: window.location.search, hash: window.location.hash },
                    navigate: (to) => navigate(to),
                    remember: (next) => rememberLocale(next),
                  });
                }}
              >
                {info.nativeName}
              </a>
            </li>
          );
        })}
    </ul>
  );
}
