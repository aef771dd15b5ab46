import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { HomeView } from '../components/home/home-view';
import { ContactFormSlot } from '../components/contact/contact-form-slot';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.HomePageQuery, PageContext>;

export default function HomePage({ data, pageContext: { locale }, location }: Props) {
  const site = useSiteSettings(locale);
  return (
    <Layout locale={locale} location={location}>
      <HomeView
        locale={locale}
        site={site}
        contactForm={<ContactFormSlot locale={locale} />}
        products={data.products.nodes}
        news={data.news.nodes}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.HomePageQuery, PageContext>) => <PageHead {...props} page="home" />;

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog", "contact"] } }) {
      ...LocaleMessages
    }
    products: allProduct(
      filter: { locale: { eq: $language }, state: { eq: "active" }, featured: { eq: true } }
      sort: { order: ASC }
      limit: 4
    ) {
      nodes {
        ...ProductCardFields
      }
    }
    news: allNews(filter: { locale: { eq: $language } }, sort: [{ date: DESC }, { slug: ASC }], limit: 5) {
      nodes {
        ...NewsListItem
      }
    }
  }
`;
