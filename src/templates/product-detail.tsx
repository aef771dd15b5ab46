import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { Detail } from '../components/detail/detail';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.ProductDetailPageQuery, PageContext>;

export default function ProductDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const product = data.product!;
  return (
    <Layout locale={locale} location={location}>
      <Detail
        back={{ to: localePath('products', locale), label: t('products.backToList') }}
        title={product.name}
        meta={`${t('products.model')} ${product.model} · ${t(`products.series.${product.series}`)} · ${t(`products.state.${product.state}`)}`}
      >
        <p>{product.summary}</p>
      </Detail>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.ProductDetailPageQuery, PageContext>) => (
  <PageHead {...props} title={props.data.product?.name} description={props.data.product?.summary} />
);

export const query = graphql`
  query ProductDetailPage($language: String!, $id: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
    product(slug: { eq: $id }, locale: { eq: $language }) {
      model
      series
      state
      name
      summary
    }
  }
`;
