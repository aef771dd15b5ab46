import React from 'react';
import { Link, graphql } from 'gatsby';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { StateBadge } from './state-badge';
import * as card from '../card/card.module.css';
import * as styles from './product-card.module.css';
import { optionKey, specKeys } from '../../model/options';

export interface ProductSummary {
  slug: string;
  model: string;
  name: string;
  state: string;
  series: string;
  pulseRegime: string;
  band: string;
  summary: string;
  specifications: readonly { key: string; value: string }[];
  image: IGatsbyImageData | null;
}

const keySpecs = ['wavelength', 'pulseWidth', 'averagePower'];

/** A product in a list: picture, model, name, state and its three key parameters. */
export function ProductCard({ product, to, eager = false }: { product: ProductSummary; to: string; eager?: boolean }) {
  const { t } = useTranslation();
  const specs = keySpecs
    .map((key) => product.specifications.find((spec) => spec.key === key))
    .filter((spec): spec is { key: string; value: string } => Boolean(spec));
  return (
    <article className={card.card}>
      {product.image ? (
        <GatsbyImage
          image={product.image}
          alt={product.name}
          className={card.image}
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : null}
      <div className={card.body}>
        <p className={card.eyebrow}>
          <span>{product.model}</span>
          <StateBadge state={product.state} />
        </p>
        <h3 className={card.title}>
          <Link to={to} className={card.link}>
            {product.name}
          </Link>
        </h3>
        <p className={card.summary}>{product.summary}</p>
        {specs.length ? (
          <dl className={styles.specs}>
            {specs.map((spec) => (
              <div key={spec.key}>
                <dt>{t(optionKey(specKeys, spec.key))}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}

export const productCardFields = graphql`
  fragment ProductCardFields on Product {
    slug
    model
    name
    state
    series
    pulseRegime
    band
    summary
    specifications {
      key
      value
    }
    images {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.333, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;

/** Query data of the fragment above to card props. */
export function toProductSummary(node: Queries.ProductCardFieldsFragment): ProductSummary {
  return {
    slug: node.slug,
    model: node.model,
    name: node.name,
    state: node.state,
    series: node.series,
    pulseRegime: node.pulseRegime,
    band: node.band,
    summary: node.summary,
    specifications: node.specifications,
    image: node.images[0]?.childImageSharp?.gatsbyImageData ?? null,
  };
}
