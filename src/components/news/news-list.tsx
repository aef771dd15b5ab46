import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from '../filter-group/filter-group';
import { Pager } from '../pager/pager';
import { readPaging } from '../pager/pages';
import { readFilters, withQuery } from '../products/query-state';
import * as styles from './news-list.module.css';
import { newsCategories } from '../../model/options/news';
import { optionKey } from '../../model/options/option-set';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';

/** What the lists know of a story: the query data of the fragment below. */
export type NewsSummary = Queries.NewsListItemFragment;

export interface NewsListProps {
  /** In the news order (newsOrder of the model), as the query sorts them. */
  items: readonly NewsSummary[];
  locale: Locale;
  pathname: string;
  /** The query string once hydrated ('' while rendering static HTML: first page, all news). */
  search: string;
}

/** News, newest first: filter by category, then page through (10 a page by default). */
export function NewsList({ items, locale, pathname, search }: NewsListProps) {
  const { t } = useTranslation();
  const { category } = readFilters(search, { category: newsCategories.options });
  const matching = items.filter((item) => category === 'all' || item.category === category);
  const { page, size, pages } = readPaging(search, matching.length);
  const shown = matching.slice((page - 1) * size, page * size);
  const query = { category, page: String(page), size: size === 10 ? '' : String(size) };
  return (
    <>
      <FilterGroup
        label={t('news.filter')}
        current={category}
        options={['all', ...newsCategories.options].map((value) => ({
          value,
          label: t(value === 'all' ? 'news.all' : optionKey(newsCategories, value)),
          to: withQuery(pathname, query, { category: value, page: '1' }),
        }))}
      />
      <p className={styles.count} aria-live="polite">
        {t('news.count', { count: matching.length })}
      </p>
      <ol className={styles.list} data-testid="news-list">
        {shown.map((item) => (
          <li key={item.slug} className={styles.item}>
            <p className={styles.meta}>
              <time dateTime={item.date}>{item.date}</time>
              <span className={styles.category}>{t(optionKey(newsCategories, item.category))}</span>
            </p>
            <h2 className={styles.title}>
              <Link to={localePath('news-detail-id', locale, { id: item.slug })} className={styles.titleLink}>
                {item.title}
              </Link>
            </h2>
            <p className={styles.summary}>{item.summary}</p>
          </li>
        ))}
      </ol>
      {matching.length > 0 ? (
        <Pager
          page={page}
          pages={pages}
          size={size}
          hrefFor={(target, targetSize) =>
            withQuery(pathname, query, { page: String(target), size: targetSize === 10 ? '' : String(targetSize) })
          }
        />
      ) : (
        <p className={styles.empty}>{t('news.empty')}</p>
      )}
    </>
  );
}

export const newsListFields = graphql`
  fragment NewsListItem on News {
    slug
    category
    title
    summary
    date(formatString: "YYYY-MM-DD")
  }
`;
