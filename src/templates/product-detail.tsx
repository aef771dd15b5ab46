import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { imageSrc } from '../components/picture/image-src';
import { ProductDetail } from '../components/products/product-detail';
import type { Crumb } from '../components/breadcrumbs/breadcrumbs';
import { breadcrumbList } from '../components/seo/structured-data/breadcrumb-list';
import { product as productSchema } from '../components/seo/structured-data/product';
import { PageHead } from '../components/seo/page-head';
import { messagesFrom, translate } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';
import { optionKey } from '../model/options/option-set';
import { productSeries, specKeys } from '../model/options/products';

type Data = Queries.ProductDetailPageQuery;
type Props = PageProps<Data, PageContext>;

const trailOf = (product: NonNullable<Data['product']>, locale: Locale, t: (key: string) => string): Crumb[] => [
  { name: t('nav.home'), to: localePath('index', locale) },
  { name: t('products.title'), to: localePath('products', locale) },
  { name: product.name, to: localePath('products-detail-id', locale, { id: product.slug }) },
];

export default function ProductDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const product = data.product!;
  return (
    <Layout locale={locale} location={location}>
      <ProductDetail trail={trailOf(product, locale, t)} product={product} locale={locale} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Data, PageContext>) => {
  const { product } = props.data;
  if (!product) return <PageHead {...props} />;
  const { locale } = props.pageContext;
  const messages = messagesFrom(props.data.locales);
  const image = imageSrc(product.images[0]?.childImageSharp?.gatsbyImageData);
  return (
    <PageHead
      {...props}
      title={`${product.name} ${product.model}`}
      description={product.summary}
      image={image}
      jsonLd={[
        productSchema({
          ...product,
          path: localePath('products-detail-id', locale, { id: product.slug }),
          image,
          category: translate(messages, optionKey(productSeries, product.series)),
          specifications: product.specifications.map((spec) => ({
            name: translate(messages, optionKey(specKeys, spec.key)),
            value: spec.value,
          })),
        }),
        breadcrumbList(trailOf(product, locale, (key) => translate(messages, key))),
      ]}
    />
  );
};

export const query = graphql`
  query ProductDetailPage($language: String!, $id: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog", "supports"] } }) {
      ...LocaleMessages
    }
    product(slug: { eq: $id }, locale: { eq: $language }) {
      ...ProductDetailFields
    }
  }
`;
