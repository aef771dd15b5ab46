import React from 'react';
import { Link, graphql } from 'gatsby';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import * as card from '../card/card.module.css';
import * as styles from './solution-card.module.css';
import { industries, optionKey } from '../../model/options';

export interface SolutionSummary {
  slug: string;
  industry: string;
  title: string;
  summary: string;
  cover: IGatsbyImageData | null;
}

/** An industry solution in a list: cover, industry, title and summary. */
export function SolutionCard({
  solution,
  to,
  eager = false,
}: {
  solution: SolutionSummary;
  to: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <article className={card.card}>
      {solution.cover ? (
        <GatsbyImage
          image={solution.cover}
          alt=""
          className={`${card.image} ${styles.cover}`}
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : null}
      <div className={card.body}>
        <p className={card.eyebrow}>{t(optionKey(industries, solution.industry))}</p>
        <h2 className={card.title}>
          <Link to={to} className={card.link}>
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
        gatsbyImageData(width: 560, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;

export function toSolutionSummary(node: Queries.SolutionCardFieldsFragment): SolutionSummary {
  return {
    slug: node.slug,
    industry: node.industry,
    title: node.title,
    summary: node.summary,
    cover: node.cover?.childImageSharp?.gatsbyImageData ?? null,
  };
}
