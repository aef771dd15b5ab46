import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { NewsList } from '../components/news/news-list';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import { useHydrated } from '../hooks/use-hydrated';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.NewsListPageQuery, PageContext>;

export default function NewsListPage({ data, pageContext: { locale }, location }: Props) {
  const seo = useSiteSettings(locale).seo.news;
  const hydrated = useHydrated();
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={seo.title} lead={seo.description} />
      <NewsList
        items={[...data.news.nodes]}
        pathname={location.pathname}
        search={hydrated ? location.search : ''}
        detailPath={(slug) => localePath('news-detail-id', locale, { id: slug })}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.NewsListPageQuery, PageContext>) => <PageHead {...props} page="news" />;

export const query = graphql`
  query NewsListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    news: allNews(filter: { locale: { eq: $language } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        slug
        category
        title
        summary
        date(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
