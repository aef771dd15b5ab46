import React, { type ReactNode } from 'react';
import { Link } from 'gatsby';
import * as styles from './entry-list.module.css';

export interface EntryCard {
  key: string;
  to: string;
  title: ReactNode;
  meta?: ReactNode;
  summary?: ReactNode;
  badge?: ReactNode;
}

/** A responsive grid of linked cards, used by the list screens. */
export function EntryList({ entries, label }: { entries: EntryCard[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.card}>
          {entry.meta ? <p className={styles.meta}>{entry.meta}</p> : null}
          <h2 className={styles.title}>
            <Link to={entry.to}>{entry.title}</Link>
          </h2>
          {entry.badge ? <p className={styles.badge}>{entry.badge}</p> : null}
          {entry.summary ? <p className={styles.summary}>{entry.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
