import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { ExpertsView } from '../components/experts/experts-view';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.ExpertsPageQuery, PageContext>;

export default function ExpertsPage({ data, pageContext: { locale }, location }: Props) {
  return (
    <Layout locale={locale} location={location}>
      <ExpertsView experts={data.experts.nodes} locale={locale} intro={useSiteSettings(locale).seo.experts} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.ExpertsPageQuery, PageContext>) => <PageHead {...props} page="experts" />;

export const query = graphql`
  query ExpertsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "experts"] } }) {
      ...LocaleMessages
    }
    experts: allExpert(filter: { locale: { eq: $language } }, sort: [{ active: DESC }, { order: ASC }]) {
      nodes {
        ...ExpertCard
      }
    }
  }
`;
