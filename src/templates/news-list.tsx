import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { NewsList } from '../components/news/news-list';
import { EventList } from '../components/events/event-list';
import { splitEvents } from '../components/events/event-time';
import { eventSchema } from '../components/seo/structured-data/event';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import { useAfterHydration } from '../hooks/use-hydrated';
import { siteUrl } from '../config/site';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.NewsListPageQuery, PageContext>;

export default function NewsListPage({ data, pageContext: { locale, today = '' }, location }: Props) {
  const seo = useSiteSettings(locale).seo.news;
  const search = useAfterHydration(location.search, '');
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={seo.title} lead={seo.description} />
      <EventList items={data.events.nodes} locale={locale} today={today} />
      <NewsList items={data.news.nodes} locale={locale} pathname={location.pathname} search={search} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.NewsListPageQuery, PageContext>) => {
  const { brand } = useSiteSettings(props.pageContext.locale);
  const listUrl = `${siteUrl}${localePath('news', props.pageContext.locale)}`;
  const { upcoming } = splitEvents(props.data.events.nodes, props.pageContext.today ?? '');
  return (
    <PageHead
      {...props}
      page="news"
      jsonLd={upcoming.map((event) => eventSchema(event, { brand, siteUrl, listUrl }))}
    />
  );
};

export const query = graphql`
  query NewsListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    events: allEvent(filter: { locale: { eq: $language } }) {
      nodes {
        ...EventListItem
      }
    }
    news: allNews(filter: { locale: { eq: $language } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...NewsListItem
      }
    }
  }
`;
