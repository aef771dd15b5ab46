import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import { ProductCard, type ProductSummary } from '../products/product-card';
import * as card from '../card/card.module.css';
import * as styles from './solution-detail.module.css';
import { industries, optionKey } from '../../model/options';

export interface SolutionDetailProps {
  trail: Crumb[];
  solution: { industry: string; title: string; summary: string; bodyHtml: string; cover: IGatsbyImageData | null };
  products: ProductSummary[];
  productPath: (slug: string) => string;
}

/** An industry solution: the problem, the process, the results, and the lasers for it. */
export function SolutionDetail({ trail, solution, products, productPath }: SolutionDetailProps) {
  const { t } = useTranslation();
  return (
    <article>
      <Breadcrumbs trail={trail} />
      <p className={styles.industry}>{t(optionKey(industries, solution.industry))}</p>
      <h1 className={styles.title}>{solution.title}</h1>
      <p className={styles.summary}>{solution.summary}</p>
      {solution.cover ? <GatsbyImage image={solution.cover} alt="" loading="eager" className={styles.cover} /> : null}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: solution.bodyHtml }} />
      {products.length ? (
        <section aria-labelledby="solution-products" className={styles.products}>
          <h2 id="solution-products">{t('solutions.products')}</h2>
          <ul className={card.grid}>
            {products.map((product) => (
              <li key={product.slug}>
                <ProductCard product={product} to={productPath(product.slug)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
