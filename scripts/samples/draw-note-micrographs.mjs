// `node scripts/samples/draw-note-micrographs.mjs`: draws the micrographs of the sample application
// notes (content/notes/), two per note, each showing what its caption says at the scale its bar
// gives: a picosecond-cut anode tab edge and its coating margin; a femtosecond-cut ultra-thin glass
// edge from above and its face; a UV-marked wafer data-matrix and the profile of one dot. SVG with a
// seeded grain, rendered with sharp to 1200 × 675 JPEGs under static/uploads/. Drawn here, nothing
// photographed or copied; a fixed seed makes re-running give the same files.
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

/** A small deterministic random source (LCG). @param {number} seed */
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

/**
 * A wavy edge along y = `y` from x = 0 to W, `rough` px peak to peak, as path points.
 * @param {() => number} rnd
 * @param {number} y
 * @param {number} rough
 */
function edge(rnd, y, rough, step = 8) {
  let d = '';
  for (let x = 0; x <= W; x += step) d += `L${x} ${f(y + (rnd() - 0.5) * rough)}`;
  return d;
}

const micrographs = {
  // Top view of the cut tab edge on 8 μm copper: bare copper above, the cut edge with its burr
  // line (under 8 μm: a few px at this scale), the dark stage below. Scale bar 50 μm = 200 px.
  'note-foil-tab-edge': () => {
    const rnd = random(41);
    let streaks = '';
    for (let i = 0; i < 120; i += 1) {
      const y = 40 + rnd() * 360;
      streaks += `<path d="M0 ${f(y)}H${W}" stroke="#fff3e4" stroke-opacity="${f(0.05 + rnd() * 0.1)}" stroke-width="${f(0.6 + rnd() * 1.4)}"/>`;
    }
    return frame(
      `<rect width="${W}" height="${H}" fill="#0c0e13"/>
<linearGradient id="cu" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#c9784a"/><stop offset="0.5" stop-color="#eeae78"/><stop offset="1" stop-color="#bb6d3e"/></linearGradient>
<path d="M0 0H${W}V420${edge(rnd, 420, 10).replace(/^L/, 'L').split('L').reverse().join('L').replace(/L$/, '')}Z" fill="url(#cu)"/>
${streaks}
<path d="M0 420${edge(rnd, 420, 10)}" fill="none" stroke="#f6d2b0" stroke-width="5" opacity="0.7"/>
<path d="M0 428${edge(rnd, 428, 6)}" fill="none" stroke="#7a4426" stroke-width="3" opacity="0.6"/>`,
      { scale: '50 μm', bar: 200, dark: true, seed: 43 },
    );
  },
  // The coating margin beside the cut, seen from above: graphite coating (grains), the cut edge,
  // and a heat-affected band under 20 μm wide (a slightly lighter strip). Scale bar 100 μm = 200 px.
  'note-foil-coating-margin': () => {
    const rnd = random(47);
    let grains = '';
    for (let i = 0; i < 2600; i += 1)
      grains += `<circle cx="${f(rnd() * W)}" cy="${f(rnd() * 440)}" r="${f(1.5 + rnd() * 5)}" fill="${rnd() < 0.5 ? '#23262b' : '#4d5259'}"/>`;
    return frame(
      `<rect width="${W}" height="${H}" fill="#0b0d12"/>
<rect width="${W}" height="440" fill="#33373d"/>${grains}
<rect y="404" width="${W}" height="36" fill="#6b6258" opacity="0.55"/>
<path d="M0 440${edge(rnd, 440, 6)}V${H}H0Z" fill="#0b0d12"/>`,
      { scale: '100 μm', bar: 200, dark: true, seed: 49 },
    );
  },
  // Ultra-thin glass cut edge from above: the glass (pale, transparent on the dark stage), a
  // straight edge with chips under 3 μm, the separated offcut below. Scale bar 20 μm = 240 px.
  'note-utg-edge-top': () => {
    const rnd = random(53);
    return frame(
      `<rect width="${W}" height="${H}" fill="#1d2a30"/>
<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c6c3"/><stop offset="1" stop-color="#c9e0dc"/></linearGradient>
<path d="M0 0H${W}V300${edge(rnd, 300, 14, 6).split('L').reverse().join('L').replace(/L$/, '')}Z" fill="url(#glass)"/>
<path d="M0 300${edge(rnd, 300, 14, 6)}" fill="none" stroke="#f2fbfa" stroke-width="3" opacity="0.8"/>
<path d="M0 420${edge(rnd, 420, 14, 6)}V${H}H0Z" fill="#8fb0ac" opacity="0.55"/>`,
      { scale: '20 μm', bar: 240, dark: true, seed: 57 },
    );
  },
  // The face of the cut in 70 μm glass: the filament tracks 2 μm apart through the whole thickness
  // (a band 70 μm high between the surfaces), the surfaces above and below. Scale bar 10 μm = 100 px.
  'note-utg-edge-face': () => {
    const rnd = random(59);
    let tracks = '';
    for (let x = 0; x < W; x += 20)
      tracks += `<path d="M${f(x + rnd() * 2)} 150V${f(640 + rnd() * 4)}" stroke="#eef8f6" stroke-opacity="${f(0.25 + rnd() * 0.2)}" stroke-width="${f(3 + rnd() * 2)}"/>`;
    return frame(
      `<rect width="${W}" height="${H}" fill="#2b3b3f"/>
<linearGradient id="face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7d2cd"/><stop offset="1" stop-color="#8db1ab"/></linearGradient>
<rect y="150" width="${W}" height="490" fill="url(#face)"/>
<g filter="url(#soft)">${tracks}</g>
<path d="M0 150H${W}M0 640H${W}" stroke="#e3f3ef" stroke-width="3" opacity="0.7"/>`,
      { scale: '10 μm', bar: 100, seed: 61 },
    );
  },
  // A 14 × 14 data-matrix marked on the polished backside of a silicon wafer: dark dots 40 μm across
  // on a mirror-grey ground. Scale bar 200 μm = 150 px.
  'note-wafer-datamatrix': () => {
    const rnd = random(67);
    const n = 14;
    const cell = 32;
    const x0 = (W - n * cell) / 2;
    const y0 = (H - n * cell) / 2 - 10;
    let cells = '';
    for (let r = 0; r < n; r += 1)
      for (let c = 0; c < n; c += 1) {
        const finder = c === 0 || r === n - 1;
        const clock = (r === 0 && c % 2 === 0) || (c === n - 1 && r % 2 === 1);
        if (finder || clock || (r > 0 && c < n - 1 && rnd() < 0.5))
          cells += `<circle cx="${x0 + c * cell + cell / 2}" cy="${y0 + r * cell + cell / 2}" r="${f(cell * 0.42)}" fill="#22262d"/><circle cx="${x0 + c * cell + cell / 2 - 3}" cy="${y0 + r * cell + cell / 2 - 3}" r="${f(cell * 0.18)}" fill="#3a404a"/>`;
      }
    return frame(
      `<linearGradient id="si" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9aa3ad"/><stop offset="0.5" stop-color="#c3cad2"/><stop offset="1" stop-color="#8e97a2"/></linearGradient>
<rect width="${W}" height="${H}" fill="url(#si)"/>${cells}`,
      { scale: '200 μm', bar: 150, seed: 71 },
    );
  },
  // The profile of one marked dot, as a confocal microscope draws it: a crater 2 μm deep and
  // 40 μm across with a rim under 0.3 μm. Axes in μm, drawn as a chart.
  'note-wafer-dot-profile': () => {
    /** @param {number} um */
    const x = (um) => 150 + (um + 40) * 11.25; // −40 … 40 μm → 150 … 1050
    /** @param {number} um */
    const y = (um) => 300 - um * 100; // +1 … −3 μm → 200 … 600
    let d = '';
    for (let um = -40; um <= 40; um += 0.5) {
      const r = Math.abs(um);
      const depth = r < 20 ? -2 * (1 - (r / 20) ** 4) : 0;
      const rim = 0.25 * Math.exp(-(((r - 21) / 2) ** 2));
      d += `${d ? 'L' : 'M'}${f(x(um))} ${f(y(depth + rim))}`;
    }
    let grid = '';
    for (let um = -40; um <= 40; um += 20)
      grid += `<path d="M${x(um)} 180V620" stroke="#cfd6de" stroke-width="1"/><text x="${x(um)}" y="646" text-anchor="middle" font-family="${FONT}" font-size="18" fill="#33404d">${um}</text>`;
    for (let um = 1; um >= -3; um -= 1)
      grid += `<path d="M150 ${y(um)}H1050" stroke="#cfd6de" stroke-width="1"/><text x="136" y="${y(um) + 6}" text-anchor="end" font-family="${FONT}" font-size="18" fill="#33404d">${um}</text>`;
    return frame(
      `<rect width="${W}" height="${H}" fill="#f4f6f8"/>${grid}
<text x="1050" y="170" text-anchor="end" font-family="${FONT}" font-size="18" fill="#33404d">μm</text>
<path d="${d}" fill="none" stroke="#0b5cad" stroke-width="4"/>`,
      { scale: '10 μm', bar: 112, seed: 73 },
    );
  },
};

const outDir = path.join(root, 'static', 'uploads');
fs.mkdirSync(outDir, { recursive: true });
const jpeg = { quality: 74, mozjpeg: true };
for (const [name, draw] of Object.entries(micrographs)) {
  const file = path.join(outDir, `${name}.jpg`);
  await sharp(Buffer.from(draw())).jpeg(jpeg).toFile(file);
  console.log(`${name}.jpg  ${fs.statSync(file).size} bytes`);
}
