/**
 * An application note as a PDF: the same content as its page (the material, the laser with its
 * wavelength and pulse width, the parameters, the process, the measured results with the
 * micrographs and their captions, the conclusion), printed by scripts/lib/print-documents.ts with
 * the footer of the other documents of several pages (company and title, revision, page X of Y).
 */
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../i18n/locales';
import { noteParameterRows } from '../components/notes/note-parameters';
import type { DocumentNote, DocumentSite } from './content';
import { baseStyles, type Messages, renderDocument, siteAddress } from './render';
import type { Revision } from './revision';

const styles = `${baseStyles}
@page { size: A4; margin: 14mm 16mm 20mm; }
header { margin: 0 0 5mm; padding: 7mm 8mm 6mm; background: #0b2545; color: #fff; border-radius: 1mm; }
.kicker { font-size: 9pt; letter-spacing: 0.08em; opacity: 0.85; margin: 0; }
h1 { font-size: 17pt; line-height: 1.3; margin: 2mm 0 2mm; }
.summary { font-size: 10pt; margin: 0; opacity: 0.92; }
.results { display: flex; flex-wrap: wrap; gap: 3mm 8mm; list-style: none; padding: 0; margin: 0 0 3mm; }
.results strong { display: block; font-size: 14pt; color: #0b2545; }
.results span { color: #4a5868; font-size: 8.5pt; }
.micrographs { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
figure { margin: 0; break-inside: avoid; }
figure img { display: block; width: 100%; height: auto; border-radius: 1mm; }
figcaption { font-size: 8pt; color: #4a5868; margin-top: 1.5mm; }
.web { font-size: 8.5pt; color: #4a5868; margin-top: 5mm; }
`;

export interface NoteDocumentProps {
  note: DocumentNote;
  site: DocumentSite;
  locale: Locale;
  /** The site's origin, for the note page's address. */
  siteUrl: string;
  revision: Revision;
}

/** The laser's rows the note repeats, as its page does. */
const laserRows = ['wavelength', 'pulseWidth'] as const;

export function NoteDocument({ note, site, locale, siteUrl }: NoteDocumentProps) {
  const { t } = useTranslation();
  const { laser } = note;
  const rows: [string, string][] = [
    [t('notes.material'), note.material],
    ...(laser ? [[t('notes.laser'), `${laser.model} ${laser.name}`] as [string, string]] : []),
    ...laserRows.flatMap((key): [string, string][] => {
      const row = laser?.specifications.find((spec) => spec.key === key);
      return row ? [[t(`spec.${key}`), row.value]] : [];
    }),
    ...noteParameterRows(note.parameters).map(({ key, value, unit }): [string, string] => [
      t(`notes.parameter.${key}`),
      unit ? `${value} ${unit}` : String(value),
    ]),
    ...(note.customer ? [[t('notes.customer'), note.customer] as [string, string]] : []),
  ];
  return (
    <>
      <header>
        <p className="kicker">
          {site.brand} · {t('notes.kicker')} · {note.date}
        </p>
        <h1>{note.title}</h1>
        <p className="summary">{note.summary}</p>
      </header>
      <h2>{t('notes.setup')}</h2>
      <table>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('notes.process')}</h2>
      <div dangerouslySetInnerHTML={{ __html: note.processHtml }} />
      <h2>{t('notes.results')}</h2>
      <ul className="results">
        {note.results.map((result) => (
          <li key={result.label}>
            <strong>
              {result.value}
              {result.unit ? `\u202f${result.unit}` : ''}
            </strong>
            <span>{result.label}</span>
          </li>
        ))}
      </ul>
      <div className="micrographs">
        {note.micrographs.map((micrograph, index) => (
          <figure key={index}>
            <img src={micrograph.image} alt={micrograph.caption} />
            <figcaption>{micrograph.caption}</figcaption>
          </figure>
        ))}
      </div>
      <h2>{t('notes.conclusion')}</h2>
      <p>{note.conclusion}</p>
      {note.solutions.length ? (
        <p>
          {t('notes.solutions')}: {note.solutions.join(' · ')}
        </p>
      ) : null}
      <p className="web">
        {t('notes.web')}: {siteAddress(siteUrl, 'notes-detail-id', locale, { id: note.slug })}
      </p>
    </>
  );
}

/** The note `props.note` as a self-contained HTML document (A4, as many pages as it takes). */
export function noteHtml(props: NoteDocumentProps, messages: Messages): string {
  return renderDocument(<NoteDocument {...props} />, {
    locale: props.locale,
    messages,
    title: `${props.note.title} · ${messages['notes.kicker'] ?? ''}`,
    styles,
  });
}
