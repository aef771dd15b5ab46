import React from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel, FieldStatus } from './field-label';
import * as styles from './contact-form.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  /** The id of a <datalist> of suggestions (the product models). */
  list?: string;
  /** An example of what to type, shown while the field is empty. */
  placeholder?: string;
  error?: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A labelled input with its error (announced with the field) and a character counter that
 * turns red and says by how much when the text is over the limit.
 */
export function TextField({
  name,
  label,
  value,
  max,
  required = false,
  multiline = false,
  type = 'text',
  autoComplete,
  list,
  placeholder,
  error,
  onChange,
  onBlur,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = `contact-${name}`;
  const over = value.length - max;
  const described = [`${id}-counter`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    onChange,
    onBlur,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: error ? `${styles.input} ${styles.invalid}` : styles.input,
  };
  return (
    <div className={multiline ? `${styles.field} ${styles.wide}` : styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea {...common} rows={5} placeholder={placeholder} />
      ) : (
        <input {...common} type={type} list={list} placeholder={placeholder} />
      )}
      {/* Error and counter share one line that is always there, so showing an error never moves the form. */}
      <FieldStatus id={id} error={error}>
        <p
          id={`${id}-counter`}
          className={over > 0 ? `${styles.counter} ${styles.over}` : styles.counter}
          aria-live={over > 0 ? 'polite' : undefined}
        >
          {over > 0 ? t('contact.counterOver', { over }) : t('contact.counter', { count: value.length, max })}
        </p>
      </FieldStatus>
    </div>
  );
}
