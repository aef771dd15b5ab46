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

const jobsOf = (data: Data) =>
  data.jobs.nodes.map((job) => ({
    ...job,
    responsibilities: [...job.responsibilities],
    requirements: [...job.requirements],
  }));

export default function AboutPage({ data, pageContext: { locale }, location }: PageProps<Data, PageContext>) {
  const site = useSiteSettings(locale);
  const profile = data.profile;
  return (
    <Layout locale={locale} location={location}>
      <AboutView
        contactForm={<ContactFormSlot locale={locale} />}
        intro={site.seo.about}
        companyName={site.companyName}
        profile={{
          companyTitle: profile?.companyTitle ?? '',
          companyHtml: profile?.companyHtml ?? '',
          culture: profile?.culture.map((value) => ({ ...value })) ?? [],
        }}
        milestones={data.milestones.nodes.map((milestone) => ({ ...milestone }))}
        honors={data.honors.nodes.map((honor) => ({ ...honor }))}
        locations={data.locations.nodes.map((place) => ({ ...place }))}
        jobs={jobsOf(data)}
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
      jsonLd={jobsOf(props.data).map((job) => jobPosting(job, { brand, siteUrl, labels }))}
    />
  );
};

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    profile: aboutPage(locale: { eq: $language }) {
      companyTitle
      companyHtml
      joinLead
      culture {
        title
        text
      }
    }
    milestones: allMilestone(filter: { locale: { eq: $language } }, sort: [{ year: ASC }, { slug: ASC }]) {
      nodes {
        slug
        year
        event
      }
    }
    honors: allHonor(filter: { locale: { eq: $language } }, sort: [{ year: DESC }, { slug: ASC }]) {
      nodes {
        slug
        year
        kind
        title
        issuer
      }
    }
    locations: allLocation(filter: { locale: { eq: $language } }, sort: [{ order: ASC }, { city: ASC }]) {
      nodes {
        slug
        kind
        city
        country
        address
        phone
      }
    }
    jobs: allJobPosting(filter: { locale: { eq: $language } }, sort: [{ postedDate: DESC }, { slug: ASC }]) {
      nodes {
        slug
        headcount
        postedDate(formatString: "YYYY-MM-DD")
        employmentType
        title
        department
        education
        workplace
        responsibilities
        requirements
      }
    }
  }
`;
