import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { SearchView } from '../components/search/search-view';
import { PageHead } from '../components/seo/page-head';
import { messagesFrom, translate } from '../i18n/messages';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.SearchPageQuery, PageContext>;

/** The site search results page (index: scripts/lib/search-index.mjs). */
export default function SearchPage({ pageContext: { locale }, location }: Props) {
  return (
    <Layout locale={locale} location={location}>
      <SearchView locale={locale} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.SearchPageQuery, PageContext>) => {
  const messages = messagesFrom(props.data.locales);
  return (
    <PageHead {...props} title={translate(messages, 'search.title')} description={translate(messages, 'search.lead')} />
  );
};

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "search"] } }) {
      ...LocaleMessages
    }
  }
`;
