import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './state-badge.module.css';
import { optionKey, productStates } from '../../model/options';

/** The Active/Inactive label of a product (在售/停产 on zh pages). */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={state === 'active' ? styles.active : styles.inactive} data-state={state}>
      {t(optionKey(productStates, state))}
    </span>
  );
}
