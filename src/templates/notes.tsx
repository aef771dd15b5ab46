import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { NoteCard } from '../components/notes/note-card';
import { PageHead } from '../components/seo/page-head';
import type { PageContext } from '../types/page-context';
import * as card from '../components/card/card.module.css';

type Props = PageProps<Queries.NotesPageQuery, PageContext>;

/** Every application note, newest first. */
export default function NotesPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  return (
    <Layout locale={locale} location={location}>
      <PageIntro title={t('notes.title')} lead={t('notes.lead')} />
      <ul className={card.grid}>
        {data.notes.nodes.map((node) => (
          <li key={node.slug}>
            <NoteCard note={node} locale={locale} />
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.NotesPageQuery, PageContext>) => (
  <PageHead {...props} titleKey="notes.title" descriptionKey="notes.lead" />
);

export const query = graphql`
  query NotesPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    notes: allNote(filter: { locale: { eq: $language } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...NoteCardFields
      }
    }
  }
`;
