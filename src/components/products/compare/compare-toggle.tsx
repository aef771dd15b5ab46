import React from 'react';
import { useTranslation } from 'react-i18next';
import { type PickedModel, togglePick, useComparison } from './comparison-store';
import * as styles from './compare-toggle.module.css';

/**
 * Picks a model for comparison: a checkbox on a product card, a button on a product page.
 * Both read and write the same tab-wide picks, shown by the comparison tray.
 */
export function CompareToggle({ product, variant }: { product: PickedModel; variant: 'checkbox' | 'button' }) {
  const { t } = useTranslation();
  const { picked } = useComparison();
  const chosen = picked.some((item) => item.slug === product.slug);
  const toggle = () => togglePick({ slug: product.slug, model: product.model });
  if (variant === 'button')
    return (
      <button type="button" className={styles.button} aria-pressed={chosen} onClick={toggle}>
        {t(chosen ? 'products.compare.added' : 'products.compare.add')}
      </button>
    );
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={chosen} onChange={toggle} />
      <span>
        {t('products.compare.pick')}
        <span className="visually-hidden"> {product.model}</span>
      </span>
    </label>
  );
}
