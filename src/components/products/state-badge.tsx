import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './state-badge.module.css';
import { optionKey } from '../../model/options/option-set';
import { productStates } from '../../model/options/products';

/**
 * The state of a product where it tells the buyer something: a discontinued model is marked
 * (停产 / Discontinued); a label "Active" on every model in the catalogue said nothing.
 */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  if (state === 'active') return null;
  return (
    <span className={styles.inactive} data-state={state}>
      {t(optionKey(productStates, state))}
    </span>
  );
}
