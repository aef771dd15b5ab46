import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { EntryList } from '../components/entry-list/entry-list';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.SolutionsPageQuery, PageContext>;

export default function SolutionsPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={t('solutions.title')} lead={t('solutions.description')} />
      <EntryList
        label={t('solutions.title')}
        entries={data.solutions.nodes.map((solution) => ({
          key: solution.slug,
          to: localePath('solutions-detail-id', locale, { id: solution.slug }),
          title: solution.title,
          summary: solution.summary,
        }))}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.SolutionsPageQuery, PageContext>) => (
  <PageHead {...props} titleKey="solutions.title" descriptionKey="solutions.description" />
);

export const query = graphql`
  query SolutionsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    solutions: allSolution(filter: { locale: { eq: $language } }, sort: { slug: ASC }) {
      nodes {
        slug
        title
        summary
      }
    }
  }
`;
