import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import { ProductCard } from '../products/product-card';
import * as card from '../card/card.module.css';
import * as styles from './solution-detail.module.css';
import { optionKey } from '../../model/options/option-set';
import { industries } from '../../model/options/solutions';
import type { Locale } from '../../i18n/locales';
import { indexedAs, notIndexed } from '../search/indexed';
import { RequestActions } from '../contact/request-actions';
import { VideoSlot } from '../video/video-slot';
import { CaseStudy } from './case-study';
import { ApplicationLead } from './application-lead';
import { Picture } from '../picture/picture';
import { NoteLinks } from '../notes/note-links';

/** A solution as its page shows it: the query data of the fragment below. */
export type SolutionDetailData = Queries.SolutionDetailFieldsFragment;

export interface SolutionDetailProps {
  trail: readonly Crumb[];
  solution: SolutionDetailData;
  locale: Locale;
}

/** An industry solution: the problem, the process, the results, and the lasers for it. */
export function SolutionDetail({ trail, solution, locale }: SolutionDetailProps) {
  const { t } = useTranslation();
  const cover = solution.cover?.childImageSharp?.gatsbyImageData;
  const { products } = solution;
  return (
    <article {...indexedAs('solution')}>
      <Breadcrumbs trail={trail} />
      <p className={styles.industry}>{t(optionKey(industries, solution.industry))}</p>
      <h1 className={styles.title}>{solution.title}</h1>
      <p className={styles.summary} data-pagefind-meta="summary">
        {solution.summary}
      </p>
      <RequestActions locale={locale} product={solution.title} />
      {cover ? <Picture image={cover} alt="" priority className={styles.cover} /> : null}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: solution.bodyHtml }} />
      {solution.caseStudy ? (
        <CaseStudy study={solution.caseStudy} models={solution.caseStudyProducts} locale={locale} />
      ) : null}
      {solution.applicationLead ? <ApplicationLead lead={solution.applicationLead} locale={locale} /> : null}
      <NoteLinks notes={solution.notes} locale={locale} id="solution-notes" />
      {solution.video ? <VideoSlot video={solution.video} className={styles.video} /> : null}
      {products.length ? (
        <section aria-labelledby="solution-products" className={styles.products} {...notIndexed}>
          <h2 id="solution-products">{t('solutions.products')}</h2>
          <ul className={card.grid}>
            {products.map((product) => (
              <li key={product.slug}>
                <ProductCard product={product} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const solutionDetailFields = graphql`
  fragment SolutionDetailFields on Solution {
    slug
    industry
    title
    summary
    bodyHtml
    caseStudy {
      ...SolutionCaseStudyFields
    }
    caseStudyProducts {
      slug
      model
    }
    applicationLead {
      ...SolutionApplicationLead
    }
    video {
      ...VideoFields
    }
    cover {
      childImageSharp {
        gatsbyImageData(width: 1200, aspectRatio: 1.778, placeholder: DOMINANT_COLOR, formats: [JPG, WEBP, AVIF])
      }
    }
    products {
      ...ProductCardFields
    }
    notes {
      slug
      title
      summary
    }
  }
`;
