import React from 'react';
import { Link } from 'gatsby';
import { optionAttribute } from './prefilter-names';
import * as styles from './facet-group.module.css';

export interface FacetChoice {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  disabled: boolean;
  /** The list with this option switched on or off. */
  to: string;
}

/**
 * One facet as a row of toggling links (they work without JavaScript and can be shared).
 * An option that would leave nothing is shown with its 0 but is not a link.
 */
export function FacetGroup({
  facet,
  label,
  choices,
}: {
  /** The facet's name: each option's item carries `data-<facet>` for the prefilter. */
  facet: string;
  label: string;
  choices: readonly FacetChoice[];
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{label}</legend>
      <ul className={styles.options}>
        {choices.map((choice) => (
          <li key={choice.value} {...{ [optionAttribute]: '', [`data-${facet}`]: choice.value }}>
            {choice.disabled ? (
              <span className={styles.option} aria-disabled="true">
                {choice.label} <span className={styles.count}>{choice.count}</span>
              </span>
            ) : (
              <Link to={choice.to} className={styles.option} aria-current={choice.selected ? 'true' : undefined}>
                {choice.label} <span className={styles.count}>{choice.count}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
