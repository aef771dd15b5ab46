import React from 'react';
import { Link } from 'gatsby';
import * as styles from './filter-group.module.css';

export interface FilterOption {
  value: string;
  label: string;
  /** Where choosing this option leads (the same page with another query). */
  to: string;
}

/**
 * One facet of a list filter as a row of links: they work without JavaScript, can be shared,
 * and the current one is marked for assistive technology.
 */
export function FilterGroup({ label, options, current }: { label: string; options: FilterOption[]; current: string }) {
  return (
    <div className={styles.group} role="group" aria-label={label}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={option.to}
              className={styles.option}
              aria-current={option.value === current ? 'true' : undefined}
              replace
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
