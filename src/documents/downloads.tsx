/**
 * The downloads the build makes from the content (a downloads entry with `document`): a series'
 * user manual or command set, the product catalogue and the EU declaration of conformity, in each language.
 * Each is a cover, a table of contents with page numbers (scripts/datasheets.ts prints twice and
 * reads the pages of the headings from the first print) and chapters: the editors' text (the
 * entry's `body`, one `##` heading per chapter) around what the product data gives (models,
 * specifications through SpecTable, laser class, outline drawings).
 */
import React, { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpecTable } from '../components/products/spec-table';
import { type Locale, localeInfo } from '../i18n/locales';
import { optionKey, productSeries, specKeys } from '../model/options';
import { specHeadline, specText } from '../model/spec-text';
import type { DocumentContent, DocumentProduct, GeneratedDownload } from './content';
import { drawingStyles, headDimensions, mounting, Outline } from './drawings';
import { CommandBlock, commandSetStyles, ErrorTable, TransportTable } from './command-set';
import { baseStyles, type Messages, renderDocument, siteAddress } from './render';
import type { Revision } from './revision';

const styles = `${baseStyles}${drawingStyles}${commandSetStyles}
@page { size: A4; margin: 16mm 16mm 20mm; }
.cover { height: 255mm; display: flex; flex-direction: column; break-after: page; }
.cover .band { background: #0b2545; color: #fff; padding: 14mm 10mm 12mm; margin: 0 -2mm; }
.cover .brand { font-size: 10pt; letter-spacing: 0.08em; opacity: 0.85; }
.cover h1 { font-size: 26pt; margin: 4mm 0 2mm; line-height: 1.2; }
.cover .subtitle { font-size: 12pt; opacity: 0.92; margin: 0; }
.cover .models { margin: 10mm 0 0; font-size: 11pt; color: #0b2545; }
.cover .models li { margin-bottom: 1mm; }
.cover .imprint { margin-top: auto; font-size: 9pt; color: #4a5868; border-top: 0.3mm solid #c9d3df; padding-top: 3mm; }
.contents { break-after: page; }
.contents h2 { font-size: 16pt; border: none; }
.contents ol { list-style: none; padding: 0; font-size: 10.5pt; }
.contents li { display: flex; gap: 2mm; padding: 1.6mm 0; border-bottom: 0.2mm dotted #c9d3df; }
.contents li.sub { padding-left: 7mm; font-size: 9.5pt; }
.contents li span:first-child { flex: 1; }
.chapter { break-before: page; }
.chapter > h2 { font-size: 14pt; }
.keep { break-inside: avoid; }
.model-block { break-inside: avoid; margin-bottom: 5mm; }
.model-block h3 { font-size: 12pt; margin-bottom: 0.5mm; }
.model-block .name { color: #4a5868; margin: 0 0 1.5mm; }
.overview th, .overview td { font-size: 8.3pt; }
.note { font-size: 8.5pt; color: #4a5868; }
.signature { margin-top: 14mm; display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; }
.signature div { border-top: 0.3mm solid #1c2430; padding-top: 2mm; }
`;

/** A chapter of the contents: its anchor, its title and, once known, its page. */
interface Chapter {
  id: string;
  title: string;
  level: 1 | 2;
}

/** The text of a bit of markup: every tag left out. */
function textOf(markup: string): string {
  let text = '';
  let inTag = false;
  for (const char of markup) {
    if (char === '<') inTag = true;
    else if (char === '>') inTag = false;
    else if (!inTag) text += char;
  }
  return text;
}

/** The `##` chapters of an entry's body HTML, each given an anchor the contents can name. */
export function chaptersOf(bodyHtml: string | null, prefix: string): { chapters: Chapter[]; html: string[] } {
  if (!bodyHtml) return { chapters: [], html: [] };
  const parts = bodyHtml.split(/(?=<h2[\s>])/).filter((part) => part.trim());
  const chapters: Chapter[] = [];
  // Read with indexOf, not patterns such as /<h2[^>]*>/ (retried at every `<`: quadratic on
  // markup an editor wrote; src/__tests__/redos.test.ts).
  const html = parts.map((part, index) => {
    const open = part.indexOf('<h2');
    const openEnd = open < 0 ? -1 : part.indexOf('>', open);
    const close = openEnd < 0 ? -1 : part.indexOf('</h2>', openEnd);
    const title = close < 0 ? '' : textOf(part.slice(openEnd + 1, close)).trim();
    if (!title) return part;
    const id = `${prefix}-${index + 1}`;
    chapters.push({ id, title: title.replace(/&amp;/g, '&'), level: 1 });
    return `${part.slice(0, open)}<h2 id="${id}"${part.slice(open + 3)}`;
  });
  return { chapters, html };
}

function Cover({
  title,
  subtitle,
  models,
  content,
  revision,
}: {
  title: string;
  subtitle: string;
  models: readonly DocumentProduct[];
  content: DocumentContent;
  revision: Revision;
}) {
  const { t } = useTranslation();
  return (
    <section className="cover">
      <div className="band">
        <div className="brand">{content.site.brand}</div>
        <h1>{title}</h1>
        <p className="subtitle">{subtitle}</p>
      </div>
      {models.length ? (
        <ul className="models">
          {models.map((product) => (
            <li key={product.slug}>
              <strong>{product.model}</strong> · {product.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="imprint">
        <p>{content.site.companyName}</p>
        <p>{content.site.address}</p>
        <p>
          {content.site.phone} · {content.site.email}
        </p>
        <p>{t('document.revision', { number: revision.number, date: revision.date })}</p>
      </div>
    </section>
  );
}

function Contents({ chapters, pages }: { chapters: readonly Chapter[]; pages: Record<string, number> }) {
  const { t } = useTranslation();
  // Chapters are numbered 1, 2, …; their sections (level 2) are listed under them without one.
  const numbers = chapters.map((_, index) => chapters.slice(0, index + 1).filter((item) => item.level === 1).length);
  return (
    <section className="contents">
      <h2>{t('document.contents')}</h2>
      <ol>
        {chapters.map((chapter, index) => (
          <li key={chapter.id} className={chapter.level === 2 ? 'sub' : undefined}>
            <span>
              {chapter.level === 1 ? `${numbers[index]}  ` : ''}
              {chapter.title}
            </span>
            <span>{pages[chapter.id] ?? '–'}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const rowsOf = (product: DocumentProduct, keys: readonly string[]) =>
  product.specifications.filter((row) => keys.includes(row.key));
const headline = (product: DocumentProduct, key: string) => {
  const value = product.specifications.find((row) => row.key === key)?.value;
  return value ? specText(specHeadline(value)) : '–';
};

/** What a manual's first chapter gives of each model: safety and installation figures. */
const manualKeys = [
  'wavelength',
  'averagePower',
  'pulseEnergy',
  'laserClass',
  'cooling',
  'power',
  'dimensions',
  'controllerDimensions',
  'weight',
];

function ModelsChapter({ id, title, products }: { id: string; title: string; products: readonly DocumentProduct[] }) {
  return (
    <section className="chapter">
      <h2 id={id}>{title}</h2>
      {products.map((product) => (
        <div className="model-block" key={product.slug}>
          <h3>{product.model}</h3>
          <p className="name">{product.name}</p>
          <SpecTable specifications={rowsOf(product, manualKeys)} caption={product.model} />
        </div>
      ))}
    </section>
  );
}

function DrawingsChapter({ id, title, products }: { id: string; title: string; products: readonly DocumentProduct[] }) {
  const { t } = useTranslation();
  return (
    <section className="chapter">
      <h2 id={id}>{title}</h2>
      <p className="note">{t('document.drawingsNote')}</p>
      {products.map((product) => {
        const size = headDimensions(product.specifications);
        if (!size) return null;
        const { pitch, beam } = mounting(size);
        return (
          <div className="model-block" key={product.slug}>
            <h3>{product.model}</h3>
            <Outline
              size={size}
              labels={{
                title: `${product.model} ${t('datasheet.drawing')}`,
                top: t('datasheet.topView'),
                front: t('datasheet.frontView'),
                beam: t('datasheet.beamExit'),
                holes: t('datasheet.holes'),
              }}
            />
            <p className="note">
              {t('document.mounting', {
                pitch: `${pitch[0]} × ${pitch[1]}`,
                height: beam.height,
              })}
            </p>
          </div>
        );
      })}
    </section>
  );
}

function Body({ html }: { html: readonly string[] }) {
  return (
    <>
      {html.map((part, index) => (
        <section key={index} className="chapter" dangerouslySetInnerHTML={{ __html: part }} />
      ))}
    </>
  );
}

export interface GeneratedProps {
  entry: GeneratedDownload;
  content: DocumentContent;
  locale: Locale;
  siteUrl: string;
  revision: Revision;
  /** The page of each chapter, read from a first print; empty on the first print. */
  pages: Record<string, number>;
}

const seriesLabel = (series: string) => optionKey(productSeries, series);

/** The models a generated document covers: its series', or every active one. */
export const modelsOf = (entry: GeneratedDownload, content: DocumentContent) =>
  content.products.filter((product) => !entry.series || product.series === entry.series);

function Manual({ entry, content, revision, pages }: GeneratedProps) {
  const { t } = useTranslation();
  const models = modelsOf(entry, content);
  const body = chaptersOf(entry.bodyHtml, 'chapter');
  const chapters: Chapter[] = [
    { id: 'models', title: t('document.manualModels'), level: 1 },
    ...body.chapters,
    { id: 'drawings', title: t('document.drawings'), level: 1 },
  ];
  return (
    <>
      <Cover
        title={entry.title}
        subtitle={t('document.manualSubtitle', { series: t(seriesLabel(entry.series ?? '')) })}
        models={models}
        content={content}
        revision={revision}
      />
      <Contents chapters={chapters} pages={pages} />
      <ModelsChapter id="models" title={t('document.manualModels')} products={models} />
      <Body html={body.html} />
      <DrawingsChapter id="drawings" title={t('document.drawings')} products={models} />
    </>
  );
}

const overviewKeys = ['wavelength', 'pulseWidth', 'averagePower', 'pulseEnergy', 'repetitionRate'];

function Catalog({ entry, content, locale, siteUrl, revision, pages }: GeneratedProps) {
  const { t } = useTranslation();
  const models = modelsOf(entry, content);
  const series = productSeries.options.filter((option) => models.some((product) => product.series === option));
  const body = chaptersOf(entry.bodyHtml, 'intro');
  const chapters: Chapter[] = [
    ...body.chapters,
    { id: 'overview', title: t('document.overview'), level: 1 },
    ...series.flatMap((option): Chapter[] => [
      { id: `series-${option}`, title: t(seriesLabel(option)), level: 1 },
      ...models
        .filter((product) => product.series === option)
        .map((product): Chapter => ({ id: product.slug, title: `${product.model} · ${product.name}`, level: 2 })),
    ]),
    { id: 'contact', title: t('datasheet.contact'), level: 1 },
  ];
  return (
    <>
      <Cover
        title={entry.title}
        subtitle={t('document.catalogSubtitle', { models: models.length })}
        models={models}
        content={content}
        revision={revision}
      />
      <Contents chapters={chapters} pages={pages} />
      <Body html={body.html} />
      <section className="chapter">
        <h2 id="overview">{t('document.overview')}</h2>
        <table className="overview">
          <thead>
            <tr>
              <th scope="col">{t('document.model')}</th>
              {overviewKeys.map((key) => (
                <th scope="col" key={key}>
                  {t(optionKey(specKeys, key))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {models.map((product) => (
              <tr key={product.slug}>
                <th scope="row">{product.model}</th>
                {overviewKeys.map((key) => (
                  <td key={key}>{headline(product, key)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {series.map((option) => (
        <section className="chapter" key={option}>
          <h2 id={`series-${option}`}>{t(seriesLabel(option))}</h2>
          {models
            .filter((product) => product.series === option)
            .map((product) => (
              <div className="model-block" key={product.slug}>
                <h3 id={product.slug}>{product.model}</h3>
                <p className="name">{product.name}</p>
                <p>{product.summary}</p>
                <SpecTable specifications={product.specifications} caption={product.model} />
                <p className="note">
                  {t('document.applications', {
                    list: new Intl.ListFormat(localeInfo[locale].intl, { type: 'conjunction' }).format(
                      product.applications,
                    ),
                  })}
                </p>
                <p className="note">{siteAddress(siteUrl, 'products-detail-id', locale, { id: product.slug })}</p>
              </div>
            ))}
        </section>
      ))}
      <section className="chapter">
        <h2 id="contact">{t('datasheet.contact')}</h2>
        <p>{content.site.companyName}</p>
        <p>{content.site.address}</p>
        <p>
          {content.site.phone}
          {localeInfo[locale].hotlineFirst && content.site.hotline ? ` · ${content.site.hotline}` : ''} ·{' '}
          {content.site.email}
        </p>
        <p>{siteAddress(siteUrl, 'products', locale)}</p>
      </section>
    </>
  );
}

function Declaration({ entry, content, locale, siteUrl }: GeneratedProps) {
  const { t } = useTranslation();
  const signer = entry.signer ? content.people.get(entry.signer) : undefined;
  if (!signer?.active) throw new Error(`documents: ${entry.slug} needs a current signer, not "${entry.signer ?? ''}"`);
  // The declaration covers the laser sources; modules sold to laser builders are components.
  const models = content.products.filter((product) => product.series !== 'component');
  return (
    <section>
      <div className="cover-lite">
        <p className="note">{content.site.brand}</p>
        <h2 style={{ fontSize: '18pt' }}>{entry.title}</h2>
      </div>
      <p>
        {t('document.declarationManufacturer', { company: content.site.companyName, address: content.site.address })}
      </p>
      <h3>{t('document.declarationProducts')}</h3>
      <table>
        <tbody>
          {models.map((product) => (
            <tr key={product.slug}>
              <th scope="row">{product.model}</th>
              <td>
                {product.name} · {headline(product, 'laserClass')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div dangerouslySetInnerHTML={{ __html: entry.bodyHtml ?? '' }} />
      <div className="signature keep">
        <div>
          <strong>{signer.name}</strong>
          <br />
          {signer.position}
          <br />
          {t('document.declarationSigned', { company: content.site.companyName })}
        </div>
        <div>
          {content.site.address}
          <br />
          {siteAddress(siteUrl, 'supports', locale)}
        </div>
      </div>
    </section>
  );
}

/**
 * A series' command set and interface reference, from its remote-control interface (the
 * interfaces collection): the models it covers, transport, syntax, each command, the error codes,
 * then any chapters of the entry's own text (examples, timing).
 */
function CommandSet({ entry, content, revision, pages }: GeneratedProps) {
  const { t } = useTranslation();
  const data = content.interfaces.get(entry.series ?? '');
  if (!data) throw new Error(`documents: ${entry.slug} needs the remote-control interface of "${entry.series ?? ''}"`);
  const models = modelsOf(entry, content);
  const body = chaptersOf(entry.bodyHtml, 'chapter');
  const chapters: Chapter[] = [
    { id: 'transport', title: t('document.commandsTransport'), level: 1 },
    { id: 'commands', title: t('document.commandsList'), level: 1 },
    { id: 'errors', title: t('document.commandsErrors'), level: 1 },
    ...body.chapters,
  ];
  return (
    <>
      <Cover
        title={entry.title}
        subtitle={t('document.commandsSubtitle', { series: t(seriesLabel(entry.series ?? '')) })}
        models={models}
        content={content}
        revision={revision}
      />
      <Contents chapters={chapters} pages={pages} />
      <section className="chapter">
        <h2 id="transport">{t('document.commandsTransport')}</h2>
        {data.intro ? <p>{data.intro}</p> : null}
        <TransportTable data={data} />
        <h3>{t('document.commandsSyntax')}</h3>
        <p>{t('document.syntaxText')}</p>
        <h3>{t('document.commandsModels')}</h3>
        <p>{models.map((product) => product.model).join(', ')}</p>
      </section>
      <section className="chapter">
        <h2 id="commands">{t('document.commandsList')}</h2>
        <p className="note">{t('document.rangeNote')}</p>
        {data.commands.map((command, index) => (
          <CommandBlock key={`${command.name}-${index}`} command={command} />
        ))}
      </section>
      <section className="chapter">
        <h2 id="errors">{t('document.commandsErrors')}</h2>
        <ErrorTable data={data} />
      </section>
      <Body html={body.html} />
    </>
  );
}

const views: Record<GeneratedDownload['document'], (props: GeneratedProps) => ReactNode> = {
  commands: CommandSet,
  manual: Manual,
  catalog: Catalog,
  declaration: Declaration,
};

/** The generated download `props.entry` as a self-contained HTML document. */
export function generatedHtml(props: GeneratedProps, messages: Messages): string {
  const View = views[props.entry.document];
  return renderDocument(<View {...props} />, { locale: props.locale, messages, title: props.entry.title, styles });
}

/** The footer Chromium prints on every page: the document, its revision, the page of the pages. */
export function footerTemplate(
  props: Pick<GeneratedProps, 'entry' | 'content' | 'revision'>,
  messages: Messages,
): string {
  return documentFooter(props.content.site.companyName, props.entry.title, props.revision, messages);
}

/**
 * The footer Chromium prints on every page of a document of several pages (a generated download,
 * an application note): the company and the document's title, its revision, page X of Y.
 */
export function documentFooter(companyName: string, title: string, revision: Revision, messages: Messages): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const revisionLine = escape(messages['document.revision'] ?? '')
    .replace('{{number}}', String(revision.number))
    .replace('{{date}}', revision.date);
  const page = escape(messages['document.footerPage'] ?? '')
    .replace('{{page}}', '<span class="pageNumber"></span>')
    .replace('{{pages}}', '<span class="totalPages"></span>');
  return `<div style="width:100%;margin:0 16mm;font-size:7.5pt;color:#6a7685;font-family:'Noto Sans CJK SC','Noto Sans',sans-serif;display:flex;justify-content:space-between;border-top:0.2mm solid #d9e0e8;padding-top:1.5mm"><span>${escape(companyName)} · ${escape(title)}</span><span>${revisionLine}</span><span>${page}</span></div>`;
}
