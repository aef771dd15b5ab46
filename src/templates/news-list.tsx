import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { EntryList } from '../components/entry-list/entry-list';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.NewsListPageQuery, PageContext>;

export default function NewsListPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={t('news.title')} lead={t('news.description')} />
      <EntryList
        label={t('news.title')}
        entries={data.news.nodes.map((item) => ({
          key: item.slug,
          to: localePath('news-detail-id', locale, { id: item.slug }),
          title: item.title,
          meta: (
            <>
              <time dateTime={item.isoDate}>{item.date}</time> · {t(`news.category.${item.category}`)}
            </>
          ),
          summary: item.summary,
        }))}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.NewsListPageQuery, PageContext>) => (
  <PageHead {...props} titleKey="news.title" descriptionKey="news.description" />
);

export const query = graphql`
  query NewsListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    news: allNews(filter: { locale: { eq: $language } }, sort: { date: DESC }) {
      nodes {
        slug
        category
        title
        summary
        date(formatString: "YYYY-MM-DD")
        isoDate: date
      }
    }
  }
`;
