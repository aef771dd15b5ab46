import React from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro, type PageText } from '../page-intro/page-intro';
import { Tabs } from '../tabs/tabs';
import { faqAnchor } from '../search/indexed';
import type { DownloadItem } from '../download-list/download-list';
import type { MappedLocation } from '../location-map/location-map';
import { locationAnchor } from '../location-map/location-marks';
import { type ServiceItem, type SupportContact, TechnicalSupport } from './technical-support';
import { type Training, TrainingList } from './training-list';
import { DownloadCenter } from './download-center';
import type { Locale } from '../../i18n/locales';
import { type Faq, FaqList } from './faq-list';

export interface SupportsViewProps {
  locale: Locale;
  /** The page's heading and lead, from the site settings. */
  intro: PageText;
  contact: SupportContact;
  promises: readonly ServiceItem[];
  steps: readonly ServiceItem[];
  /** Offices, service centres and distributors, in display order. */
  locations: readonly MappedLocation[];
  trainings: readonly Training[];
  downloads: readonly DownloadItem[];
  faqs: readonly Faq[];
}

/** The Service Support screen: intro, then four tabs reachable by hash (#support, #training, #downloads, #faq). */
export function SupportsView({
  locale,
  intro,
  contact,
  promises,
  steps,
  locations,
  trainings,
  downloads,
  faqs,
}: SupportsViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={intro.title} lead={intro.description} />
      <Tabs
        label={t('supports.tabs.label')}
        tabs={[
          {
            id: 'support',
            label: t('supports.tab.support'),
            // A marker of the map links to its location's entry.
            anchors: ['support-locations', ...locations.map((location) => locationAnchor(location.slug))],
            panel: (
              <TechnicalSupport
                locale={locale}
                contact={contact}
                locations={locations}
                promises={promises}
                steps={steps}
              />
            ),
          },
          { id: 'training', label: t('supports.tab.training'), panel: <TrainingList trainings={trainings} /> },
          { id: 'downloads', label: t('supports.tab.downloads'), panel: <DownloadCenter downloads={downloads} /> },
          {
            id: 'faq',
            label: t('supports.tab.faq'),
            anchors: faqs.map((faq) => faqAnchor(faq.slug)),
            panel: <FaqList faqs={faqs} />,
          },
        ]}
      />
    </>
  );
}
