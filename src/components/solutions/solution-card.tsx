import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Picture } from '../picture/picture';
import * as card from '../card/card.module.css';
import * as styles from './solution-card.module.css';
import { optionKey } from '../../model/options/option-set';
import { industries } from '../../model/options/solutions';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';

/** What the list knows of a solution: the query data of the fragment below. */
export type SolutionSummary = Queries.SolutionCardFieldsFragment;

/** An industry solution in a list: cover, industry, title and summary. */
export function SolutionCard({
  solution,
  locale,
  eager = false,
  priority = false,
}: {
  solution: SolutionSummary;
  locale: Locale;
  /** In the first screen: not lazy-loaded. */
  eager?: boolean;
  /** The page's LCP picture (eager, fetchpriority=high): one card per page at most. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const cover = solution.cover?.childImageSharp?.gatsbyImageData;
  return (
    <article className={card.card}>
      {cover ? (
        <Picture
          image={cover}
          alt=""
          className={`${card.image} ${styles.cover}`}
          loading={eager ? 'eager' : 'lazy'}
          priority={priority}
        />
      ) : null}
      <div className={card.body}>
        <p className={card.eyebrow}>{t(optionKey(industries, solution.industry))}</p>
        <h2 className={card.title}>
          <Link to={localePath('solutions-detail-id', locale, { id: solution.slug })} className={card.link}>
            {solution.title}
          </Link>
        </h2>
        <p className={card.summary}>{solution.summary}</p>
      </div>
    </article>
  );
}

export const solutionCardFields = graphql`
  fragment SolutionCardFields on Solution {
    slug
    industry
    title
    summary
    cover {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, formats: [JPG, WEBP, AVIF])
      }
    }
  }
`;
