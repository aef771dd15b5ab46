import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { type CultureValue, CultureList } from './culture-list';
import { type Milestone, MilestoneTimeline } from './milestone-timeline';
import { type Honor, HonorList } from './honor-list';
import { type CompanyLocation, LocationList } from './location-list';
import type { Video } from '../video/video-facade';
import { VideoSlot } from '../video/video-slot';
import * as styles from './company-panel.module.css';

/** The About Us text, written once per locale in the CMS. */
export interface CompanyProfile {
  companyTitle: string;
  /** Sanitized at build time (src/model/markdown.ts). */
  companyHtml: string;
  culture: readonly CultureValue[];
  /** The company video, when one is set. */
  video?: Video | null;
}

export interface CompanyPanelProps {
  profile: CompanyProfile;
  milestones: readonly Milestone[];
  honors: readonly Honor[];
  locations: readonly CompanyLocation[];
}

/** About Us tab: company text, culture, development path, honors and certifications, global layout. */
export function CompanyPanel({ profile, milestones, honors, locations }: CompanyPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  return (
    <>
      <section aria-labelledby="about-company" className={styles.section}>
        <h2 id="about-company">{profile.companyTitle}</h2>
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: profile.companyHtml }} />
        {profile.video ? <VideoSlot video={profile.video} className={styles.video} /> : null}
      </section>
      {profile.culture.length ? (
        <section aria-labelledby="about-culture" className={styles.section}>
          <h2 id="about-culture">{t('about.culture.heading')}</h2>
          <CultureList culture={profile.culture} />
        </section>
      ) : null}
      {milestones.length ? (
        <section aria-labelledby="about-timeline" className={styles.section}>
          <h2 id="about-timeline">{t('about.timeline.heading')}</h2>
          <MilestoneTimeline milestones={milestones} label={t('about.timeline.heading')} />
        </section>
      ) : null}
      {honors.length ? (
        <section aria-labelledby="about-honors" className={styles.section}>
          <h2 id="about-honors">{t('about.honors.heading')}</h2>
          <HonorList honors={honors} />
        </section>
      ) : null}
      {locations.length ? (
        <section aria-labelledby="about-locations" className={styles.section}>
          <h2 id="about-locations">{t('about.locations.heading')}</h2>
          <LocationList locations={locations} label={t('about.locations.heading')} />
          <p className={styles.mapLink}>
            <Link className={styles.mapLinkAnchor} to={`${localePath('supports', locale)}#support-locations`}>
              {t('about.locations.mapLink')}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
