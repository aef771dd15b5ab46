import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { imageSrc } from '../components/picture/image-src';
import { NoteDetail } from '../components/notes/note-detail';
import type { Crumb } from '../components/breadcrumbs/breadcrumbs';
import { breadcrumbList } from '../components/seo/structured-data/breadcrumb-list';
import { PageHead } from '../components/seo/page-head';
import { messagesFrom, translate } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';

type Data = Queries.NoteDetailPageQuery;
type Props = PageProps<Data, PageContext>;

const trailOf = (note: NonNullable<Data['note']>, locale: Locale, t: (key: string) => string): Crumb[] => [
  { name: t('nav.home'), to: localePath('index', locale) },
  { name: t('notes.title'), to: localePath('notes', locale) },
  { name: note.title, to: localePath('notes-detail-id', locale, { id: note.slug }) },
];

export default function NoteDetailPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const note = data.note!;
  return (
    <Layout locale={locale} location={location}>
      <NoteDetail trail={trailOf(note, locale, t)} note={note} locale={locale} />
    </Layout>
  );
}

export const Head = (props: HeadProps<Data, PageContext>) => {
  const { note } = props.data;
  if (!note) return <PageHead {...props} />;
  const messages = messagesFrom(props.data.locales);
  const picture = imageSrc(note.micrographs[0]?.image?.childImageSharp?.gatsbyImageData);
  return (
    <PageHead
      {...props}
      title={note.title}
      description={note.summary}
      image={picture}
      jsonLd={[breadcrumbList(trailOf(note, props.pageContext.locale, (key) => translate(messages, key)))]}
    />
  );
};

export const query = graphql`
  query NoteDetailPage($language: String!, $id: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "catalog"] } }) {
      ...LocaleMessages
    }
    note(slug: { eq: $id }, locale: { eq: $language }) {
      ...NoteDetailFields
    }
  }
`;
