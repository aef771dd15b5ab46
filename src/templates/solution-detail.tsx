import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { imageSrc } from '../components/picture/image-src';
import { SolutionDetail } from '../components/solutions/solution-detail';
import type { Crumb } from '../components/breadcrumbs/breadcrumbs';
import { breadcrumbList } from '../components/seo/structured-data/breadcrumb-list';
import { PageHead } from '../components/seo/page-head';
import { messagesFrom, translate } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Data = Queries.SolutionDetailPageQuery;
type Props = PageProps<Data, PageContext>;

const trailOf = (solution: NonNullable<Data['solution']>, locale: Locale, t: (key: string) => string): Crumb[] => [
  { name: t('nav.home'), to: localePath('index', locale) },
  { name: t('solutions.title'), to: localePath('solutions', locale) },
  { name: solution.title, to: localePath('solutions-detail-id', locale, { id: solution.slug }) },
];

export default function SolutionDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const solution = data.solution!;
  return (
    <Layout locale={locale} location={location}>
      <SolutionDetail trail={trailOf(solution, locale, t)} solution={solution} locale={locale} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Data, PageContext>) => {
  const { solution } = props.data;
  if (!solution) return <PageHead {...props} />;
  const messages = messagesFrom(props.data.locales);
  const cover = imageSrc(solution.cover?.childImageSharp?.gatsbyImageData);
  return (
    <PageHead
      {...props}
      title={solution.title}
      description={solution.summary}
      image={cover}
      jsonLd={[breadcrumbList(trailOf(solution, props.pageContext.locale, (key) => translate(messages, key)))]}
    />
  );
};

export const query = graphql`
  query SolutionDetailPage($language: String!, $id: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    solution(slug: { eq: $id }, locale: { eq: $language }) {
      ...SolutionDetailFields
    }
  }
`;
