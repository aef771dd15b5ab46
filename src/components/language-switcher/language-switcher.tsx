import React from 'react';
import { navigate } from 'gatsby';
import { type Locale, localeInfo, locales } from '../../i18n/locales';
import { rememberLocale } from '../../i18n/cookie';
import { switchLocale } from './switch-locale';
import { switchLocalePath } from '../../routes';
import * as styles from './language-switcher.module.css';

export interface LanguageSwitcherProps {
  locale: Locale;
  location: { pathname: string; search?: string; hash?: string };
}

/**
 * A real link to the same page in the other locale (it works without JavaScript and crawlers
 * follow it); with JavaScript the click goes through `switchLocale` and its hooks.
 */
export function LanguageSwitcher({ locale, location }: LanguageSwitcherProps) {
  const search = location.search ?? '';
  const hash = location.hash ?? '';
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
                href={`${switchLocalePath(location.pathname, code)}${search}${hash}`}
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
                    location: {
                      pathname: location.pathname,
                      search: window.location.search,
                      hash: window.location.hash,
                    },
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
