import React, { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpertFilter, ExpertQuery } from './filter-experts';
import * as styles from './expert-search.module.css';

const filters: readonly ExpertFilter[] = ['all', 'active'];

export interface ExpertSearchProps {
  query: ExpertQuery;
  onChange: (change: Partial<ExpertQuery>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box and the all/active toggle above the expert list; results update as one types. */
export function ExpertSearch({ query, onChange, inputRef }: ExpertSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t('experts.search.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          value={query.q}
          placeholder={t('experts.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange({ q: event.target.value })}
        />
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
