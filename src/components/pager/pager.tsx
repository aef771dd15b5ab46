import React from 'react';
import { Link, navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { pageSizes, pagerItems } from './pages';
import * as styles from './pager.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  size: number;
  /** The URL of a page at a page size. */
  hrefFor: (page: number, size: number) => string;
}

/** Page links (crawlable), previous/next, and the page size (10/20/30/40/50/100). */
export function Pager({ page, pages, size, hrefFor }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1, size)} rel="prev" className={styles.step}>
              {t('pager.previous')}
            </Link>
          ) : (
            <span className={styles.disabled}>{t('pager.previous')}</span>
          )}
        </li>
        {pagerItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item, size)}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1, size)} rel="next" className={styles.step}>
              {t('pager.next')}
            </Link>
          ) : (
            <span className={styles.disabled}>{t('pager.next')}</span>
          )}
        </li>
      </ul>
      <label className={styles.size}>
        {t('pager.size')}
        <select value={size} onChange={(event) => void navigate(hrefFor(1, Number(event.target.value)))}>
          {pageSizes.map((option) => (
            <option key={option} value={option}>
              {t('pager.perPage', { count: option })}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
