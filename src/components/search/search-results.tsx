import React, { type KeyboardEventHandler, type Ref } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import type { SearchHit } from './search-hits';
import * as styles from './search-view.module.css';

export interface SearchResultsProps {
  hits: readonly SearchHit[];
  locale: Locale;
  ref?: Ref<HTMLOListElement>;
  onKeyDown?: KeyboardEventHandler<HTMLOListElement>;
}

/** The results: type, title, excerpt with the matches marked; or, with none, where to look instead. */
export function SearchResults({ hits, locale, ref, onKeyDown }: SearchResultsProps) {
  const { t } = useTranslation();
  if (!hits.length) {
    return (
      <p className={styles.none}>
        {t('search.none.before')} <Link to={localePath('products', locale)}>{t('search.none.products')}</Link>{' '}
        {t('search.none.between')} <Link to={`${localePath('about', locale)}#contact`}>{t('search.none.contact')}</Link>
        {t('search.none.after')}
      </p>
    );
  }
  return (
    <ol ref={ref} className={styles.results} onKeyDown={onKeyDown}>
      {hits.map((hit) => (
        <li key={hit.url + hit.title}>
          <Link to={hit.url} className={styles.hit} data-hit>
            <span className={styles.type}>{t(`search.type.${hit.type}`)}</span>
            <span className={styles.title}>
              {hit.title}
              {hit.model ? <span className={styles.model}> {hit.model}</span> : null}
            </span>
            <span className={styles.excerpt}>
              {hit.excerpt.map((part, index) =>
                part.match ? (
                  <mark key={index}>{part.text}</mark>
                ) : (
                  <React.Fragment key={index}>{part.text}</React.Fragment>
                ),
              )}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
