import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import { Picture } from '../picture/picture';
import * as styles from './note-detail.module.css';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { notePath } from '../../model/datasheet-path';
import { indexedAs, notIndexed } from '../search/indexed';
import { noteParameterRows } from './note-parameters';

/** A note as its page shows it: the query data of the fragment below. */
export type NoteDetailData = Queries.NoteDetailFieldsFragment;

export interface NoteDetailProps {
  trail: readonly Crumb[];
  note: NoteDetailData;
  locale: Locale;
}

/** The laser's rows a note repeats beside its own parameters (what a reader needs to redo it). */
const laserRows = ['wavelength', 'pulseWidth'] as const;

/**
 * An application note: the material, the laser and the parameters it ran at, the process, the
 * measured results with micrographs, and the conclusion; the PDF of the same content.
 */
export function NoteDetail({ trail, note, locale }: NoteDetailProps) {
  const { t } = useTranslation();
  const { laser } = note;
  return (
    <article {...indexedAs('note')}>
      <Breadcrumbs trail={trail} />
      <p className={styles.kicker}>{t('notes.kicker')}</p>
      <h1 className={styles.title}>{note.title}</h1>
      <p className={styles.summary} data-pagefind-meta="summary">
        {note.summary}
      </p>
      <p className={styles.actions} {...notIndexed}>
        <a className={styles.pdf} href={notePath(note.slug, locale)} download>
          {t('notes.pdf')}
        </a>
      </p>
      <section aria-labelledby="note-setup" className={styles.section}>
        <h2 id="note-setup">{t('notes.setup')}</h2>
        <table className={styles.table}>
          <tbody>
            <tr>
              <th scope="row">{t('notes.material')}</th>
              <td>{note.material}</td>
            </tr>
            {laser ? (
              <tr>
                <th scope="row">{t('notes.laser')}</th>
                <td>
                  <Link to={localePath('products-detail-id', locale, { id: laser.slug })}>{laser.model}</Link>{' '}
                  {laser.name}
                </td>
              </tr>
            ) : null}
            {laser
              ? laserRows.map((key) => {
                  const row = laser.specifications.find((spec) => spec.key === key);
                  return row ? (
                    <tr key={key}>
                      <th scope="row">{t(`spec.${key}`)}</th>
                      <td>{row.value}</td>
                    </tr>
                  ) : null;
                })
              : null}
            {noteParameterRows(note.parameters).map(({ key, value, unit }) => (
              <tr key={key}>
                <th scope="row">{t(`notes.parameter.${key}`)}</th>
                <td>{unit ? `${value} ${unit}` : value}</td>
              </tr>
            ))}
            {note.customer ? (
              <tr>
                <th scope="row">{t('notes.customer')}</th>
                <td>{note.customer}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="note-process" className={styles.section}>
        <h2 id="note-process">{t('notes.process')}</h2>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: note.processHtml }} />
      </section>
      <section aria-labelledby="note-results" className={styles.section}>
        <h2 id="note-results">{t('notes.results')}</h2>
        <ul className={styles.results}>
          {note.results.map((result) => (
            <li key={result.label} className={styles.result}>
              <span className={styles.figure}>
                {result.value}
                {result.unit ? <span className={styles.unit}>{`\u202f${result.unit}`}</span> : null}
              </span>{' '}
              <span className={styles.label}>{result.label}</span>
            </li>
          ))}
        </ul>
        <div className={styles.micrographs}>
          {note.micrographs.map((micrograph, index) => {
            const image = micrograph.image?.childImageSharp?.gatsbyImageData;
            return (
              <figure key={index} className={styles.micrograph}>
                {image ? <Picture image={image} alt={micrograph.caption} className={styles.image} /> : null}
                <figcaption aria-hidden="true">{micrograph.caption}</figcaption>
              </figure>
            );
          })}
        </div>
      </section>
      <section aria-labelledby="note-conclusion" className={styles.section}>
        <h2 id="note-conclusion">{t('notes.conclusion')}</h2>
        <p className={styles.conclusion}>{note.conclusion}</p>
      </section>
      {note.solutions.length ? (
        <section aria-labelledby="note-solutions" className={styles.section} {...notIndexed}>
          <h2 id="note-solutions">{t('notes.solutions')}</h2>
          <ul className={styles.links}>
            {note.solutions.map((solution) => (
              <li key={solution.slug}>
                <Link to={localePath('solutions-detail-id', locale, { id: solution.slug })}>{solution.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const noteDetailFields = graphql`
  fragment NoteDetailFields on Note {
    slug
    date(formatString: "YYYY-MM-DD")
    title
    summary
    material
    customer
    laser {
      slug
      model
      name
      specifications {
        key
        value
      }
    }
    solutions {
      slug
      title
    }
    parameters {
      averagePower
      repetitionRate
      pulseEnergy
      scanSpeed
      passes
      spotDiameter
    }
    processHtml
    results {
      value
      unit
      label
    }
    micrographs {
      caption
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.778, placeholder: DOMINANT_COLOR, formats: [JPG, WEBP, AVIF])
        }
      }
    }
    conclusion
  }
`;
