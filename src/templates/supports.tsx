import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.SupportsPageQuery, PageContext>;

export default function SupportsPage({ pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const site = useSiteSettings(locale);
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={t('supports.title')} lead={t('supports.description')} />
      <p>{t('supports.hotline', { phone: site.hotline, hours: site.hotlineHours })}</p>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.SupportsPageQuery, PageContext>) => (
  <PageHead {...props} titleKey="supports.title" descriptionKey="supports.description" />
);

export const query = graphql`
  query SupportsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
  }
`;
