import React from 'react';
import { Link, graphql } from 'gatsby';
import * as card from '../card/card.module.css';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';

/** What the list knows of a note: the query data of the fragment below. */
export type NoteSummary = Queries.NoteCardFieldsFragment;

/** An application note in the list: its laser and material, title and summary. */
export function NoteCard({ note, locale }: { note: NoteSummary; locale: Locale }) {
  return (
    <article className={card.card}>
      <div className={card.body}>
        <p className={card.eyebrow}>
          {note.laser?.model ? `${note.laser.model} · ` : ''}
          {note.material}
        </p>
        <h2 className={card.title}>
          <Link to={localePath('notes-detail-id', locale, { id: note.slug })} className={card.link}>
            {note.title}
          </Link>
        </h2>
        <p className={card.summary}>{note.summary}</p>
      </div>
    </article>
  );
}

export const noteCardFields = graphql`
  fragment NoteCardFields on Note {
    slug
    title
    summary
    material
    laser {
      model
    }
  }
`;
