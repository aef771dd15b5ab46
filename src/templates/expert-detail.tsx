import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { ExpertDetailView } from '../components/experts/expert-detail-view';
import { expertStructuredData } from '../components/experts/expert-structured-data';
import { PageHead } from '../components/seo/page-head';
import { messagesFrom, translate } from '../i18n/messages';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.ExpertDetailPageQuery, PageContext>;

export default function ExpertDetailPage({ data, pageContext: { locale }, location }: Props) {
  return (
    <Layout locale={locale} location={location}>
      <ExpertDetailView
        expert={data.expert!}
        locale={locale}
        otherNames={data.otherLocales.nodes.map((other) => other.name)}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.ExpertDetailPageQuery, PageContext>) => {
  const { expert, locales } = props.data;
  if (!expert) return <PageHead {...props} titleKey="experts.title" noindex />;
  const messages = messagesFrom(locales);
  const { position, company } = expert;
  const photo = expert.photo?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null;
  return (
    <PageHead
      {...props}
      title={expert.name}
      description={translate(messages, 'experts.head.description', { position, company })}
      image={photo}
      jsonLd={expertStructuredData({
        expert,
        locale: props.pageContext.locale,
        homeName: translate(messages, 'nav.home'),
        listName: translate(messages, 'experts.title'),
        image: photo,
      })}
    />
  );
};

export const query = graphql`
  query ExpertDetailPage($language: String!, $id: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "experts"] } }) {
      ...LocaleMessages
    }
    expert(slug: { eq: $id }, locale: { eq: $language }) {
      ...ExpertDetail
    }
    otherLocales: allExpert(filter: { slug: { eq: $id }, locale: { ne: $language } }) {
      nodes {
        name
      }
    }
  }
`;
