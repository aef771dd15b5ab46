import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { Detail } from '../components/detail/detail';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.NewsDetailPageQuery, PageContext>;

export default function NewsDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const item = data.news!;
  return (
    <Layout locale={locale} location={location}>
      <Detail
        back={{ to: localePath('news', locale), label: t('news.backToList') }}
        title={item.title}
        meta={
          <>
            <time dateTime={item.isoDate}>{item.date}</time> · {t(`news.category.${item.category}`)}
          </>
        }
      >
        <p>{item.summary}</p>
      </Detail>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.NewsDetailPageQuery, PageContext>) => (
  <PageHead {...props} title={props.data.news?.title} description={props.data.news?.summary} />
);

export const query = graphql`
  query NewsDetailPage($language: String!, $id: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    news(slug: { eq: $id }, locale: { eq: $language }) {
      category
      title
      summary
      date(formatString: "YYYY-MM-DD")
      isoDate: date
    }
  }
`;
