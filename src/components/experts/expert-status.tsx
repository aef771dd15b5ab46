import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './expert-status.module.css';

/** The "Active" / "Inactive" label of an expert. */
export function ExpertStatus({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={active ? styles.active : styles.inactive}>
      {t(active ? 'experts.state.active' : 'experts.state.inactive')}
    </span>
  );
}
