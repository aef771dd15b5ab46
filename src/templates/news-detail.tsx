import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { NewsArticle } from '../components/news/news-article';
import type { Crumb } from '../components/breadcrumbs/breadcrumbs';
import { breadcrumbList } from '../components/seo/structured-data/breadcrumb-list';
import { newsArticle } from '../components/seo/structured-data/news-article';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import { messagesFrom, translate } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Data = Queries.NewsDetailPageQuery;
type Props = PageProps<Data, PageContext>;

const trailOf = (news: NonNullable<Data['news']>, locale: Locale, t: (key: string) => string): Crumb[] => [
  { name: t('nav.home'), to: localePath('index', locale) },
  { name: t('news.title'), to: localePath('news', locale) },
  { name: news.title, to: localePath('news-detail-id', locale, { id: news.slug }) },
];

export default function NewsDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const news = data.news!;
  return (
    <Layout locale={locale} location={location}>
      <NewsArticle
        trail={trailOf(news, locale, t)}
        article={news}
        previous={data.previous}
        next={data.next}
        locale={locale}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Data, PageContext>) => {
  const { news } = props.data;
  const { locale } = props.pageContext;
  const site = useSiteSettings(locale);
  if (!news) return <PageHead {...props} />;
  const messages = messagesFrom(props.data.locales);
  const cover = news.cover?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null;
  return (
    <PageHead
      {...props}
      title={news.title}
      description={news.summary}
      image={cover}
      jsonLd={[
        newsArticle({
          title: news.title,
          summary: news.summary,
          date: news.date,
          path: localePath('news-detail-id', locale, { id: news.slug }),
          cover,
          brand: site.brand,
        }),
        breadcrumbList(trailOf(news, locale, (key) => translate(messages, key))),
      ]}
    />
  );
};

export const query = graphql`
  query NewsDetailPage($language: String!, $id: String!, $previousId: String!, $nextId: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    news(slug: { eq: $id }, locale: { eq: $language }) {
      ...NewsArticleFields
    }
    previous: news(slug: { eq: $previousId }, locale: { eq: $language }) {
      slug
      title
    }
    next: news(slug: { eq: $nextId }, locale: { eq: $language }) {
      slug
      title
    }
  }
`;
