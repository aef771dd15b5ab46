import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { Detail } from '../components/detail/detail';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.ExpertDetailPageQuery, PageContext>;

export default function ExpertDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const expert = data.expert!;
  return (
    <Layout locale={locale} location={location}>
      <Detail
        back={{ to: localePath('experts', locale), label: t('experts.backToList') }}
        title={expert.name}
        meta={`${expert.position ?? ''} · ${t(expert.active ? 'experts.state.active' : 'experts.state.inactive')}`}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.ExpertDetailPageQuery, PageContext>) => (
  <PageHead {...props} title={props.data.expert?.name} description={props.data.expert?.position} />
);

export const query = graphql`
  query ExpertDetailPage($language: String!, $id: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    expert(slug: { eq: $id }, locale: { eq: $language }) {
      name
      position
      active
    }
  }
`;
