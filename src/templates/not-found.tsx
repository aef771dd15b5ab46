import React from 'react';
import { type HeadProps, Link, type PageProps, graphql } from 'gatsby';
import * as target from '../styles/target.module.css';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { PageHead } from '../components/seo/page-head';
import { homePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.NotFoundPageQuery, PageContext>;

/** Served with status 404 for every unknown path; /en/... gets the English one. */
export default function NotFoundPage({ pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  return (
    <Layout locale={locale} location={location} languageToHome>
      <PageIntro title={t('notFound.message')} />
      <p>
        <Link to={homePath(locale)} data-testid="not-found-home" className={target.target}>
          {t('notFound.home')}
        </Link>
      </p>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.NotFoundPageQuery, PageContext>) => (
  <PageHead {...props} titleKey="notFound.title" descriptionKey="notFound.message" noindex />
);

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      ...LocaleMessages
    }
  }
`;
