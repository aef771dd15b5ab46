import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { EntryList } from '../components/entry-list/entry-list';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.ProductsPageQuery, PageContext>;

export default function ProductsPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={t('products.title')} lead={t('products.description')} />
      <EntryList
        label={t('products.title')}
        entries={data.products.nodes.map((product) => ({
          key: product.slug,
          to: localePath('products-detail-id', locale, { id: product.slug }),
          title: product.name,
          meta: `${t('products.model')} ${product.model} · ${t(`products.series.${product.series}`)}`,
          badge: t(`products.state.${product.state}`),
          summary: product.summary,
        }))}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.ProductsPageQuery, PageContext>) => (
  <PageHead {...props} titleKey="products.title" descriptionKey="products.description" />
);

export const query = graphql`
  query ProductsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    products: allProduct(filter: { locale: { eq: $language } }, sort: [{ state: ASC }, { model: ASC }]) {
      nodes {
        slug
        model
        series
        state
        name
        summary
      }
    }
  }
`;
