import React from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../picture/picture';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import * as styles from './news-article.module.css';
import { newsCategories, optionKey } from '../../model/options';

interface Neighbour {
  title: string;
  to: string;
}

export interface NewsArticleProps {
  trail: Crumb[];
  article: {
    category: string;
    date: string;
    title: string;
    summary: string;
    bodyHtml: string;
    /** The cover editors uploaded, shown under the lead (gatsby-plugin-image's build-time data). */
    cover?: IGatsbyImageData | null;
  };
  /** The newer story (before this one in the list) and the older one. */
  previous: Neighbour | null;
  next: Neighbour | null;
  listPath: string;
}

/** A news story with links to the previous and next story and back to the list. */
export function NewsArticle({ trail, article, previous, next, listPath }: NewsArticleProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.article}>
      <Breadcrumbs trail={trail} />
      <p className={styles.meta}>
        <time dateTime={article.date}>{article.date}</time>
        <span>{t(optionKey(newsCategories, article.category))}</span>
      </p>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.lead}>{article.summary}</p>
      {article.cover ? (
        <Picture image={article.cover} alt={article.title} className={styles.cover} loading="eager" />
      ) : null}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      <nav className={styles.neighbours} aria-label={t('news.more')}>
        {previous ? (
          <Link to={previous.to} rel="prev" className={styles.previous} data-testid="news-previous">
            <span className={styles.direction}>{t('news.previous')}</span>
            {previous.title}
          </Link>
        ) : (
          <span className={styles.none}>{t('news.noPrevious')}</span>
        )}
        {next ? (
          <Link to={next.to} rel="next" className={styles.next} data-testid="news-next">
            <span className={styles.direction}>{t('news.next')}</span>
            {next.title}
          </Link>
        ) : (
          <span className={styles.none}>{t('news.noNext')}</span>
        )}
      </nav>
      <p>
        <Link to={listPath}>← {t('news.backToList')}</Link>
      </p>
    </article>
  );
}
