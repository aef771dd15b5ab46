import React from 'react';
import { Link, graphql } from 'gatsby';
import { Picture } from '../picture/picture';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import * as styles from './news-article.module.css';
import { newsCategories } from '../../model/options/news';
import { optionKey } from '../../model/options/option-set';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { indexedAs, notIndexed } from '../search/indexed';
import { VideoSlot } from '../video/video-slot';

/** A story as its page shows it: the query data of the fragment below. */
export type NewsArticleData = Queries.NewsArticleFieldsFragment;

/** The story before or after this one in the news order. */
export interface NewsNeighbour {
  slug: string;
  title: string;
}

export interface NewsArticleProps {
  trail: readonly Crumb[];
  article: NewsArticleData;
  /** The newer story (before this one in the list) and the older one. */
  previous: NewsNeighbour | null;
  next: NewsNeighbour | null;
  locale: Locale;
}

/** A news story with links to the previous and next story and back to the list. */
export function NewsArticle({ trail, article, previous, next, locale }: NewsArticleProps) {
  const { t } = useTranslation();
  const cover = article.cover?.childImageSharp?.gatsbyImageData;
  const storyPath = (story: NewsNeighbour) => localePath('news-detail-id', locale, { id: story.slug });
  return (
    <article className={styles.article} {...indexedAs('news')}>
      <Breadcrumbs trail={trail} />
      <p className={styles.meta}>
        <time dateTime={article.date}>{article.date}</time>
        <span>{t(optionKey(newsCategories, article.category))}</span>
      </p>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.lead} data-pagefind-meta="summary">
        {article.summary}
      </p>
      {cover ? (
        // The cover's text alternative is the headline: indexed, it would count the headline twice
        // and rank a story above the product it is about.
        <div {...notIndexed}>
          <Picture image={cover} alt={article.title} className={styles.cover} priority />
        </div>
      ) : null}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      {article.video ? <VideoSlot video={article.video} className={styles.video} /> : null}
      {article.products.length ? (
        <section aria-labelledby="news-products" className={styles.products} {...notIndexed}>
          <h2 id="news-products" className={styles.productsTitle}>
            {t('news.products')}
          </h2>
          <ul className={styles.productList}>
            {article.products.map((product) => (
              <li key={product.slug}>
                <Link
                  to={localePath('products-detail-id', locale, { id: product.slug })}
                  className={styles.productLink}
                >
                  {product.model} · {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav className={styles.neighbours} aria-label={t('news.more')} {...notIndexed}>
        {previous ? (
          <Link to={storyPath(previous)} rel="prev" className={styles.previous} data-testid="news-previous">
            <span className={styles.direction}>{t('news.previous')}</span>
            {previous.title}
          </Link>
        ) : (
          <span className={styles.none}>{t('news.noPrevious')}</span>
        )}
        {next ? (
          <Link to={storyPath(next)} rel="next" className={styles.next} data-testid="news-next">
            <span className={styles.direction}>{t('news.next')}</span>
            {next.title}
          </Link>
        ) : (
          <span className={styles.none}>{t('news.noNext')}</span>
        )}
      </nav>
      <p>
        <Link to={localePath('news', locale)} className={styles.back}>
          ← {t('news.backToList')}
        </Link>
      </p>
    </article>
  );
}

export const newsArticleFields = graphql`
  fragment NewsArticleFields on News {
    slug
    category
    title
    summary
    bodyHtml
    date(formatString: "YYYY-MM-DD")
    products {
      slug
      model
      name
    }
    video {
      ...VideoFields
    }
    cover {
      childImageSharp {
        gatsbyImageData(width: 832, aspectRatio: 1.778, placeholder: NONE, formats: [JPG, WEBP, AVIF])
      }
    }
  }
`;
