import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './honor-list.module.css';
import { honorKinds } from '../../model/options/about';
import { optionKey } from '../../model/options/option-set';
import { defaultLocale, isLocale } from '../../i18n/locales';
import { formatBytes } from '../download-list/format-bytes';
import { Certificate } from './certificate';

export interface Honor {
  slug: string;
  year: number;
  kind: string;
  title: string;
  issuer: string;
  /** A certification's number, scope and validity (YYYY-MM-DD); null for an honour. */
  number?: string | null;
  scope?: string | null;
  issued?: string | null;
  expires?: string | null;
  /** A certification's record, printed by the build as a PDF in the page's language. */
  certificate?: { url: string; bytes: number | null; pages: number | null } | null;
}

/** What a certification states, as a buyer checks it: issuing body, number, scope, validity, and its PDF. */
function CertificateFacts({ honor }: { honor: Honor }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const file = honor.certificate;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('about.certificate.issuer')}</dt>
          <dd>{honor.issuer}</dd>
        </div>
        {honor.number ? (
          <div>
            <dt>{t('about.certificate.number')}</dt>
            <dd className={styles.number}>{honor.number}</dd>
          </div>
        ) : null}
        {honor.scope ? (
          <div>
            <dt>{t('about.certificate.scope')}</dt>
            <dd>{honor.scope}</dd>
          </div>
        ) : null}
        {honor.issued && honor.expires ? (
          <div>
            <dt>{t('about.certificate.valid')}</dt>
            <dd>
              <time dateTime={honor.issued}>{honor.issued}</time>
              {t('about.certificate.until')}
              <time dateTime={honor.expires}>{honor.expires}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {file ? (
        <a className={styles.download} href={file.url} download>
          {t('about.certificate.download')}
          <span className={styles.size}>
            {' '}
            (PDF
            {typeof file.bytes === 'number' ? `, ${formatBytes(file.bytes, locale)}` : ''})
          </span>
          <span className="visually-hidden"> {honor.title}</span>
        </a>
      ) : null}
    </>
  );
}

/** Honors and certifications in two groups, newest first within each. */
export function HonorList({ honors }: { honors: readonly Honor[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.groups}>
      {honorKinds.options.map((kind) => {
        const items = honors.filter((honor) => honor.kind === kind).sort((a, b) => b.year - a.year);
        if (!items.length) return null;
        return (
          <div key={kind}>
            <h3 id={`honors-${kind}`} className={styles.kind}>
              {t(optionKey(honorKinds, kind))}
            </h3>
            <ul className={styles.grid} aria-labelledby={`honors-${kind}`}>
              {items.map((honor) => (
                <li key={honor.slug} className={styles.card}>
                  <Certificate
                    title={honor.title}
                    issuer={honor.issuer}
                    year={honor.year}
                    kind={honor.kind}
                    label={t('about.honors.certificate', { title: honor.title })}
                  />
                  <p className={styles.title}>{honor.title}</p>
                  {honor.kind === 'certification' ? (
                    <>
                      <p className={styles.meta}>{t('about.certificate.since', { year: honor.year })}</p>
                      <CertificateFacts honor={honor} />
                    </>
                  ) : (
                    <p className={styles.meta}>
                      {t('about.honors.issued', { year: honor.year, issuer: honor.issuer })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

export const honorListFields = graphql`
  fragment HonorListItem on Honor {
    slug
    year
    kind
    title
    issuer
    number
    scope
    issued(formatString: "YYYY-MM-DD")
    expires(formatString: "YYYY-MM-DD")
    certificate {
      url
      bytes
      pages
    }
  }
`;
