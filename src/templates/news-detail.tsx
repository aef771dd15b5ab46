import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { NewsArticle } from '../components/news/news-article';
import { breadcrumbJsonLd, type Crumb } from '../components/breadcrumbs/breadcrumbs';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import { messagesFrom, translate } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { siteUrl } from '../config/site';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Data = Queries.NewsDetailPageQuery;
type Props = PageProps<Data, PageContext>;

const trailOf = (news: NonNullable<Data['news']>, locale: Locale, t: (key: string) => string): Crumb[] => [
  { name: t('nav.home'), path: localePath('index', locale) },
  { name: t('news.title'), path: localePath('news', locale) },
  { name: news.title, path: localePath('news-detail-id', locale, { id: news.slug }) },
];

export default function NewsDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const news = data.news!;
  const neighbour = (entry: Data['previous']) =>
    entry ? { title: entry.title, to: localePath('news-detail-id', locale, { id: entry.slug }) } : null;
  return (
    <Layout locale={locale} location={location}>
      <NewsArticle
        trail={trailOf(news, locale, t)}
        article={{ ...news, cover: news.cover?.childImageSharp?.gatsbyImageData ?? null }}
        previous={neighbour(data.previous)}
        next={neighbour(data.next)}
        listPath={localePath('news', locale)}
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
  const url = `${siteUrl}${localePath('news-detail-id', locale, { id: news.slug })}`;
  const cover = news.cover?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null;
  return (
    <PageHead
      {...props}
      title={news.title}
      description={news.summary}
      image={cover}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: news.title,
          description: news.summary,
          datePublished: news.date,
          dateModified: news.date,
          mainEntityOfPage: url,
          image: [cover ? `${siteUrl}${cover}` : `${siteUrl}/favicon.svg`],
          author: { '@type': 'Organization', name: site.brand, url: siteUrl },
          publisher: {
            '@type': 'Organization',
            name: site.brand,
            logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
          },
        },
        breadcrumbJsonLd(trailOf(news, locale, (key) => translate(messages, key))),
      ]}
    />
  );
};

export const query = graphql`
  query NewsDetailPage($language: String!, $id: String!, $previousId: String!, $nextId: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    news(slug: { eq: $id }, locale: { eq: $language }) {
      slug
      category
      title
      summary
      bodyHtml
      date(formatString: "YYYY-MM-DD")
      cover {
        childImageSharp {
          gatsbyImageData(width: 832, aspectRatio: 1.778, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
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
