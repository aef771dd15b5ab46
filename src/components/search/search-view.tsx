import React, { type KeyboardEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { PageIntro } from '../page-intro/page-intro';
import { searchTypes } from './indexed';
import { loadPagefind } from './pagefind';
import { type SearchHit, hitsOf, rankHits } from './search-hits';
import { type SearchState, cleanQuery, maxQueryLength, parseSearchState, searchString } from './search-query';
import { SearchResults } from './search-results';
import * as styles from './search-view.module.css';

/** The id of the results page's search field: `/` focuses it (src/components/header/header-search.tsx names it literally: importing this file would ship the results page with every page). */
export const searchFieldId = 'search-query';

/** Results fetched per search: the list shows the best ones, no paging. */
const resultLimit = 20;

type Status = 'idle' | 'loading' | 'done' | 'unavailable';

/** The results page: field, type filter, live results. Its state lives in the URL (`?q=&type=`). */
/** The results page's state lives in the URL: `update` replaces it and tells the view. */
const stateEvent = 'searchstate';
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(stateEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(stateEvent, onChange);
  };
};

function update(next: SearchState) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchString(next)}`);
  window.dispatchEvent(new Event(stateEvent));
}

/** The outcome of one search, keyed by its query and type. */
interface Outcome {
  key: string;
  hits: SearchHit[];
  unavailable: boolean;
}

/** The results page: field, type filter, live results. Its state lives in the URL (`?q=&type=`). */
export function SearchView({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  // The static page has no query (the server knows none): the URL is read once hydrated.
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const state = useMemo(() => parseSearchState(search), [search]);
  const { query, type } = state;
  const key = `${type ?? ''}:${query}`;
  // The field keeps what is typed (spaces included); a query arriving from the URL replaces it.
  const [draft, setDraft] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (cleanQuery(draft) !== query) setDraft(query);
  }
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    void (async () => {
      const pagefind = await loadPagefind();
      if (!current) return;
      if (!pagefind) return setOutcome({ key, hits: [], unavailable: true });
      const found = await pagefind.debouncedSearch(query, type ? { filters: { type } } : {}, 150);
      if (!found || !current) return;
      const pages = await Promise.all(found.results.slice(0, resultLimit).map((result) => result.data()));
      if (current)
        setOutcome({
          key,
          hits: rankHits(
            pages.flatMap((page) => hitsOf(page, type, query)),
            query,
          ),
          unavailable: false,
        });
    })();
    return () => {
      current = false;
    };
  }, [key, query, type]);

  const status: Status = !query
    ? 'idle'
    : outcome?.unavailable
      ? 'unavailable'
      : outcome?.key === key
        ? 'done'
        : 'loading';
  const hits = status === 'done' ? outcome!.hits : [];

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-hit]') ?? [])];
  // Arrows move from the field through the results and back; Enter opens the focused one.
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const onListKey = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    event.preventDefault();
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) field.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  const message =
    status === 'unavailable'
      ? t('search.unavailable')
      : status === 'loading'
        ? t('search.loading')
        : status === 'done'
          ? t('search.count', { count: hits.length, query })
          : t('search.hint');
  return (
    <>
      <PageIntro title={t('search.title')} lead={t('search.lead')} />
      <form
        role="search"
        aria-label={t('search.title')}
        className={styles.form}
        action={localePath('search', locale)}
        method="get"
        onSubmit={(event) => {
          // Enter in the field opens the first result (without JS the form reloads this page with ?q=).
          event.preventDefault();
          if (hits[0] && status === 'done') void navigate(hits[0].url);
        }}
      >
        <label htmlFor={searchFieldId} className={styles.label}>
          {t('search.label')}
        </label>
        <div className={styles.row}>
          <input
            ref={field}
            id={searchFieldId}
            className={styles.field}
            type="search"
            name="q"
            value={draft}
            maxLength={maxQueryLength}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            aria-describedby="search-status"
            onChange={(event) => {
              setDraft(event.target.value);
              update({ ...state, query: cleanQuery(event.target.value) });
            }}
            onKeyDown={onFieldKey}
          />
          {type ? <input type="hidden" name="type" value={type} /> : null}
          <button type="submit" className={styles.submit}>
            {t('search.submit')}
          </button>
        </div>
      </form>
      <div role="group" aria-label={t('search.filter')} className={styles.filter}>
        {[null, ...searchTypes].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className={styles.chip}
            aria-pressed={type === option}
            onClick={() => update({ ...state, type: option })}
          >
            {t(option ? `search.type.${option}` : 'search.type.all')}
          </button>
        ))}
      </div>
      <p
        id="search-status"
        role="status"
        aria-live="polite"
        className={styles.status}
        // For the browser tests: which search the list shows (they wait on it, not on time).
        data-state={status}
        data-query={query}
      >
        {message}
      </p>
      {status === 'done' ? <SearchResults ref={list} hits={hits} locale={locale} onKeyDown={onListKey} /> : null}
    </>
  );
}
