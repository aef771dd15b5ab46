import React from 'react';
import { FieldLabel, FieldStatus, invalidAttributes } from './field-label';
import * as styles from './contact-form.module.css';

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  /** Value and shown text of each option, in order. */
  options: readonly { value: string; label: string }[];
  /** The text of the empty first option (nothing chosen yet); without it the first option is preselected. */
  placeholder?: string;
  required?: boolean;
  error?: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLSelectElement>) => void;
}

/** A labelled choice from a fixed list, with its error on the same always-present line as the text fields'. */
export function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
  required = false,
  error,
  onChange,
  onBlur,
}: SelectFieldProps) {
  const id = `contact-${name}`;
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        {...invalidAttributes(id, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldStatus id={id} error={error} />
    </div>
  );
}
