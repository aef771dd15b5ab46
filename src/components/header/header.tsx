import React, { memo, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath, navItems } from '../../routes';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { HeaderSearch } from './header-search';
import * as styles from './header.module.css';

export interface HeaderProps {
  locale: Locale;
  location: { pathname: string; search?: string; hash?: string };
  /** See LayoutProps. */
  languageToHome?: boolean;
}

/**
 * The site header. Memoized: a page that renders again after hydration (a list reading its
 * query) does not render the header's links again with the same output.
 */
export const Header = memo(function Header({ locale, location, languageToHome = false }: HeaderProps) {
  const { t } = useTranslation();
  const { brand } = useSiteSettings(locale);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <header
      className={styles.header}
      onKeyDown={(event) => {
        // Escape closes the open menu and hands focus back to its button.
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <div className={styles.bar}>
        <Link to={localePath('index', locale)} className={styles.brand}>
          <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="15" fill="currentColor" />
            <path className={styles.pulse} d="M4 18 C10 18 12 8 16 8 S22 24 28 14" />
          </svg>
          <span>{brand}</span>
        </Link>
        <HeaderSearch locale={locale} />
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          {t('nav.menu')}
        </button>
        <nav id="site-nav" aria-label={t('nav.label')} className={open ? `${styles.nav} ${styles.open}` : styles.nav}>
          <ul className={styles.list}>
            {navItems.map(({ key, route, hash }) => {
              const path = localePath(route, locale);
              const current = !hash && location.pathname === path;
              return (
                <li key={key}>
                  <Link
                    to={hash ? `${path}#${hash}` : path}
                    className={styles.link}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {t(key)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <LanguageSwitcher locale={locale} location={location} toHome={languageToHome} />
        </nav>
      </div>
    </header>
  );
});
