import React, { useId } from 'react';
import { Link, graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { ExpertAvatar } from './expert-avatar';
import { ExpertStatus } from './expert-status';
import * as styles from './expert-card.module.css';

/** What the list knows of an expert: enough to find, recognise and open them. */
export interface ExpertSummary {
  slug: string;
  name: string;
  position: string;
  department: string;
  company: string;
  active: boolean;
  specialties: readonly string[];
  /** The uploaded photo, as the query gives it (gatsby-plugin-image's build-time data). */
  photo?: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;
}

/** A card shows this many specialties; the rest are counted. */
export const cardSpecialtyCount = 4;

/** One expert in the list: photo or initials, name, role, status, main specialties and a link to the detail. */
export function ExpertCard({ expert, locale }: { expert: ExpertSummary; locale: Locale }) {
  const { t } = useTranslation();
  const nameId = useId();
  const shown = expert.specialties.slice(0, cardSpecialtyCount);
  const hidden = expert.specialties.length - shown.length;
  return (
    <article className={styles.card}>
      <div className={styles.header}>
        <ExpertAvatar name={expert.name} photo={expert.photo?.childImageSharp?.gatsbyImageData} />
        <div className={styles.identity}>
          <h2 id={nameId} className={styles.name}>
            {expert.name}
          </h2>
          <p className={styles.position}>{expert.position}</p>
        </div>
      </div>
      <p className={styles.meta}>
        {expert.department} · {expert.company}
      </p>
      <p className={styles.status}>
        <ExpertStatus active={expert.active} />
      </p>
      {shown.length > 0 ? (
        <ul className={styles.specialties} aria-label={t('experts.card.specialties')}>
          {shown.map((specialty, index) => (
            <li key={index} className={styles.specialty}>
              {specialty}
            </li>
          ))}
          {hidden > 0 ? <li className={styles.more}>{t('experts.card.moreSpecialties', { count: hidden })}</li> : null}
        </ul>
      ) : null}
      {/* Every card's link reads "View detail": the name, as its description, tells them apart. */}
      <Link
        className={styles.link}
        to={localePath('experts-id', locale, { id: expert.slug })}
        aria-describedby={nameId}
      >
        {t('experts.viewDetail')}
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}

export const expertCardFragment = graphql`
  fragment ExpertCard on Expert {
    slug
    name
    position
    department
    company
    active
    specialties
    photo {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 128, height: 128, placeholder: NONE, formats: [JPG, WEBP, AVIF])
      }
    }
  }
`;
