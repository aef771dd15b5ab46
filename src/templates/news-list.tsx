import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { NewsList } from '../components/news/news-list';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import { useAfterHydration } from '../hooks/use-hydrated';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.NewsListPageQuery, PageContext>;

export default function NewsListPage({ data, pageContext: { locale }, location }: Props) {
  const seo = useSiteSettings(locale).seo.news;
  const search = useAfterHydration(location.search, '');
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={seo.title} lead={seo.description} />
      <NewsList items={data.news.nodes} locale={locale} pathname={location.pathname} search={search} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.NewsListPageQuery, PageContext>) => <PageHead {...props} page="news" />;

export const query = graphql`
  query NewsListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    news: allNews(filter: { locale: { eq: $language } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...NewsListItem
      }
    }
  }
`;
