// `node scripts/samples/draw-identity.mjs`: draws the brand imagery that is not content: the home hero
// (a femtosecond pulse train focused into glass) and the wordmarks of the customer and partner
// strip, as small hand-written SVG under static/images/. Everything is drawn here (no stock art);
// the partner names are invented for this site and belong to no real company.
// It also prints the site's default share image (static/images/share.jpg: the hero on a 1200 × 630
// card, for pages without a picture of their own). Re-running overwrites the same files; the
// outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'static', 'images');
/** A coordinate to one decimal. @param {number} n */
const f = (n) => Number(n.toFixed(1));

// ------------------------------------------------------------------------------------ the hero
/**
 * The figures the hero prints beside its pulse train are a real model's, from its data
 * (content/products): the active 1030 nm femtosecond laser with the shortest pulses.
 */
function heroLabel() {
  /**
   * The fields of a product entry read here.
   * @typedef {{ state: string, pulseRegime: string, model: string, specifications: { key: string, value: string }[] }} Product
   */
  const dir = path.join(root, 'content', 'products');
  const candidates = fs
    .readdirSync(dir)
    .map((file) => /** @type {{ zh: Product }} */ (load(fs.readFileSync(path.join(dir, file), 'utf8'))).zh)
    .filter((product) => product.state === 'active' && product.pulseRegime === 'femtosecond')
    .map((product) => {
      /** @param {string} key */
      const spec = (key) => product.specifications.find((row) => row.key === key)?.value ?? '';
      /** @param {string} value */
      const headline = (value) => (value.split(/[（(，,;；]/)[0] ?? '').trim();
      return { model: product.model, wavelength: headline(spec('wavelength')), pulse: headline(spec('pulseWidth')) };
    })
    .filter((product) => product.wavelength === '1030 nm' && /fs$/.test(product.pulse));
  /** @param {string} pulse */
  const femtoseconds = (pulse) => Number(/([\d.]+)\s*fs/.exec(pulse)?.[1]);
  const [fastest] = candidates.sort((a, b) => femtoseconds(a.pulse) - femtoseconds(b.pulse));
  if (!fastest) throw new Error('draw-identity: no active 1030 nm femtosecond model for the hero');
  /** @param {string} text */
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escape(`${fastest.model} · ${fastest.pulse} · ${fastest.wavelength}`);
}

// 720 × 480: a train of identical ultrashort pulses (left), a focusing lens, the focused beam
// writing a filament into a glass plate, and the row of channels it has already written.
function hero() {
  const W = 720;
  const H = 480;
  // The pulse train: Gaussian envelopes on a time axis, one every 64 px.
  const base = 168;
  let train = `M24 ${base}`;
  for (let x = 24; x <= 392; x += 2) {
    let y = 0;
    for (let c = 56; c <= 392; c += 64) y += Math.exp(-(((x - c) / 5.5) ** 2));
    train += `L${x} ${f(base - y * 96)}`;
  }
  const ticks = Array.from({ length: 6 }, (_, i) => `<path d="M${56 + i * 64} ${base + 10}v8"/>`).join('');
  // The glass plate in a shallow isometric view, and the channels along the cut line.
  const plate = 'M210 372 L520 300 L700 352 L390 430 Z';
  const side = 'M210 372 L390 430 L390 446 L210 388 Z';
  const front = 'M390 430 L700 352 L700 368 L390 446 Z';
  const channels = Array.from({ length: 14 }, (_, i) => {
    const t = i / 13;
    const x = 300 + t * 150;
    const y = 392 - t * 36;
    return `<path d="M${f(x)} ${f(y)}v14" stroke-opacity="${f(0.35 + 0.5 * t)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.5" y2="1"><stop offset="0" stop-color="#0f3f95"/><stop offset="1" stop-color="#050d22"/></linearGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3ff" stop-opacity="0.15"/><stop offset="1" stop-color="#d8f1ff" stop-opacity="0.9"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fd4ff" stop-opacity="0.28"/><stop offset="1" stop-color="#4a8fd8" stop-opacity="0.12"/></linearGradient>
<radialGradient id="spot"><stop offset="0" stop-color="#ffffff"/><stop offset="0.25" stop-color="#bfe8ff"/><stop offset="1" stop-color="#4aa8ff" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.06"/></pattern>
<filter id="glow" x="-20%" y="-60%" width="140%" height="220%"><feGaussianBlur stdDeviation="6"/></filter>
</defs>
<rect width="${W}" height="${H}" rx="12" fill="url(#bg)"/>
<rect width="${W}" height="${H}" rx="12" fill="url(#grid)"/>
<g fill="none" stroke-linejoin="round">
<path d="M24 ${base}H392" stroke="#ffffff" stroke-opacity="0.25"/>
<g stroke="#ffffff" stroke-opacity="0.35">${ticks}</g>
<path d="${train}" stroke="#6cc4ff" stroke-width="8" stroke-opacity="0.55" filter="url(#glow)"/>
<path d="${train}" stroke="#d8f1ff" stroke-width="2.5"/>
<path d="M392 ${base}H470" stroke="#6cc4ff" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>
</g>
<text x="24" y="${base + 38}" font-family="'Liberation Sans','DejaVu Sans',sans-serif" font-size="13" letter-spacing="2" fill="#ffffff" fill-opacity="0.55">${heroLabel()}</text>
<g>
<rect x="470" y="${base - 14}" width="56" height="28" rx="4" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.35"/>
<path d="M476 ${base + 8}L520 ${base - 8}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>
<path d="M498 ${base + 14}V206" stroke="#d8f1ff" stroke-width="10" stroke-opacity="0.35" filter="url(#glow)"/>
<path d="M498 ${base + 14}V206" stroke="#d8f1ff" stroke-width="3"/>
<ellipse cx="498" cy="214" rx="52" ry="9" fill="#bfe3ff" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.6"/>
<path d="M456 222 L498 368 L540 222 Z" fill="url(#beam)" opacity="0.75"/>
<path d="M478 222 L498 368 L518 222 Z" fill="#ffffff" fill-opacity="0.35"/>
</g>
<path d="${side}" fill="#2d6db8" fill-opacity="0.35"/>
<path d="${front}" fill="#1b4f96" fill-opacity="0.45"/>
<path d="${plate}" fill="url(#glass)" stroke="#bfe3ff" stroke-opacity="0.6"/>
<path d="M300 392 L480 350" stroke="#bfe3ff" stroke-opacity="0.5" stroke-dasharray="3 5"/>
<g stroke="#e6f6ff" stroke-width="2" stroke-linecap="round">${channels}</g>
<path d="M498 346v34" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>
<circle cx="498" cy="360" r="30" fill="url(#spot)" opacity="0.9"/>
</svg>
`;
}

// ---------------------------------------------------------------------- the partner wordmarks
// One drawn style for every wordmark, as a customer strip of a trade catalogue would set them:
// 200 × 56, one grey, a 32 px rounded-square badge holding a simple line glyph (2.5 px strokes),
// the name in one bold sans face in title case and the line of business in spaced capitals.
const INK = '#5b6475';
const SANS = "'Liberation Sans','DejaVu Sans',Arial,sans-serif";
/** @param {string} body */
const glyph = (body) =>
  `<rect x="5" y="12" width="32" height="32" rx="7" fill="none" stroke="${INK}" stroke-width="2.5"/>` +
  `<g fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
const partners = [
  {
    slug: 'halvexa-display',
    name: 'Halvexa',
    sub: 'DISPLAY',
    mark: glyph('<path d="M13 21h16v14H13z"/><path d="M17 39h8"/>'),
  },
  {
    slug: 'qorvane-semiconductor',
    name: 'Qorvane',
    sub: 'SEMICONDUCTOR',
    mark: glyph('<circle cx="21" cy="28" r="7"/><path d="M21 17v4M21 35v4M10 28h4M28 28h4"/>'),
  },
  { slug: 'brixolt-energy', name: 'Brixolt', sub: 'ENERGY', mark: glyph('<path d="M23 18l-7 11h6l-2 9 7-11h-6z"/>') },
  { slug: 'tessarine-medical', name: 'Tessarine', sub: 'MEDICAL', mark: glyph('<path d="M21 19v18M12 28h18"/>') },
  { slug: 'novacline-glass', name: 'Novacline', sub: 'GLASS WORKS', mark: glyph('<path d="M12 37l9-18 9 18z"/>') },
  {
    slug: 'zemtrix-circuits',
    name: 'Zemtrix',
    sub: 'CIRCUITS',
    mark: glyph('<path d="M13 21h6v14h10"/><circle cx="29" cy="21" r="2"/>'),
  },
  {
    slug: 'orvessa-solar',
    name: 'Orvessa',
    sub: 'SOLAR',
    mark: glyph('<circle cx="21" cy="28" r="5"/><path d="M21 17v3M21 36v3M10 28h3M29 28h3"/>'),
  },
];

/** @param {{ name: string, sub: string, mark: string }} partner */
function wordmark({ name, sub, mark }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="56" viewBox="0 0 200 56">
${mark}
<text x="46" y="31" font-family="${SANS}" font-size="21" font-weight="700" letter-spacing="0.5" fill="${INK}">${name}</text>
<text x="47" y="45" font-family="${SANS}" font-size="9" letter-spacing="2.2" fill="${INK}">${sub}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------- the certificates
// The sheet of the honors' drawn certificates (src/components/about/certificate.tsx writes the
// year, title and issuer on it): paper, a double frame, gilt corners and rule, and a seal, red for
// an award and blue for a certification. 320 × 226, an A4 sheet in landscape.
/** @param {string} seal */
function certificate(seal) {
  const corners = [
    [14, 14],
    [306, 14],
    [14, 212],
    [306, 212],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="226" viewBox="0 0 320 226">
<rect width="320" height="226" rx="4" fill="#fbf8f1"/>
<g fill="none" stroke="#0f3f95"><rect x="8" y="8" width="304" height="210" stroke-width="2"/><rect x="14" y="14" width="292" height="198" stroke-width="0.75" stroke-dasharray="1 2"/></g>
<g fill="none" stroke="#c9a227" stroke-width="1.5">${corners}<path d="M110 46h100"/></g>
<path d="M60 150h130" stroke="#cfd5e0"/>
<g transform="translate(250 166)" fill="none" stroke="${seal}" opacity="0.85"><circle r="27" stroke-width="2.5"/><circle r="21" stroke-width="0.75"/><path d="M0 -13l3.8 7.8 8.6 1.2-6.2 6 1.5 8.6L0 6.6l-7.7 4 1.5-8.6-6.2-6 8.6-1.2z" fill="${seal}" stroke="none"/></g>
</svg>
`;
}

fs.mkdirSync(path.join(out, 'partners'), { recursive: true });
/** @type {string[]} */
const written = [];
/** @param {string} file @param {string} text */
const write = (file, text) => {
  fs.writeFileSync(path.join(out, file), text);
  written.push(`${file} ${Buffer.byteLength(text)} B`);
};
const heroSvg = hero();
write('hero-pulses.svg', heroSvg);
write('certificate-honor.svg', certificate('#b42318'));
write('certificate-certification.svg', certificate('#0f3f95'));
for (const partner of partners) write(`partners/${partner.slug}.svg`, wordmark(partner));

// The home page draws the hero inline (src/components/home/hero-drawing.ts): as an <img> it was the
// desktop LCP element and waited for its own request; inline it is painted with the text. Same
// drawing, one line, its ids prefixed so that they stay unique in the page.
const inlineHero = heroSvg
  .replace(/\n/g, '')
  .replace(/ id="([a-z]+)"/g, ' id="hero-$1"')
  .replace(/url\(#([a-z]+)\)/g, 'url(#hero-$1)');
const heroModule = `// Generated by scripts/samples/draw-identity.mjs (the drawing of static/images/hero-pulses.svg): do not edit.
/** The home hero's drawing as inline SVG markup (ids prefixed with "hero-"). */
export const heroDrawing =
  '${inlineHero.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}';
`;
fs.writeFileSync(path.join(root, 'src', 'components', 'home', 'hero-drawing.ts'), heroModule);
written.push(`src/components/home/hero-drawing.ts ${Buffer.byteLength(heroModule)} B`);
console.log(written.join('\n'));

// The share image (og:image of pages without a picture of their own, src/components/seo/share-image.ts):
// 1200 × 630, the size link previews crop to, the hero drawing centred on its own background.
const share = { width: 1200, height: 630 };
const heroHeight = 560;
const heroWidth = (720 * heroHeight) / 480;
const shareSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${share.width}" height="${share.height}">
<rect width="${share.width}" height="${share.height}" fill="#0a2256"/>
<svg x="${(share.width - heroWidth) / 2}" y="${(share.height - heroHeight) / 2}" width="${heroWidth}" height="${heroHeight}" viewBox="0 0 720 480">${heroSvg.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')}</svg>
</svg>`;
const shareJpeg = await sharp(Buffer.from(shareSvg))
  .flatten({ background: '#0a2256' })
  .jpeg({ quality: 80, mozjpeg: true })
  .toBuffer();
fs.writeFileSync(path.join(out, 'share.jpg'), shareJpeg);
console.log(`share.jpg ${shareJpeg.length} B`);
