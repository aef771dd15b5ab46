import React, { type ReactNode, useId } from 'react';
import * as styles from './expert-section.module.css';

/** A titled part of the expert detail (h2, under the page's h1). */
export function ExpertSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
