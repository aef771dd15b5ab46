import React from 'react';
import { type HeadProps, Link, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { EntryList } from '../components/entry-list/entry-list';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';
import * as styles from './home.module.css';

type Props = PageProps<Queries.HomePageQuery, PageContext>;

export default function HomePage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const site = useSiteSettings(locale);
  return (
    <Layout locale={locale} location={location}>
      <PageIntro eyebrow={site.tagline} title={t('home.title')} lead={t('home.heroLead')} />
      <section aria-labelledby="home-products" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="home-products">{t('home.featuredProducts')}</h2>
          <Link to={localePath('products', locale)}>{t('home.viewAll')}</Link>
        </div>
        <EntryList
          label={t('home.featuredProducts')}
          entries={data.products.nodes.map((product) => ({
            key: product.slug,
            to: localePath('products-detail-id', locale, { id: product.slug }),
            title: product.name,
            meta: `${t('products.model')} ${product.model}`,
            summary: product.summary,
          }))}
        />
      </section>
      <section aria-labelledby="home-news" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="home-news">{t('home.recentNews')}</h2>
          <Link to={localePath('news', locale)}>{t('home.viewAll')}</Link>
        </div>
        <EntryList
          label={t('home.recentNews')}
          entries={data.news.nodes.map((item) => ({
            key: item.slug,
            to: localePath('news-detail-id', locale, { id: item.slug }),
            title: item.title,
            meta: <time dateTime={item.isoDate}>{item.date}</time>,
          }))}
        />
      </section>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.HomePageQuery, PageContext>) => (
  <PageHead {...props} titleKey="home.title" descriptionKey="home.description" />
);

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    products: allProduct(
      filter: { locale: { eq: $language }, state: { eq: "active" } }
      sort: { model: ASC }
      limit: 3
    ) {
      nodes {
        slug
        model
        name
        summary
      }
    }
    news: allNews(filter: { locale: { eq: $language } }, sort: { date: DESC }, limit: 3) {
      nodes {
        slug
        title
        date(formatString: "YYYY-MM-DD")
        isoDate: date
      }
    }
  }
`;
