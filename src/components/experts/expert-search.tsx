import React, { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpertFilter, ExpertQuery } from './filter-experts';
import * as styles from './expert-search.module.css';

const filters: readonly ExpertFilter[] = ['all', 'active'];

export interface ExpertSearchProps {
  query: ExpertQuery;
  onChange: (change: Partial<ExpertQuery>) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The search button (or Enter) was pressed: the results already show, this points to them. */
  onSubmit?: () => void;
}

/**
 * The search box, its button and the all/active toggle above the expert list. Results update as
 * one types; the button is there for those who look for one (keyboard and screen-reader users),
 * and without JavaScript the form sends `?q=` to this page, which applies it once loaded.
 */
export function ExpertSearch({ query, onChange, inputRef, onSubmit }: ExpertSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <form
      role="search"
      method="get"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t('experts.search.label')}
        </label>
        <div className={styles.box}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            value={query.q}
            placeholder={t('experts.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => onChange({ q: event.target.value })}
          />
          <button type="submit" className={styles.submit}>
            {t('experts.search.submit')}
          </button>
        </div>
      </div>
      <div className={styles.filters} role="group" aria-label={t('experts.filter.label')}>
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            className={styles.filter}
            aria-pressed={query.filter === filter}
            onClick={() => onChange({ filter })}
          >
            {t(`experts.filter.${filter}`)}
          </button>
        ))}
      </div>
    </form>
  );
}
