import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './note-links.module.css';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { notIndexed } from '../search/indexed';

/** What a product or solution page knows of a note that names it. */
export interface NoteLink {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
}

/**
 * The application notes that name a product (its laser) or a solution, on that page: a short
 * section of links, and one to every note. Plain markup: no code of its own.
 */
export function NoteLinks({
  notes,
  locale,
  id,
}: {
  notes: readonly NoteLink[] | null | undefined;
  locale: Locale;
  id: string;
}) {
  const { t } = useTranslation();
  if (!notes?.length) return null;
  return (
    <section aria-labelledby={id} className={styles.section} {...notIndexed}>
      <h2 id={id}>{t('notes.section')}</h2>
      <ul className={styles.list}>
        {notes.map((note) => (
          <li key={note.slug}>
            <Link className={styles.link} to={localePath('notes-detail-id', locale, { id: note.slug })}>
              {note.title}
            </Link>
            <p>{note.summary}</p>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <Link className={styles.link} to={localePath('notes', locale)}>
          {t('notes.all')}
        </Link>
      </p>
    </section>
  );
}
