import React, { type ReactNode } from 'react';
import * as styles from './page-intro.module.css';

/** A page's title and description as editors write them in the site settings (`seo`). */
export interface PageText {
  title: string;
  description: string;
}

/** The heading block that opens a screen. */
export function PageIntro({ title, lead, eyebrow }: { title: ReactNode; lead?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <div className={styles.intro}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
