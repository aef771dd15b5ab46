import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { maxQueryLength } from '../search/search-query';
import * as styles from './header-search.module.css';

/** Whether a key press is typing into something (then `/` is a character, not the search shortcut). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The header's search: a plain GET form to the results page (no JS needed, and none shipped for
 * it but the `/` shortcut: it is on every page); on phones only its icon (CSS-drawn) shows, which
 * opens the results page and its field. `/` focuses the field of
 * the results page when there is one, else this one. Pagefind itself loads only on the results page.
 */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const action = localePath('search', locale);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const target = document.querySelector<HTMLInputElement>('#search-query') ?? field.current;
      if (!target || target.offsetParent === null) return;
      event.preventDefault();
      target.focus();
      target.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <form role="search" action={action} method="get" className={styles.search} aria-label={t('search.header.label')}>
      <label htmlFor="header-search" className="visually-hidden">
        {t('search.header.label')}
      </label>
      <input
        ref={field}
        id="header-search"
        className={styles.field}
        type="search"
        name="q"
        maxLength={maxQueryLength}
        placeholder={t('search.header.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button}>
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
