import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { EntryList } from '../components/entry-list/entry-list';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.ExpertsPageQuery, PageContext>;

export default function ExpertsPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={t('experts.title')} lead={t('experts.description')} />
      <EntryList
        label={t('experts.title')}
        entries={data.experts.nodes.map((expert) => ({
          key: expert.slug,
          to: localePath('experts-id', locale, { id: expert.slug }),
          title: expert.name,
          meta: expert.position,
          badge: t(expert.active ? 'experts.state.active' : 'experts.state.inactive'),
        }))}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.ExpertsPageQuery, PageContext>) => (
  <PageHead {...props} titleKey="experts.title" descriptionKey="experts.description" />
);

export const query = graphql`
  query ExpertsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    experts: allExpert(filter: { locale: { eq: $language } }, sort: [{ active: DESC }, { slug: ASC }]) {
      nodes {
        slug
        name
        position
        active
      }
    }
  }
`;
