import React, { memo } from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { StateBadge } from './state-badge';
import { SuccessorLink } from './successor-link';
import { Picture } from '../picture/picture';
import * as card from '../card/card.module.css';
import * as styles from './product-card.module.css';
import { optionKey } from '../../model/options/option-set';
import { specKeys } from '../../model/options/products';
import { specHeadline, specText } from '../../model/spec-text';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';

/** What the lists know of a product: the query data of the fragment below. */
export type ProductSummary = Queries.ProductCardFieldsFragment;

const keySpecs = ['wavelength', 'pulseWidth', 'averagePower'];

/**
 * A product in a list: picture, model, name, state (a discontinued one links to its
 * successor) and its three key parameters; `children` (e.g. the comparison checkbox) end it.
 * Memoized: the product list renders again when the address's filters apply after hydration,
 * and a card whose product and locale are the same is not rendered again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  locale,
  eager = false,
  headingLevel = 3,
  priority = false,
  children,
}: {
  product: ProductSummary;
  locale: Locale;
  /** In the first screen: not lazy-loaded. */
  eager?: boolean;
  /** 2 where the cards follow the page's title directly (the product list), 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** The page's LCP picture (eager, fetchpriority=high): one card per page at most. */
  priority?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = product.images[0]?.childImageSharp?.gatsbyImageData;
  const specs = keySpecs
    .map((key) => product.specifications.find((spec) => spec.key === key))
    .filter((spec): spec is { key: string; value: string } => Boolean(spec));
  return (
    <article className={card.card}>
      {image ? (
        <Picture
          image={image}
          alt={product.name}
          className={card.image}
          loading={eager ? 'eager' : 'lazy'}
          priority={priority}
        />
      ) : null}
      <div className={card.body}>
        <p className={card.eyebrow}>
          <span>{product.model}</span>
          <StateBadge state={product.state} />
        </p>
        <Heading className={card.title}>
          <Link to={localePath('products-detail-id', locale, { id: product.slug })} className={card.link}>
            {product.name}
          </Link>
        </Heading>
        <p className={card.summary}>{product.summary}</p>
        <SuccessorLink successor={product.successor} locale={locale} className={styles.successor} />
        {specs.length ? (
          <dl className={styles.specs}>
            {specs.map((spec) => (
              <div key={spec.key}>
                <dt>{t(optionKey(specKeys, spec.key))}</dt>
                <dd>{specText(specHeadline(spec.value))}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {children}
      </div>
    </article>
  );
});

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
    successor {
      ...SuccessorLinkFields
    }
    specifications {
      key
      value
    }
    images {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.333, placeholder: DOMINANT_COLOR, formats: [JPG, WEBP, AVIF])
      }
    }
  }
`;
