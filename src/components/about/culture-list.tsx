import React from 'react';
import * as styles from './culture-list.module.css';

export interface CultureValue {
  title: string;
  text: string;
}

/** Culture as cards: mission, vision, values and the like. */
export function CultureList({ culture }: { culture: readonly CultureValue[] }) {
  return (
    <ul className={styles.grid}>
      {culture.map((value) => (
        <li key={value.title} className={styles.card}>
          <h3 className={styles.title}>{value.title}</h3>
          <p className={styles.text}>{value.text}</p>
        </li>
      ))}
    </ul>
  );
}
