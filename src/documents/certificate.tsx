/**
 * A certification's record: one A4 page with what the certificate states (holder, issuing body,
 * number, scope, validity), made from its honors entry like the About page's card, printed to PDF
 * by scripts/datasheets.ts. It is the company's transcript for checking, and says so: the issuing
 * body's register is what counts, and the number is what a buyer quotes to it.
 */
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../i18n/locales';
import type { DocumentCertificate, DocumentSite } from './content';
import { baseStyles, type Messages, renderDocument, siteAddress } from './render';
import type { Revision } from './revision';

const styles = `${baseStyles}
.page { width: 210mm; height: 297mm; padding: 0 16mm 14mm; position: relative; overflow: hidden; }
header { margin: 0 -16mm 8mm; padding: 10mm 16mm 8mm; background: #0b2545; color: #fff; }
.kicker { font-size: 9pt; letter-spacing: 0.08em; opacity: 0.85; margin: 0; }
h1 { font-size: 18pt; line-height: 1.3; margin: 2mm 0 0; }
.number { font-size: 11pt; margin: 2mm 0 0; opacity: 0.92; }
.record th { width: 30%; }
.record td { font-size: 10pt; }
.note { font-size: 8.5pt; color: #4a5868; margin-top: 6mm; }
footer { position: absolute; left: 16mm; right: 16mm; bottom: 7mm; display: flex; justify-content: space-between; font-size: 7.5pt; color: #6a7685; border-top: 0.2mm solid #d9e0e8; padding-top: 1.5mm; }
footer span { white-space: nowrap; }
`;

export interface CertificateDocumentProps {
  certificate: DocumentCertificate;
  site: DocumentSite;
  locale: Locale;
  /** The site's origin, for the About page's address. */
  siteUrl: string;
  revision: Revision;
}

export function CertificateRecord({ certificate, site, locale, siteUrl, revision }: CertificateDocumentProps) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('certificate.holder'), site.companyName],
    [t('certificate.address'), site.address],
    [t('certificate.title'), certificate.title],
    [t('certificate.issuer'), certificate.issuer],
    [t('certificate.number'), certificate.number],
    [t('certificate.scope'), certificate.scope],
    [t('certificate.issued'), certificate.issued],
    [t('certificate.expires'), certificate.expires],
    [t('certificate.since'), String(certificate.since)],
  ];
  return (
    <section className="page">
      <header>
        <p className="kicker">
          {site.brand} · {t('certificate.kicker')}
        </p>
        <h1>{certificate.title}</h1>
        <p className="number">
          {t('certificate.number')} {certificate.number}
        </p>
      </header>
      <table className="record">
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="note">{t('certificate.note')}</p>
      <p className="note">
        {t('certificate.web')}: {siteAddress(siteUrl, 'about', locale)}
      </p>
      <footer>
        <span>
          {site.companyName} · {t('certificate.kicker')}
        </span>
        <span>{t('document.revision', { number: revision.number, date: revision.date })}</span>
        <span>{t('document.footerPage', { page: 1, pages: 1 })}</span>
      </footer>
    </section>
  );
}

/** The record of `props.certificate` as a self-contained HTML document (one A4 page). */
export function certificateHtml(props: CertificateDocumentProps, messages: Messages): string {
  return renderDocument(<CertificateRecord {...props} />, {
    locale: props.locale,
    messages,
    title: `${props.certificate.title} · ${messages['certificate.kicker'] ?? ''}`,
    styles,
  });
}
