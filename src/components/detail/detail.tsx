import React, { type ReactNode } from 'react';
import { Link } from 'gatsby';
import * as styles from './detail.module.css';
import { type SearchType, indexedAs, notIndexed } from '../search/indexed';

export interface DetailProps {
  back: { to: string; label: string };
  title: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
  /** Puts the screen into the site search as this type of result. */
  searchType?: SearchType;
}

/** The frame of a detail screen: back link, heading, meta line, body. */
export function Detail({ back, title, meta, children, searchType }: DetailProps) {
  return (
    <article className={styles.article} {...(searchType ? indexedAs(searchType) : {})}>
      <p className={styles.back} {...notIndexed}>
        <Link to={back.to} className={styles.backLink}>
          ← {back.label}
        </Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      <div className={styles.body}>{children}</div>
    </article>
  );
}
