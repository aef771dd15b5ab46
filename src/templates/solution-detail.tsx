import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { Detail } from '../components/detail/detail';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.SolutionDetailPageQuery, PageContext>;

export default function SolutionDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const solution = data.solution!;
  return (
    <Layout locale={locale} location={location}>
      <Detail back={{ to: localePath('solutions', locale), label: t('solutions.backToList') }} title={solution.title}>
        <p>{solution.summary}</p>
      </Detail>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.SolutionDetailPageQuery, PageContext>) => (
  <PageHead {...props} title={props.data.solution?.title} description={props.data.solution?.summary} />
);

export const query = graphql`
  query SolutionDetailPage($language: String!, $id: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    solution(slug: { eq: $id }, locale: { eq: $language }) {
      title
      summary
    }
  }
`;
