import React, { type ReactNode } from 'react';
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

/**
 * The line under a field with its error (and, for text, its counter): always there, so showing an
 * error never moves the form. The error's id is the field's `aria-describedby` target.
 */
export function FieldStatus({ id, error, children }: { id: string; error?: string; children?: ReactNode }) {
  return (
    <div className={styles.status}>
      <p id={`${id}-error`} className={styles.error}>
        {error}
      </p>
      {children}
    </div>
  );
}

/** A select's or input's attributes that say it is invalid and where its error is. */
export const invalidAttributes = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  className: error ? `${styles.input} ${styles.invalid}` : styles.input,
});
