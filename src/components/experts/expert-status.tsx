import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './expert-status.module.css';

/**
 * The status label of an expert, shown only when it tells the visitor something: an expert who
 * has left is marked; an "Active" label on every current expert said nothing.
 */
export function ExpertStatus({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (active) return null;
  return <span className={styles.inactive}>{t('experts.state.inactive')}</span>;
}
