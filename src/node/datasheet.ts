/**
 * A product's datasheet as an HTML document of exactly two A4 pages, made from the same data as its
 * product page (the localized entry and the UI's parameter names), which scripts/datasheets.ts prints
 * to PDF with Chromium after `gatsby build`. Page 1: brand, model, name, summary, key figures and
 * the full specification table. Page 2: a dimensioned outline of the laser head, the power and
 * pulse-energy curve over the repetition rate (src/model/datasheet-curve.ts), applications, contact.
 */
import { datasheetCurve, type DatasheetCurve } from '../model/datasheet-curve';
import { optionKey, specKeys } from '../model/options';
import { engineering, GAUSSIAN_PEAK_FACTOR } from '../model/spec-figures';
import { specHeadline, specText } from '../model/spec-text';
import type { Locale } from '../i18n/locales';

export interface DatasheetProduct {
  slug: string;
  model: string;
  name: string;
  summary: string;
  applications: readonly string[];
  specifications: readonly { key: string; value: string }[];
}

export interface DatasheetSite {
  brand: string;
  companyName: string;
  address: string;
  phone: string;
  hotline?: string;
  email: string;
  /** The site's origin, e.g. https://www.yaochen-laser.cn, for the product page's address. */
  siteUrl: string;
}

/** The locale's messages (every namespace merged), as the site's i18n has them. */
export type Messages = Record<string, string>;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const format = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** The key figures shown large on page 1, when the product gives them. */
const keyFigures = ['wavelength', 'pulseWidth', 'averagePower', 'pulseEnergy', 'repetitionRate', 'peakPower'];

/** Rows in the canonical parameter order. */
const ordered = (rows: DatasheetProduct['specifications']) =>
  [...rows].sort(
    (a, b) =>
      (specKeys.options as readonly string[]).indexOf(a.key) - (specKeys.options as readonly string[]).indexOf(b.key),
  );

/** The head's length × width × height in mm from the `dimensions` row ('560 × 320 × 150 mm'), or null. */
export function headDimensions(rows: DatasheetProduct['specifications']): [number, number, number] | null {
  const value = rows.find((row) => row.key === 'dimensions')?.value ?? '';
  const match = /(?<![\d.])(\d+(?:\.\d+)?) × (\d+(?:\.\d+)?) × (\d+(?:\.\d+)?) mm/.exec(value.replace(/\u00a0/g, ' '));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** A horizontal or vertical dimension line with arrows and its figure. */
function dimension(x1: number, y1: number, x2: number, y2: number, text: string, side: 'above' | 'left') {
  const label =
    side === 'above'
      ? `<text x="${(x1 + x2) / 2}" y="${y1 - 2.5}" text-anchor="middle">${text}</text>`
      : `<text x="${x1 - 2.5}" y="${(y1 + y2) / 2}" text-anchor="middle" transform="rotate(-90 ${x1 - 2.5} ${(y1 + y2) / 2})">${text}</text>`;
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" class="dim" marker-start="url(#arrow)" marker-end="url(#arrow)"/>${label}`;
}

/** Top view (length × width) above a side view (length × height), to scale, dimensioned in mm. */
export function outlineSvg(size: [number, number, number], messages: Messages): string {
  const [length, width, height] = size;
  const scale = Math.min(130 / length, 52 / width, 40 / height);
  const [l, w, h] = [length * scale, width * scale, height * scale];
  const x = 24;
  const top = 16;
  const side = top + w + 22;
  const exitY = side + h * 0.6;
  return `<svg class="drawing" viewBox="0 0 180 ${side + h + 12}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escape(messages['datasheet.drawing']!)}">
  <defs><marker id="arrow" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L6 3 L0 6 z"/></marker></defs>
  <text x="${x}" y="${top - 9}" class="view">${escape(messages['datasheet.topView']!)}</text>
  <rect x="${x}" y="${top}" width="${l}" height="${w}" class="body"/>
  <line x1="${x + l * 0.72}" y1="${top}" x2="${x + l * 0.72}" y2="${top + w}" class="edge"/>
  ${dimension(x, top - 1.5, x + l, top - 1.5, `${length}`, 'above')}
  ${dimension(x - 4, top, x - 4, top + w, `${width}`, 'left')}
  <text x="${x}" y="${side - 9}" class="view">${escape(messages['datasheet.sideView']!)}</text>
  <rect x="${x}" y="${side}" width="${l}" height="${h}" class="body"/>
  <circle cx="${x + l}" cy="${exitY}" r="1.6" class="aperture"/>
  <line x1="${x + l + 2}" y1="${exitY}" x2="${x + l + 16}" y2="${exitY}" class="beam" marker-end="url(#arrow)"/>
  <text x="${x + l + 3}" y="${exitY - 2.5}" class="note">${escape(messages['datasheet.beamExit']!)}</text>
  ${dimension(x - 4, side, x - 4, side + h, `${height}`, 'left')}
</svg>`;
}

/** Ticks of a log axis: 1, 2, 5 × 10ⁿ within [min, max]. */
const logTicks = (min: number, max: number) => {
  const ticks: number[] = [];
  for (let decade = 10 ** Math.floor(Math.log10(min)); decade <= max; decade *= 10)
    for (const step of [1, 2, 5])
      if (decade * step >= min * 0.999 && decade * step <= max * 1.001) ticks.push(decade * step);
  return ticks;
};

/** A round upper bound of a linear axis and its ticks. */
const linearTicks = (max: number) => {
  const step = 10 ** Math.floor(Math.log10(max));
  const unit = [1, 2, 2.5, 5, 10].map((factor) => factor * step).find((candidate) => max / candidate <= 5)!;
  const top = Math.ceil((max * 1.05) / unit) * unit;
  return { top, ticks: Array.from({ length: Math.round(top / unit) + 1 }, (_, index) => index * unit) };
};

/** Average power (left axis) and pulse energy (right axis) over the repetition rate (log axis). */
export function curveSvg(curve: DatasheetCurve, messages: Messages): string {
  const [x0, x1, y0, y1] = [22, 160, 8, 78];
  const logMin = Math.log10(curve.min);
  const logMax = Math.log10(curve.max);
  const xOf = (rate: number) => x0 + ((Math.log10(rate) - logMin) / (logMax - logMin)) * (x1 - x0);
  const power = linearTicks(Math.max(...curve.points.map((point) => point.power)));
  const energy = linearTicks(Math.max(...curve.points.map((point) => point.energy)));
  const yPower = (watts: number) => y1 - (watts / power.top) * (y1 - y0);
  const yEnergy = (joules: number) => y1 - (joules / energy.top) * (y1 - y0);
  const line = (y: (point: (typeof curve.points)[number]) => number) =>
    curve.points.map((point) => `${xOf(point.rate).toFixed(2)},${y(point).toFixed(2)}`).join(' ');
  const grid = logTicks(curve.min, curve.max)
    .map(
      (tick) =>
        `<line x1="${xOf(tick)}" y1="${y0}" x2="${xOf(tick)}" y2="${y1}" class="grid"/><text x="${xOf(tick)}" y="${y1 + 5}" text-anchor="middle">${engineering(tick, 'Hz')}</text>`,
    )
    .join('');
  const left = power.ticks
    .map(
      (tick) =>
        `<text x="${x0 - 1.5}" y="${yPower(tick) + 1.2}" text-anchor="end">${Number(tick.toPrecision(3))}</text>`,
    )
    .join('');
  const right = energy.ticks
    .map((tick) => `<text x="${x1 + 1.5}" y="${yEnergy(tick) + 1.2}">${engineering(tick, 'J').split(' ')[0]}</text>`)
    .join('');
  const energyUnit = engineering(energy.top, 'J').split(' ')[1]!;
  const nominal = curve.nominal;
  return `<svg class="curve" viewBox="0 0 180 92" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escape(messages['datasheet.curve']!)}">
  <rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" class="frame"/>
  ${grid}${left}${right}
  <text x="4" y="${(y0 + y1) / 2}" transform="rotate(-90 4 ${(y0 + y1) / 2})" text-anchor="middle" class="power-label">${escape(messages['datasheet.axisPower']!)} (W)</text>
  <text x="177" y="${(y0 + y1) / 2}" transform="rotate(90 177 ${(y0 + y1) / 2})" text-anchor="middle" class="energy-label">${escape(messages['datasheet.axisEnergy']!)} (${energyUnit.replace(/J$/, '')}J)</text>
  <text x="${(x0 + x1) / 2}" y="${y1 + 11}" text-anchor="middle">${escape(messages['datasheet.axisRate']!)}</text>
  <polyline points="${line((point) => yPower(point.power))}" class="power"/>
  <polyline points="${line((point) => yEnergy(point.energy))}" class="energy"/>
  <circle cx="${xOf(nominal.rate)}" cy="${yPower(nominal.power)}" r="1.3" class="power-dot"/>
  <circle cx="${xOf(nominal.rate)}" cy="${yEnergy(nominal.energy)}" r="1.3" class="energy-dot"/>
</svg>`;
}

const styles = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif; color: #1c2430; font-size: 9.5pt; line-height: 1.45; }
.page { width: 210mm; height: 297mm; padding: 0 16mm 14mm; position: relative; overflow: hidden; page-break-after: always; break-after: page; }
.page:last-child { page-break-after: auto; break-after: auto; }
header { margin: 0 -16mm 6mm; padding: 9mm 16mm 7mm; background: #0b2545; color: #fff; }
.brand { font-size: 9pt; letter-spacing: 0.08em; opacity: 0.85; }
.model { font-size: 24pt; font-weight: 700; margin: 1mm 0 0; }
.name { font-size: 12pt; margin: 0; }
.summary { margin: 3mm 0 0; font-size: 9pt; opacity: 0.92; max-width: 165mm; }
h2 { font-size: 11pt; color: #0b2545; border-bottom: 0.4mm solid #1b9aaa; padding-bottom: 1mm; margin: 4mm 0 2mm; }
.figures { display: grid; grid-template-columns: repeat(3, 1fr); gap: 2.5mm; margin: 0; }
.figures div { border: 0.3mm solid #c9d3df; border-radius: 1.5mm; padding: 2mm 3mm; }
.figures dt { font-size: 7.5pt; color: #4a5868; }
.figures dd { margin: 0; font-size: 12pt; font-weight: 700; color: #0b2545; }
table { width: 100%; border-collapse: collapse; font-size: 8.8pt; }
th, td { text-align: left; vertical-align: top; padding: 1.3mm 2mm; border-bottom: 0.2mm solid #d9e0e8; }
th { width: 38%; font-weight: 500; color: #4a5868; background: #f2f5f8; }
footer { position: absolute; left: 16mm; right: 16mm; bottom: 7mm; display: flex; justify-content: space-between; font-size: 7.5pt; color: #6a7685; border-top: 0.2mm solid #d9e0e8; padding-top: 1.5mm; }
.pagehead { display: flex; justify-content: space-between; align-items: baseline; margin: 0 -16mm 2mm; padding: 6mm 16mm 3mm; border-bottom: 0.5mm solid #0b2545; }
.pagehead strong { font-size: 13pt; color: #0b2545; }
svg { width: 100%; height: auto; font-size: 3.2px; font-family: inherit; }
svg .body { fill: #eef2f6; stroke: #0b2545; stroke-width: 0.5; }
svg .edge { stroke: #0b2545; stroke-width: 0.25; stroke-dasharray: 1 0.8; }
svg .dim { stroke: #4a5868; stroke-width: 0.2; }
svg marker path { fill: #4a5868; }
svg .view { font-weight: 700; fill: #0b2545; }
svg .note { fill: #b5179e; }
svg .aperture { fill: #b5179e; }
svg .beam { stroke: #b5179e; stroke-width: 0.6; }
svg .frame { fill: none; stroke: #4a5868; stroke-width: 0.3; }
svg .grid { stroke: #d9e0e8; stroke-width: 0.2; }
svg .power { fill: none; stroke: #0b6e99; stroke-width: 0.8; }
svg .energy { fill: none; stroke: #d1495b; stroke-width: 0.8; stroke-dasharray: 2 1; }
svg .power-dot, svg .power-label { fill: #0b6e99; }
svg .energy-dot, svg .energy-label { fill: #d1495b; }
svg.drawing { height: 56mm; font-size: 5.5px; }
svg.curve { height: 70mm; }
.caption { font-size: 8pt; color: #4a5868; margin: 1mm 0 0; }
.legend span { margin-right: 5mm; }
.legend .p { color: #0b6e99; } .legend .e { color: #d1495b; }
ul { margin: 0; padding-left: 5mm; columns: 2; column-gap: 8mm; font-size: 9pt; }
.contact { font-size: 9pt; display: grid; grid-template-columns: auto 1fr; gap: 0.8mm 4mm; margin: 0; }
.contact dt { color: #4a5868; }
.contact dd { margin: 0; }
`;

/** The datasheet of `product` in `locale` as a self-contained HTML document (two A4 pages). */
export function datasheetHtml(
  product: DatasheetProduct,
  locale: Locale,
  messages: Messages,
  site: DatasheetSite,
  version: string,
): string {
  const m = (key: string, values: Record<string, string | number> = {}) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`datasheet: no message ${key} in locale ${locale}`);
    return escape(format(message, values));
  };
  const rows = ordered(product.specifications);
  const label = (key: string) => m(optionKey(specKeys, key));
  const figures = keyFigures
    .map((key) => rows.find((row) => row.key === key))
    .filter((row): row is { key: string; value: string } => row !== undefined);
  const size = headDimensions(rows);
  const curve = datasheetCurve(rows);
  const pageUrl = `${site.siteUrl.replace(/\/$/, '')}${locale === 'zh' ? '' : `/${locale}`}/products/${product.slug}/`;
  const footer = (page: number) =>
    `<footer><span>${escape(site.companyName)} · ${escape(product.model)} ${m('datasheet.title')}</span><span>${m('datasheet.version', { version })}</span><span>${m('datasheet.page', { page, pages: 2 })}</span></footer>`;
  return `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escape(product.model)} ${m('datasheet.title')}</title><style>${styles}</style></head>
<body>
<section class="page">
  <header>
    <div class="brand">${escape(site.brand)} · ${m('datasheet.title')}</div>
    <p class="model">${escape(product.model)}</p>
    <p class="name">${escape(product.name)}</p>
    <p class="summary">${escape(product.summary)}</p>
  </header>
  <h2>${m('datasheet.keyFigures')}</h2>
  <dl class="figures">${figures.map((row) => `<div><dt>${label(row.key)}</dt><dd>${escape(specText(specHeadline(row.value)))}</dd></div>`).join('')}</dl>
  <h2>${m('datasheet.specifications')}</h2>
  <table><tbody>${rows.map((row) => `<tr><th scope="row">${label(row.key)}</th><td>${escape(specText(row.value))}</td></tr>`).join('')}</tbody></table>
  ${footer(1)}
</section>
<section class="page">
  <div class="pagehead"><strong>${escape(product.model)}</strong><span>${escape(product.name)}</span></div>
  <h2>${m('datasheet.drawing')}</h2>
  ${size ? outlineSvg(size, messages) : `<p>${m('datasheet.noDrawing')}</p>`}
  <h2>${m('datasheet.curve')}</h2>
  ${
    curve
      ? `${curveSvg(curve, messages)}<p class="legend"><span class="p">━ ${m('datasheet.axisPower')}</span><span class="e">╍ ${m('datasheet.axisEnergy')}</span></p><p class="caption">${m('datasheet.curveModel', { rate: engineering(curve.nominal.rate, 'Hz'), power: engineering(curve.nominal.power, 'W'), energy: engineering(curve.nominal.energy, 'J') })}</p>`
      : `<p class="caption">${m('datasheet.fixedRate')}</p>`
  }
  ${rows.some((row) => row.key === 'peakPower') ? `<p class="caption">${m('datasheet.peakModel', { factor: GAUSSIAN_PEAK_FACTOR })}</p>` : ''}
  <h2>${m('datasheet.applications')}</h2>
  <ul>${product.applications.map((application) => `<li>${escape(application)}</li>`).join('')}</ul>
  <h2>${m('datasheet.contact')}</h2>
  <dl class="contact">
    <dt>${m('datasheet.company')}</dt><dd>${escape(site.companyName)}</dd>
    <dt>${m('datasheet.address')}</dt><dd>${escape(site.address)}</dd>
    <dt>${m('datasheet.phone')}</dt><dd>${escape(site.phone)}${locale === 'zh' && site.hotline ? ` · ${escape(site.hotline)}` : ''}</dd>
    <dt>${m('datasheet.email')}</dt><dd>${escape(site.email)}</dd>
    <dt>${m('datasheet.web')}</dt><dd>${escape(pageUrl)}</dd>
  </dl>
  <p class="caption">${m('datasheet.disclaimer')}</p>
  ${footer(2)}
</section>
</body></html>`;
}
