import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { SolutionCard } from '../components/solutions/solution-card';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import type { PageContext } from '../types/page-context';
import * as card from '../components/card/card.module.css';

type Props = PageProps<Queries.SolutionsPageQuery, PageContext>;

export default function SolutionsPage({ data, pageContext: { locale }, location }: Props) {
  const seo = useSiteSettings(locale).seo.solutions;
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={seo.title} lead={seo.description} />
      <ul className={card.grid}>
        {data.solutions.nodes.map((node, index) => (
          <li key={node.slug}>
            <SolutionCard solution={node} locale={locale} eager={index < 3} priority={index === 0} />
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.SolutionsPageQuery, PageContext>) => (
  <PageHead {...props} page="solutions" />
);

export const query = graphql`
  query SolutionsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    solutions: allSolution(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...SolutionCardFields
      }
    }
  }
`;
