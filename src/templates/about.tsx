import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { AboutView } from '../components/about/about-view';
import { ContactFormSlot } from '../components/contact/contact-form-slot';
import { jobPosting } from '../components/seo/structured-data/job-posting';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import { messagesFrom, translate } from '../i18n/messages';
import { siteUrl } from '../config/site';
import type { PageContext } from '../types/page-context';

type Data = Queries.AboutPageQuery;

/** Before the About text is written: the panel shows no heading, text or culture. */
const emptyProfile = { companyTitle: '', companyHtml: '', culture: [] } as const;

export default function AboutPage({ data, pageContext: { locale }, location }: PageProps<Data, PageContext>) {
  const site = useSiteSettings(locale);
  const profile = data.profile;
  return (
    <Layout locale={locale} location={location}>
      <AboutView
        contactForm={<ContactFormSlot locale={locale} />}
        intro={site.seo.about}
        companyName={site.companyName}
        profile={profile ?? emptyProfile}
        milestones={data.milestones.nodes}
        honors={data.honors.nodes}
        locations={data.locations.nodes}
        jobs={data.jobs.nodes}
        joinLead={profile?.joinLead ?? ''}
        hrEmail={site.careersEmail}
        contact={site}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Data, PageContext>) => {
  const { brand } = useSiteSettings(props.pageContext.locale);
  const messages = messagesFrom(props.data.locales);
  const labels = {
    responsibilities: translate(messages, 'about.join.responsibilities'),
    requirements: translate(messages, 'about.join.requirements'),
  };
  return (
    <PageHead
      {...props}
      page="about"
      jsonLd={props.data.jobs.nodes.map((job) => jobPosting(job, { brand, siteUrl, labels }))}
    />
  );
};

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "about", "contact"] } }) {
      ...LocaleMessages
    }
    profile: aboutPage(locale: { eq: $language }) {
      companyTitle
      companyHtml
      joinLead
      video {
        ...VideoFields
      }
      culture {
        title
        text
      }
    }
    milestones: allMilestone(filter: { locale: { eq: $language } }, sort: [{ year: ASC }, { slug: ASC }]) {
      nodes {
        ...MilestoneTimelineItem
      }
    }
    honors: allHonor(filter: { locale: { eq: $language } }, sort: [{ year: DESC }, { slug: ASC }]) {
      nodes {
        ...HonorListItem
      }
    }
    locations: allLocation(filter: { locale: { eq: $language } }, sort: [{ order: ASC }, { city: ASC }]) {
      nodes {
        ...LocationListItem
      }
    }
    jobs: allJobPosting(filter: { locale: { eq: $language } }, sort: [{ postedDate: DESC }, { slug: ASC }]) {
      nodes {
        ...JobPostingCardFields
      }
    }
  }
`;
