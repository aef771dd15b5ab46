// `node scripts/samples/draw-news-covers.mjs`: draws the covers of news stories that are not about
// a process (a service centre opening, an audit, a groundbreaking, a market review) and the
// micrographs of the processes no other cover shows (a Micro LED array lifted off its wafer, glass
// waveguides written by a femtosecond laser, a cut solid-state electrode stack, a research
// centre's parameter study of single-pulse craters), as SVG rendered by
// sharp to 1200 × 675 JPEGs under static/uploads/. Each story has a cover of its own
// (src/model/__tests__/news-covers.test.ts): none is reused for an unrelated story. Drawn here,
// nothing photographed or copied; no figure is drawn that the stories do not state, and a fixed
// seed makes re-running give the same files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const W = 1200;
const H = 675;
const FONT = "'Liberation Sans','DejaVu Sans',sans-serif";
/** A coordinate to one decimal. @param {number} n */
const f = (n) => Number(n.toFixed(1));

/** A small deterministic random source (LCG), so the renders do not change between runs. */
/** @param {number} seed */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The picture's frame: a grain and a vignette, and for a micrograph its scale bar.
 * @param {string} body
 * @param {{ scale?: string, bar?: number, dark?: boolean, seed?: number }} options
 */
function frame(body, { scale, bar = 180, dark = false, seed = 1 }) {
  const ink = dark ? '#ffffff' : '#10151f';
  const scaleBar = scale
    ? `<g transform="translate(${W - bar - 56} ${H - 52})">
<rect x="-14" y="-30" width="${bar + 28}" height="50" rx="4" fill="${dark ? '#000000' : '#ffffff'}" fill-opacity="0.55"/>
<rect width="${bar}" height="6" fill="${ink}"/>
<text x="${bar / 2}" y="-10" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="${ink}">${scale}</text>
</g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.07 0"/></filter>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.4"/></radialGradient>
<filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
<filter id="glow"><feGaussianBlur stdDeviation="6"/></filter>
</defs>
${body}
<rect width="${W}" height="${H}" filter="url(#grain)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
${scaleBar}
</svg>`;
}

const covers = {
  // Where service comes from: Wuhan's headquarters and the centres in Seoul and Penang, joined by
  // arcs over a dotted ground (no map outline: the places are named, not traced).
  'service-map': () => {
    const rnd = random(41);
    let dots = '';
    for (let y = 30; y < H; y += 26)
      for (let x = 20 + ((y / 26) % 2) * 13; x < W; x += 26)
        dots += `<circle cx="${f(x)}" cy="${y}" r="${f(1.6 + rnd() * 0.8)}" fill="#5d7bb8" opacity="${f(0.25 + rnd() * 0.2)}"/>`;
    const hub = { name: 'Wuhan · 武汉', x: 470, y: 300, main: true };
    const places = [
      hub,
      { name: 'Seoul · 서울', x: 800, y: 190, main: false },
      { name: 'Penang', x: 420, y: 560, main: false },
    ];
    const arcs = places
      .slice(1)
      .map(
        (place) =>
          `<path d="M${hub.x} ${hub.y}Q${f((hub.x + place.x) / 2 + (place.y - hub.y) * 0.35)} ${f((hub.y + place.y) / 2 - Math.abs(place.x - hub.x) * 0.45)} ${place.x} ${place.y}" fill="none" stroke="#f2b84b" stroke-width="4" stroke-dasharray="14 10" stroke-linecap="round"/>`,
      )
      .join('');
    const marks = places
      .map(
        (place) =>
          `<circle cx="${place.x}" cy="${place.y}" r="${place.main ? 34 : 26}" fill="#f2b84b" opacity="0.25" filter="url(#glow)"/>` +
          `<circle cx="${place.x}" cy="${place.y}" r="${place.main ? 14 : 11}" fill="#ffffff" stroke="#f2b84b" stroke-width="5"/>` +
          `<text x="${place.x + 26}" y="${place.y - 18}" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff">${place.name}</text>`,
      )
      .join('');
    return frame(
      `<linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a2c6b"/><stop offset="1" stop-color="#102a4f"/></linearGradient><rect width="${W}" height="${H}" fill="url(#sea)"/>${dots}${arcs}${marks}`,
      { seed: 43 },
    );
  },
  // A quality-system certificate on the auditors' table: the site's own drawn certificate sheet
  // (static/images/certificate-certification.svg) with the standard it certifies, and a clipboard.
  'audit-certificate': () => {
    const sheet = fs
      .readFileSync(path.join(root, 'static', 'images', 'certificate-certification.svg'), 'utf8')
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '');
    let lines = '';
    for (let i = 0; i < 9; i += 1)
      lines += `<rect x="842" y="${212 + i * 38}" width="${f(170 - ((i * 37) % 60))}" height="8" rx="4" fill="#9aa6b8"/><path d="M812 ${206 + i * 38}l8 8 14-16" fill="none" stroke="#1d6b3a" stroke-width="5" stroke-linecap="round"/>`;
    return frame(
      `<rect width="${W}" height="${H}" fill="#6b5846"/><rect width="${W}" height="${H}" fill="#8a7258" opacity="0.5"/>
<g transform="translate(90 120) rotate(-4) scale(2.05)" filter="url(#soft)"><rect x="3" y="5" width="320" height="226" rx="4" fill="#000000" opacity="0.35"/></g>
<g transform="translate(86 112) rotate(-4) scale(2.05)">${sheet}
<text x="160" y="38" text-anchor="middle" font-family="${FONT}" font-size="11" letter-spacing="3" fill="#4a5263">ISO 9001:2015</text>
<text x="160" y="92" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="#1a1f2b">Quality management system</text>
<text x="160" y="112" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="#1a1f2b">质量管理体系认证</text></g>
<g transform="translate(0 0) rotate(5 900 380)"><rect x="780" y="140" width="300" height="420" rx="10" fill="#f4f6fa"/><rect x="880" y="120" width="100" height="40" rx="8" fill="#4a5263"/>${lines}</g>`,
      { seed: 47 },
    );
  },
  // The second production site as a drawing of its front: the building, its grid lines and a crane,
  // in the blue of an architect's print.
  'site-plan': () => {
    let grid = '';
    for (let x = 0; x <= W; x += 40)
      grid += `<path d="M${x} 0V${H}" stroke="#ffffff" stroke-opacity="${x % 200 ? 0.06 : 0.14}"/>`;
    for (let y = 0; y <= H; y += 40)
      grid += `<path d="M0 ${y}H${W}" stroke="#ffffff" stroke-opacity="${y % 200 ? 0.06 : 0.14}"/>`;
    let windows = '';
    for (let row = 0; row < 3; row += 1)
      for (let col = 0; col < 12; col += 1)
        windows += `<rect x="${260 + col * 58}" y="${300 + row * 62}" width="38" height="34" fill="none" stroke="#dfe8ff" stroke-width="2.5"/>`;
    return frame(
      `<rect width="${W}" height="${H}" fill="#123a7a"/>${grid}
<g fill="none" stroke="#ffffff" stroke-width="4" stroke-linejoin="round">
<path d="M230 520V270L560 210L900 270V520Z"/><path d="M900 520V330H1010V520"/><path d="M120 520H1100"/>
<path d="M1010 520V120M1010 140H1160M1010 140L1120 140L1010 220M1150 140V250"/></g>
<g stroke="#ffffff" stroke-width="2" opacity="0.8"><path d="M230 560H900M230 550V570M900 550V570"/></g>
<text x="565" y="600" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#ffffff" opacity="0.9">Production Site II · 二期生产基地</text>
${windows}<rect x="520" y="440" width="90" height="80" fill="none" stroke="#f2b84b" stroke-width="4"/>`,
      { seed: 53 },
    );
  },
  // A year in review: columns rising over five years and a trend line, with no figures (the story
  // gives none that a chart could show truthfully).
  'market-chart': () => {
    const heights = [150, 200, 255, 300, 370];
    let bars = '';
    heights.forEach((height, index) => {
      const x = 230 + index * 160;
      bars +=
        `<rect x="${x}" y="${560 - height}" width="96" height="${height}" rx="6" fill="#2f6fd6" opacity="${f(0.55 + index * 0.1)}"/>` +
        `<text x="${x + 48}" y="600" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#c9d6ee">${2021 + index}</text>`;
    });
    const trend = heights.map((height, index) => `${index ? 'L' : 'M'}${278 + index * 160} ${540 - height}`).join('');
    return frame(
      `<rect width="${W}" height="${H}" fill="#0d1f3f"/>
<g stroke="#ffffff" stroke-opacity="0.12">${[160, 260, 360, 460].map((y) => `<path d="M180 ${y}H1060"/>`).join('')}</g>
<path d="M180 560H1060" stroke="#c9d6ee" stroke-width="3"/>${bars}
<path d="${trend}" fill="none" stroke="#f2b84b" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
${heights.map((height, index) => `<circle cx="${278 + index * 160}" cy="${540 - height}" r="10" fill="#f2b84b"/>`).join('')}`,
      { seed: 59 },
    );
  },
  // Micro LEDs on their sapphire wafer, seen from above: a grid of dies, the lifted-off ones dark.
  'micro-led': () => {
    const rnd = random(61);
    let dies = '';
    for (let row = 0; row < 9; row += 1)
      for (let col = 0; col < 16; col += 1) {
        const x = 60 + col * 70;
        const y = 40 + row * 68;
        const lifted = col > 9;
        const hue = ['#ff5a5a', '#4cd37a', '#5a8cff'][(row + col) % 3];
        dies += lifted
          ? `<rect x="${x}" y="${y}" width="44" height="44" rx="5" fill="#1c2433" stroke="#3d4a63" stroke-width="2"/>`
          : `<rect x="${x - 6}" y="${y - 6}" width="56" height="56" rx="8" fill="${hue}" opacity="${f(0.18 + rnd() * 0.1)}" filter="url(#glow)"/>` +
            `<rect x="${x}" y="${y}" width="44" height="44" rx="5" fill="#d9dde6"/><rect x="${x + 8}" y="${y + 8}" width="28" height="28" rx="3" fill="${hue}" opacity="0.85"/>`;
      }
    return frame(
      `<rect width="${W}" height="${H}" fill="#0b101b"/><rect x="735" y="0" width="3" height="${H}" fill="#9fb2d6" opacity="0.5"/>${dies}`,
      { scale: '50 μm', bar: 150, dark: true, seed: 67 },
    );
  },
  // Waveguides written inside glass by a femtosecond laser, seen from the side: bright guiding
  // lines that fan out from a fibre array's pitch.
  waveguide: () => {
    let guides = '';
    for (let i = 0; i < 8; i += 1) {
      const start = 250 + i * 24;
      const end = 120 + i * 62;
      const d = `M0 ${start}C420 ${start} 700 ${end} ${W} ${end}`;
      guides +=
        `<path d="${d}" fill="none" stroke="#7fe6ff" stroke-width="14" opacity="0.18" filter="url(#glow)"/>` +
        `<path d="${d}" fill="none" stroke="#c8f6ff" stroke-width="3.5" opacity="0.9"/>`;
    }
    return frame(
      `<linearGradient id="bulk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#163447"/><stop offset="1" stop-color="#0d1f2c"/></linearGradient><rect width="${W}" height="${H}" fill="url(#bulk)"/>
<rect y="40" width="${W}" height="3" fill="#9fd3e6" opacity="0.35"/><rect y="${H - 43}" width="${W}" height="3" fill="#9fd3e6" opacity="0.35"/>${guides}`,
      { scale: '100 μm', bar: 160, dark: true, seed: 71 },
    );
  },
  // A solid-state cell's stack cut by a laser, in section: lithium metal, the thin electrolyte
  // film and the cathode layer, with a clean vertical cut edge to the dark stage.
  'solid-state-stack': () => {
    const rnd = random(73);
    let grains = '';
    for (let i = 0; i < 700; i += 1)
      grains += `<circle cx="${f(rnd() * 760)}" cy="${f(380 + rnd() * 170)}" r="${f(1.5 + rnd() * 3.5)}" fill="${rnd() < 0.5 ? '#2a2e36' : '#6b6f78'}"/>`;
    return frame(
      `<rect width="${W}" height="${H}" fill="#090b10"/>
<linearGradient id="lithium" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d7dbe2"/><stop offset="1" stop-color="#a9b0bc"/></linearGradient>
<rect x="0" y="150" width="760" height="180" fill="url(#lithium)"/>
<rect x="0" y="330" width="760" height="50" fill="#e9d9a8"/>
<rect x="0" y="380" width="760" height="170" fill="#3d4048"/>${grains}
<path d="M760 150V550" stroke="#ffe8c2" stroke-width="3" opacity="0.8"/>`,
      { scale: '100 μm', bar: 160, dark: true, seed: 79 },
    );
  },
  // A parameter study as a research lab runs one: single-pulse craters in silicon, the pulse energy
  // rising from left to right and the number of pulses from top to bottom.
  'spot-matrix': () => {
    const rnd = random(83);
    let spots = '';
    for (let row = 0; row < 5; row += 1)
      for (let col = 0; col < 9; col += 1) {
        const x = 130 + col * 118;
        const y = 95 + row * 112;
        const r = 10 + col * 3.2 + row * 2.2;
        spots +=
          `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r + 9)}" fill="#b9a5d6" opacity="${f(0.18 + row * 0.05)}"/>` +
          `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#2a2340"/>` +
          `<circle cx="${f(x - r * 0.25)}" cy="${f(y - r * 0.25)}" r="${f(r * 0.45)}" fill="#463a66" opacity="${f(0.6 + rnd() * 0.3)}"/>` +
          `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="#e9e2f6" stroke-width="2" opacity="0.7"/>`;
      }
    return frame(
      `<rect width="${W}" height="${H}" fill="#8d86a3"/><rect width="${W}" height="${H}" fill="#c7c1d9" opacity="0.35"/>${spots}`,
      {
        scale: '20 μm',
        bar: 150,
        seed: 89,
      },
    );
  },
};

const outDir = path.join(root, 'static', 'uploads');
fs.mkdirSync(outDir, { recursive: true });
const jpeg = { quality: 74, mozjpeg: true };
for (const [name, draw] of Object.entries(covers)) {
  const file = path.join(outDir, `${name}.jpg`);
  await sharp(Buffer.from(draw())).jpeg(jpeg).toFile(file);
  console.log(`${name}.jpg  ${fs.statSync(file).size} bytes`);
}
