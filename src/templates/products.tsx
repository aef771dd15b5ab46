import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { ProductList } from '../components/products/product-list';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import { useAfterHydration } from '../hooks/use-hydrated';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.ProductsPageQuery, PageContext>;

export default function ProductsPage({ data, pageContext: { locale }, location }: Props) {
  const seo = useSiteSettings(locale).seo.products;
  const search = useAfterHydration(location.search, '');
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={seo.title} lead={seo.description} />
      <ProductList products={data.products.nodes} locale={locale} pathname={location.pathname} search={search} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.ProductsPageQuery, PageContext>) => (
  <PageHead {...props} page="products" />
);

export const query = graphql`
  query ProductsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    products: allProduct(filter: { locale: { eq: $language } }, sort: [{ state: ASC }, { order: ASC }]) {
      nodes {
        ...ProductCardFields
        ...ProductFinderFields
      }
    }
  }
`;
