import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './honor-list.module.css';
import { honorKinds } from '../../model/options/about';
import { optionKey } from '../../model/options/option-set';
import { Certificate } from './certificate';

export interface Honor {
  slug: string;
  year: number;
  kind: string;
  title: string;
  issuer: string;
}

/** Honors and certifications in two groups, newest first within each. */
export function HonorList({ honors }: { honors: readonly Honor[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.groups}>
      {honorKinds.options.map((kind) => {
        const items = honors.filter((honor) => honor.kind === kind).sort((a, b) => b.year - a.year);
        if (!items.length) return null;
        return (
          <div key={kind}>
            <h3 id={`honors-${kind}`} className={styles.kind}>
              {t(optionKey(honorKinds, kind))}
            </h3>
            <ul className={styles.grid} aria-labelledby={`honors-${kind}`}>
              {items.map((honor) => (
                <li key={honor.slug} className={styles.card}>
                  <Certificate
                    title={honor.title}
                    issuer={honor.issuer}
                    year={honor.year}
                    kind={honor.kind}
                    label={t('about.honors.certificate', { title: honor.title })}
                  />
                  <p className={styles.title}>{honor.title}</p>
                  <p className={styles.meta}>{t('about.honors.issued', { year: honor.year, issuer: honor.issuer })}</p>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

export const honorListFields = graphql`
  fragment HonorListItem on Honor {
    slug
    year
    kind
    title
    issuer
  }
`;
