/**
 * A product's datasheet: exactly two A4 pages made from the same data and the same components as
 * its product page (the localized entry, SpecTable, the UI's parameter names), printed to PDF by
 * scripts/datasheets.ts with Chromium. Page 1: brand, model, name, summary, key figures and the
 * full specification table. Page 2: the dimensioned outline of the laser head, the power and
 * pulse-energy curve over the repetition rate (src/model/datasheet-curve.ts), applications, contact.
 */
import React from 'react';
import { useTranslation } from 'react-i18next';
import { SpecTable } from '../components/products/spec-table';
import { type Locale, localeInfo } from '../i18n/locales';
import { datasheetCurve } from '../model/datasheet-curve';
import { optionKey, specKeys } from '../model/options';
import { engineering, GAUSSIAN_PEAK_FACTOR } from '../model/spec-figures';
import { specHeadline, specText } from '../model/spec-text';
import type { DocumentProduct, DocumentSite } from './content';
import type { Revision } from './revision';
import { Curve, drawingStyles, headDimensions, Outline } from './drawings';
import { baseStyles, type Messages, renderDocument, siteAddress } from './render';

export { headDimensions } from './drawings';

/** The key figures shown large on page 1, when the product gives them. */
const keyFigures = ['wavelength', 'pulseWidth', 'averagePower', 'pulseEnergy', 'repetitionRate', 'peakPower'];

const styles = `${baseStyles}${drawingStyles}
.page { width: 210mm; height: 297mm; padding: 0 16mm 14mm; position: relative; overflow: hidden; break-after: page; }
.page:last-child { break-after: auto; }
header { margin: 0 -16mm 6mm; padding: 9mm 16mm 7mm; background: #0b2545; color: #fff; }
.brand { font-size: 9pt; letter-spacing: 0.08em; opacity: 0.85; }
.model { font-size: 24pt; font-weight: 700; margin: 1mm 0 0; }
.name { font-size: 12pt; margin: 0; }
.summary { margin: 3mm 0 0; font-size: 9pt; opacity: 0.92; max-width: 165mm; }
.figures { display: grid; grid-template-columns: repeat(3, 1fr); gap: 2.5mm; margin: 0; }
.figures div { border: 0.3mm solid #c9d3df; border-radius: 1.5mm; padding: 2mm 3mm; }
.figures dt { font-size: 7.5pt; color: #4a5868; }
.figures dd { margin: 0; font-size: 12pt; font-weight: 700; color: #0b2545; }
footer { position: absolute; left: 16mm; right: 16mm; bottom: 7mm; display: flex; justify-content: space-between; font-size: 7.5pt; color: #6a7685; border-top: 0.2mm solid #d9e0e8; padding-top: 1.5mm; }
.pagehead { display: flex; justify-content: space-between; align-items: baseline; margin: 0 -16mm 2mm; padding: 6mm 16mm 3mm; border-bottom: 0.5mm solid #0b2545; }
.pagehead strong { font-size: 13pt; color: #0b2545; }
.caption { font-size: 8pt; color: #4a5868; margin: 1mm 0 0; }
.legend span { margin-right: 5mm; }
.legend .p { color: #0b6e99; } .legend .e { color: #d1495b; }
ul.applications { margin: 0; padding-left: 5mm; columns: 2; column-gap: 8mm; font-size: 9pt; }
.contact { font-size: 9pt; display: grid; grid-template-columns: auto 1fr; gap: 0.8mm 4mm; margin: 0; }
.contact dt { color: #4a5868; }
.contact dd { margin: 0; }
`;

interface DatasheetProps {
  product: DocumentProduct;
  locale: Locale;
  site: DocumentSite;
  /** The site's origin, e.g. https://www.yaochen-laser.cn, for the product page's address. */
  siteUrl: string;
  revision: Revision;
}

function Footer({
  product,
  site,
  revision,
  page,
}: Pick<DatasheetProps, 'product' | 'site' | 'revision'> & { page: number }) {
  const { t } = useTranslation();
  return (
    <footer>
      <span>
        {site.companyName} · {product.model} {t('datasheet.title')}
      </span>
      <span>{t('document.revision', { number: revision.number, date: revision.date })}</span>
      <span>{t('datasheet.page', { page, pages: 2 })}</span>
    </footer>
  );
}

export function Datasheet({ product, locale, site, siteUrl, revision }: DatasheetProps) {
  const { t } = useTranslation();
  const rows = product.specifications;
  const figures = keyFigures
    .map((key) => rows.find((row) => row.key === key))
    .filter((row): row is { key: string; value: string } => row !== undefined);
  const size = headDimensions(rows);
  const curve = datasheetCurve(rows);
  const pageUrl = siteAddress(siteUrl, 'products-detail-id', locale, { id: product.slug });
  return (
    <>
      <section className="page">
        <header>
          <div className="brand">
            {site.brand} · {t('datasheet.title')}
          </div>
          <p className="model">{product.model}</p>
          <p className="name">{product.name}</p>
          <p className="summary">{product.summary}</p>
        </header>
        <h2>{t('datasheet.keyFigures')}</h2>
        <dl className="figures">
          {figures.map((row) => (
            <div key={row.key}>
              <dt>{t(optionKey(specKeys, row.key))}</dt>
              <dd>{specText(specHeadline(row.value))}</dd>
            </div>
          ))}
        </dl>
        <h2>{t('datasheet.specifications')}</h2>
        <SpecTable specifications={rows} caption={t('datasheet.specifications')} />
        <Footer product={product} site={site} revision={revision} page={1} />
      </section>
      <section className="page">
        <div className="pagehead">
          <strong>{product.model}</strong>
          <span>{product.name}</span>
        </div>
        <h2>{t('datasheet.drawing')}</h2>
        {size ? (
          <Outline
            size={size}
            labels={{
              title: t('datasheet.drawing'),
              top: t('datasheet.topView'),
              front: t('datasheet.frontView'),
              beam: t('datasheet.beamExit'),
              holes: t('datasheet.holes'),
            }}
          />
        ) : (
          <p>{t('datasheet.noDrawing')}</p>
        )}
        <h2>{t('datasheet.curve')}</h2>
        {curve ? (
          <>
            <Curve
              curve={curve}
              labels={{
                title: t('datasheet.curve'),
                power: t('datasheet.axisPower'),
                energy: t('datasheet.axisEnergy'),
                rate: t('datasheet.axisRate'),
              }}
            />
            <p className="legend">
              <span className="p">━ {t('datasheet.axisPower')}</span>
              <span className="e">╍ {t('datasheet.axisEnergy')}</span>
            </p>
            <p className="caption">
              {t('datasheet.curveModel', {
                rate: engineering(curve.nominal.rate, 'Hz'),
                power: engineering(curve.nominal.power, 'W'),
                energy: engineering(curve.nominal.energy, 'J'),
              })}
            </p>
          </>
        ) : (
          <p className="caption">{t('datasheet.fixedRate')}</p>
        )}
        {rows.some((row) => row.key === 'peakPower') ? (
          <p className="caption">{t('datasheet.peakModel', { factor: GAUSSIAN_PEAK_FACTOR })}</p>
        ) : null}
        <h2>{t('datasheet.applications')}</h2>
        <ul className="applications">
          {product.applications.map((application) => (
            <li key={application}>{application}</li>
          ))}
        </ul>
        <h2>{t('datasheet.contact')}</h2>
        <dl className="contact">
          <dt>{t('datasheet.company')}</dt>
          <dd>{site.companyName}</dd>
          <dt>{t('datasheet.address')}</dt>
          <dd>{site.address}</dd>
          <dt>{t('datasheet.phone')}</dt>
          <dd>
            {site.phone}
            {localeInfo[locale].hotlineFirst && site.hotline ? ` · ${site.hotline}` : ''}
          </dd>
          <dt>{t('datasheet.email')}</dt>
          <dd>{site.email}</dd>
          <dt>{t('datasheet.web')}</dt>
          <dd>{pageUrl}</dd>
        </dl>
        <p className="caption">{t('datasheet.disclaimer')}</p>
        <Footer product={product} site={site} revision={revision} page={2} />
      </section>
    </>
  );
}

/** The datasheet of `props.product` as a self-contained HTML document (two A4 pages). */
export function datasheetHtml(props: DatasheetProps, messages: Messages): string {
  return renderDocument(<Datasheet {...props} />, {
    locale: props.locale,
    messages,
    title: `${props.product.model} ${messages['datasheet.title'] ?? ''}`,
    styles,
  });
}
