import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import * as styles from './expert-products.module.css';

/** A product an expert is responsible for. */
export interface ExpertProduct {
  slug: string;
  model: string;
  name: string;
  state: string;
  summary?: string | null;
}

/** Links to the products an expert is responsible for, or a note that there are none. */
export function ExpertProducts({ products, locale }: { products: readonly ExpertProduct[]; locale: Locale }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className={styles.empty}>{t('experts.detail.noProducts')}</p>;
  return (
    <ul className={styles.list}>
      {products.map((product) => (
        <li key={product.slug} className={styles.item}>
          <Link className={styles.link} to={localePath('products-detail-id', locale, { id: product.slug })}>
            <span className={styles.model}>{product.model}</span> {product.name}
          </Link>
          {product.state === 'inactive' ? (
            <span className={styles.discontinued}>{t('experts.detail.productDiscontinued')}</span>
          ) : null}
          {product.summary ? <p className={styles.summary}>{product.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
