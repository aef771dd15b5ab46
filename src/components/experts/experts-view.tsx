import React, { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { PageIntro, type PageText } from '../page-intro/page-intro';
import { type ExpertSummary, ExpertCard } from './expert-card';
import { ExpertSearch } from './expert-search';
import { emptyExpertQuery, filterExperts } from './filter-experts';
import { useExpertQuery } from './use-expert-query';
import * as styles from './experts-view.module.css';

export interface ExpertsViewProps {
  experts: readonly ExpertSummary[];
  locale: Locale;
  /** The page's heading and lead, from the site settings. */
  intro: PageText;
}

/**
 * The experts screen: intro, search, filter and cards. The server renders every expert (crawlable);
 * the query in the URL narrows the list in the browser.
 */
export function ExpertsView({ experts, locale, intro }: ExpertsViewProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useExpertQuery();
  const inputRef = useRef<HTMLInputElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const results = useMemo(() => filterExperts(experts, query), [experts, query]);

  const clear = () => {
    setQuery(emptyExpertQuery);
    // The clear button disappears with the empty state: keep the keyboard where the search is.
    inputRef.current?.focus();
  };

  return (
    <>
      <PageIntro title={intro.title} lead={intro.description} />
      {experts.length === 0 ? (
        <p className={styles.empty}>{t('experts.empty')}</p>
      ) : (
        <>
          <ExpertSearch
            query={query}
            onChange={setQuery}
            inputRef={inputRef}
            // The count is read out and the next Tab reaches the first result.
            onSubmit={() => countRef.current?.focus()}
          />
          <p ref={countRef} className={styles.count} role="status" aria-live="polite" tabIndex={-1}>
            {t('experts.results.count', { count: results.length })}
          </p>
          {results.length > 0 ? (
            <ul className={styles.grid} aria-label={t('experts.list.label')}>
              {results.map((expert) => (
                <li key={expert.slug}>
                  <ExpertCard expert={expert} locale={locale} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyText}>{t('experts.noResults')}</p>
              <button type="button" className={styles.clear} onClick={clear}>
                {t('experts.search.clear')}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}
