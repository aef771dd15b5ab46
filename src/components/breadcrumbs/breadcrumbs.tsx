import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './breadcrumbs.module.css';
import { notIndexed } from '../search/indexed';

export interface Crumb {
  name: string;
  /** The page's path, as `Link` takes it. */
  to: string;
}

/** Where the page sits: Home › List › Page. The last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.nav} {...notIndexed}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.to}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.to}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
