import React from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro, type PageText } from '../page-intro/page-intro';
import { Tabs } from '../tabs/tabs';
import { type CompanyPanelProps, CompanyPanel } from './company-panel';
import type { JobPosting } from './job-posting-card';
import { JoinPanel } from './join-panel';
import { type CompanyContact, ContactPanel } from './contact-panel';
import { contactFormAnchor } from '../../contact/request-link';

export interface AboutViewProps extends CompanyPanelProps {
  /** The page's heading and lead, from the site settings. */
  intro: PageText;
  companyName: string;
  jobs: readonly JobPosting[];
  /** The paragraph above the open positions. */
  joinLead: string;
  /** Where applications go (the apply line's mailto): the careers mailbox. */
  hrEmail: string;
  contact: CompanyContact;
  /** The contact form (its slot), rendered under the contacts. */
  contactForm?: React.ReactNode;
}

/** The About screen: intro, then three tabs reachable by hash (#about, #join, #contact). */
export function AboutView({
  intro,
  companyName,
  jobs,
  joinLead,
  hrEmail,
  contact,
  contactForm,
  ...company
}: AboutViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro eyebrow={companyName} title={intro.title} lead={intro.description} />
      <Tabs
        label={t('about.tabs.label')}
        tabs={[
          { id: 'about', label: t('about.tab.about'), panel: <CompanyPanel {...company} /> },
          { id: 'join', label: t('about.tab.join'), panel: <JoinPanel jobs={jobs} email={hrEmail} lead={joinLead} /> },
          {
            id: 'contact',
            // The contact form's own anchor (a page's "Request a quote" link) opens this tab too.
            anchors: [contactFormAnchor],
            label: t('about.tab.contact'),
            panel: <ContactPanel contact={contact} form={contactForm} />,
          },
        ]}
      />
    </>
  );
}
