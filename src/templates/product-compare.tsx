import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { ComparisonView } from '../components/products/compare/comparison-view';
import { PageHead } from '../components/seo/page-head';
import { useAfterHydration } from '../hooks/use-hydrated';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.ProductComparePageQuery, PageContext>;

/** `/products/compare/?models=a,b`: one static page; the browser reads which models to show. */
export default function ProductComparePage({ data, pageContext: { locale }, location }: Props) {
  const search = useAfterHydration<string | null>(location.search, null);
  return (
    <Layout locale={locale} location={location}>
      <ComparisonView products={data.products.nodes} locale={locale} search={search} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.ProductComparePageQuery, PageContext>) => (
  <PageHead {...props} titleKey="products.compare.title" descriptionKey="products.compare.description" />
);

export const query = graphql`
  query ProductComparePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    products: allProduct(filter: { locale: { eq: $language } }, sort: [{ order: ASC }]) {
      nodes {
        ...ComparedModelFields
      }
    }
  }
`;
