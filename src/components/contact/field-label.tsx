import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './contact-form.module.css';

/** A form field's label with its "(required)" or "(optional)" hint. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      <span className={styles.hint}>{t(required ? 'contact.required' : 'contact.optional')}</span>
    </label>
  );
}
