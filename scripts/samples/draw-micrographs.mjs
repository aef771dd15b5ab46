// `node scripts/samples/draw-micrographs.mjs`: draws micrograph-like renders of laser-processed parts (a cut
// glass edge, a drilled hole array, a marked metal code, scribed solar-cell lines, a cut battery
// foil, a stent's struts) as SVG with a seeded grain, and renders them with sharp to 1200 × 675
// JPEGs (grain compresses badly as PNG) under static/uploads/ (news covers). Drawn here, nothing photographed or copied;
// a fixed seed makes re-running give the same files.
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
 * The microscope's frame: grain, vignette, and a scale bar with its length.
 * @param {string} body
 * @param {{ scale: string, bar?: number, dark?: boolean, seed?: number }} options
 */
function frame(body, { scale, bar = 180, dark = false, seed = 1 }) {
  const ink = dark ? '#ffffff' : '#10151f';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.09 0"/></filter>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient>
<filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
</defs>
${body}
<rect width="${W}" height="${H}" filter="url(#grain)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
<g transform="translate(${W - bar - 56} ${H - 52})">
<rect x="-14" y="-30" width="${bar + 28}" height="50" rx="4" fill="${dark ? '#000000' : '#ffffff'}" fill-opacity="0.55"/>
<rect width="${bar}" height="6" fill="${ink}"/>
<text x="${bar / 2}" y="-10" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="${ink}">${scale}</text>
</g>
</svg>`;
}

const micrographs = {
  // The face of a filament-cut glass edge: vertical modification tracks 4 μm apart, a clean top
  // edge with chips under 5 μm.
  'glass-edge': () => {
    const rnd = random(7);
    let tracks = '';
    for (let x = 0; x < W; x += 14) {
      const o = 0.18 + rnd() * 0.2;
      tracks += `<path d="M${f(x + rnd() * 2)} 170V${f(560 + rnd() * 12)}" stroke="#e8f4f2" stroke-opacity="${f(o)}" stroke-width="${f(2 + rnd() * 2)}"/>`;
    }
    let edge = 'M0 170';
    for (let x = 0; x <= W; x += 10) edge += `L${x} ${f(170 + (rnd() < 0.08 ? rnd() * 9 : rnd() * 2))}`;
    edge += `L${W} 0L0 0Z`;
    return frame(
      `<rect width="${W}" height="${H}" fill="#7fa7a0"/>
<linearGradient id="face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8d4cf"/><stop offset="1" stop-color="#86aca5"/></linearGradient>
<rect y="170" width="${W}" height="400" fill="url(#face)"/>
<g filter="url(#soft)">${tracks}</g>
<path d="${edge}" fill="#27323a"/>
<rect y="570" width="${W}" height="${H - 570}" fill="#4f6f6a"/>
<path d="M0 570H${W}" stroke="#dff0ec" stroke-width="3" stroke-opacity="0.6"/>`,
      { scale: '20 μm', bar: 180, seed: 3 },
    );
  },
  // Blind vias drilled in a copper-clad substrate: a regular array, each with a dark bottom, a
  // bright wall and a faint heat tint.
  'hole-array': () => {
    const rnd = random(11);
    let holes = '';
    for (let row = 0; row < 6; row += 1)
      for (let col = 0; col < 11; col += 1) {
        const x = 80 + col * 104 + (row % 2) * 52 + (rnd() - 0.5) * 3;
        const y = 70 + row * 108 + (rnd() - 0.5) * 3;
        holes +=
          `<circle cx="${f(x)}" cy="${f(y)}" r="40" fill="#a8683a" opacity="0.45"/>` +
          `<circle cx="${f(x)}" cy="${f(y)}" r="31" fill="#3b2417"/>` +
          `<circle cx="${f(x)}" cy="${f(y)}" r="31" fill="none" stroke="#f0c9a0" stroke-width="3" opacity="0.8"/>` +
          `<circle cx="${f(x + 4)}" cy="${f(y + 4)}" r="19" fill="#120c08"/>`;
      }
    return frame(
      `<rect width="${W}" height="${H}" fill="#c98a56"/><rect width="${W}" height="${H}" fill="#e7b184" opacity="0.35"/>${holes}`,
      {
        scale: '50 μm',
        bar: 150,
        seed: 5,
      },
    );
  },
  // A data-matrix code marked into brushed stainless steel: dark oxide cells on a light ground.
  'marked-metal': () => {
    const rnd = random(23);
    let brush = '';
    for (let i = 0; i < 260; i += 1) {
      const y = rnd() * H;
      brush += `<path d="M0 ${f(y)}H${W}" stroke="${rnd() < 0.5 ? '#ffffff' : '#5b6470'}" stroke-opacity="${f(0.08 + rnd() * 0.12)}" stroke-width="${f(0.5 + rnd() * 1.5)}"/>`;
    }
    const n = 16;
    const cell = 26;
    const x0 = 390;
    const y0 = 130;
    let cells = '';
    for (let r = 0; r < n; r += 1)
      for (let c = 0; c < n; c += 1) {
        const finder = c === 0 || r === n - 1;
        const clock = (r === 0 && c % 2 === 0) || (c === n - 1 && r % 2 === 1);
        if (finder || clock || (r > 0 && c < n - 1 && rnd() < 0.5))
          cells += `<rect x="${x0 + c * cell + 1.5}" y="${y0 + r * cell + 1.5}" width="${cell - 3}" height="${cell - 3}" rx="3" fill="#1d1a22"/>`;
      }
    return frame(
      `<rect width="${W}" height="${H}" fill="#b9bec5"/>${brush}<rect x="${x0 - 20}" y="${y0 - 20}" width="${n * cell + 40}" height="${n * cell + 40}" fill="#d9b77a" opacity="0.18"/><g opacity="0.88">${cells}</g>`,
      { scale: '1 mm', bar: 160, seed: 9 },
    );
  },
  // Thin-film solar cell interconnects seen from the glass side: P1, P2 and P3 scribes, repeated.
  'solar-scribe': () => {
    let lines = '';
    for (let x = -40; x < W; x += 300) {
      lines +=
        `<rect x="${x}" y="0" width="6" height="${H}" fill="#e6ecf7" opacity="0.85"/>` +
        `<rect x="${x + 40}" y="0" width="22" height="${H}" fill="#c98b4d" opacity="0.9"/>` +
        `<rect x="${x + 92}" y="0" width="26" height="${H}" fill="#0e1220"/>` +
        `<rect x="${x + 90}" y="0" width="2" height="${H}" fill="#9fb2d6"/><rect x="${x + 118}" y="0" width="2" height="${H}" fill="#9fb2d6"/>`;
    }
    return frame(
      `<linearGradient id="cell" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b3a6e"/><stop offset="1" stop-color="#3d2f66"/></linearGradient><rect width="${W}" height="${H}" fill="url(#cell)"/>${lines}`,
      { scale: '100 μm', bar: 170, dark: true, seed: 13 },
    );
  },
  // A laser-cut anode tab: graphite coating, the bare copper tab, and a clean cut edge to the dark stage.
  'foil-cut': () => {
    const rnd = random(31);
    let grains = '';
    for (let i = 0; i < 900; i += 1)
      grains += `<circle cx="${f(rnd() * W)}" cy="${f(390 + rnd() * 285)}" r="${f(1 + rnd() * 3)}" fill="${rnd() < 0.5 ? '#1f2226' : '#5a5f66'}"/>`;
    return frame(
      `<rect width="${W}" height="${H}" fill="#0b0d12"/>
<linearGradient id="copper" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#d88a52"/><stop offset="0.5" stop-color="#f3b47c"/><stop offset="1" stop-color="#c47440"/></linearGradient>
<path d="M0 130H300V390H0ZM820 130H1200V390H820Z" fill="#0b0d12"/>
<path d="M300 130H820V400H300Z" fill="url(#copper)"/>
<rect y="390" width="${W}" height="${H - 390}" fill="#3a3e45"/>${grains}
<path d="M300 130V390M820 130V390M300 130H820" stroke="#ffe0c2" stroke-width="2.5" opacity="0.8"/>`,
      { scale: '500 μm', bar: 160, dark: true, seed: 17 },
    );
  },
  // A laser-cut nitinol stent seen flat: sinusoidal struts and bridges on a dark ground.
  stent: () => {
    let struts = '';
    for (let row = 0; row < 5; row += 1) {
      let d = '';
      const y = 90 + row * 125;
      for (let x = -20; x <= W + 20; x += 6) d += `${d ? 'L' : 'M'}${x} ${f(y + 42 * Math.sin((x / 120) * Math.PI))}`;
      struts += `<path d="${d}" fill="none" stroke="#6d7684" stroke-width="22"/><path d="${d}" fill="none" stroke="#d9dee6" stroke-width="14"/><path d="${d}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6" transform="translate(-2 -3)"/>`;
      if (row < 4)
        for (let x = 60 + (row % 2) * 120; x < W; x += 240)
          struts += `<rect x="${x - 6}" y="${y + 42}" width="12" height="${125 - 84}" fill="#c6ccd6" stroke="#6d7684" stroke-width="3"/>`;
    }
    return frame(`<rect width="${W}" height="${H}" fill="#14181f"/>${struts}`, {
      scale: '200 μm',
      bar: 160,
      dark: true,
      seed: 21,
    });
  },
};

const hero = fs.readFileSync(path.join(root, 'static', 'images', 'hero-pulses.svg'));
const outDir = path.join(root, 'static', 'uploads');
fs.mkdirSync(outDir, { recursive: true });
const jpeg = { quality: 74, mozjpeg: true };
for (const [name, draw] of Object.entries(micrographs)) {
  const file = path.join(outDir, `${name}.jpg`);
  await sharp(Buffer.from(draw())).jpeg(jpeg).toFile(file);
  console.log(`${name}.jpg  ${fs.statSync(file).size} bytes`);
}
// The hero drawing as a cover for company news (scripts/samples/draw-identity.mjs draws it).
const cover = path.join(outDir, 'pulse-train.jpg');
await sharp(hero, { density: 160 }).resize(W, H, { fit: 'cover' }).jpeg(jpeg).toFile(cover);
console.log(`pulse-train.jpg  ${fs.statSync(cover).size} bytes`);
