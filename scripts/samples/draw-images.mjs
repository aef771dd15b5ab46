// `node scripts/samples/draw-images.mjs`: draws the product pictures and solution covers as SVG and
// renders them with sharp to 1200 × 900 palette PNGs under static/uploads/ (no subfolders:
// Decap's media library lists only the top of its folder).
// Everything is drawn here (no stock images); re-running overwrites the same files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WIDTH = 1200;
const HEIGHT = 900;
const BLUE = '#0f3f95';
const ACCENT = { infrared: '#a4161a', green: '#2e9e5b', ultraviolet: '#7b3fe4' };
const GLOW = { infrared: '#ff6b5e', green: '#8ff0b4', ultraviolet: '#c9a6ff' };
const FONT = "'Liberation Sans', 'DejaVu Sans', sans-serif";
const CJK = "'Noto Sans CJK SC', sans-serif";

// ---------------------------------------------------------------------------------------------
// Projection. World units are millimetres (products) or pixels (solution scenes): x (length) runs
// to the lower right, y (width) to the lower left, z is up. A view adds a scale and an origin.
// ---------------------------------------------------------------------------------------------
/** @typedef {[number, number, number]} Vec3 a point or direction in the world */
/** @typedef {[number, number]} Point a point in the picture */
/** @typedef {{ s: number, ox: number, oy: number }} View scale and origin */
/** @typedef {keyof typeof ACCENT} Band */
/** @typedef {(typeof products)[number]} Product */

/** @type {Point} */
const EX = [0.92, 0.3];
/** @type {Point} */
const EY = [-0.62, 0.36];
/** @param {View} view @param {Vec3} point @returns {Point} */
const project = (view, [x, y, z]) => [
  view.ox + (x * EX[0] + y * EY[0]) * view.s,
  view.oy + (x * EX[1] + y * EY[1] - z) * view.s,
];
/** @param {View} view @param {Vec3} vector @returns {Point} */
const direction = (view, [dx, dy, dz]) => [(dx * EX[0] + dy * EY[0]) * view.s, (dx * EX[1] + dy * EY[1] - dz) * view.s];

/**
 * A group whose local (u, v) coordinates lie on the plane through `origin` spanned by `u` and `v`.
 * @param {View} view @param {Vec3} origin @param {Vec3} u @param {Vec3} v @param {string} content
 */
function onPlane(view, origin, u, v, content) {
  const [a, b] = direction(view, u);
  const [c, d] = direction(view, v);
  const [e, f] = project(view, origin);
  return `<g transform="matrix(${[a, b, c, d, e, f].map((n) => n.toFixed(4)).join(' ')})">${content}</g>`;
}
/** The floor-parallel plane at height z, local u along x and v along y. @param {View} view @param {number} z @param {string} content */
const level = (view, z, content) => onPlane(view, [0, 0, z], [1, 0, 0], [0, 1, 0], content);

/** @param {Point[]} list */
const points = (list) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/**
 * A view that fits the given world points into the frame, centred on (cx, cy).
 * @param {Vec3[]} worldPoints @param {number} maxWidth @param {number} maxHeight @param {number} cx @param {number} cy
 * @returns {View}
 */
function fit(worldPoints, maxWidth, maxHeight, cx, cy) {
  const unit = worldPoints.map((p) => project({ s: 1, ox: 0, oy: 0 }, p));
  const xs = unit.map(([x]) => x);
  const ys = unit.map(([, y]) => y);
  const s = Math.min(maxWidth / (Math.max(...xs) - Math.min(...xs)), maxHeight / (Math.max(...ys) - Math.min(...ys)));
  return {
    s,
    ox: cx - ((Math.max(...xs) + Math.min(...xs)) / 2) * s,
    oy: cy - ((Math.max(...ys) + Math.min(...ys)) / 2) * s,
  };
}

/** The eight corners of a box from the origin to (l, w, h). @param {number} l @param {number} w @param {number} h */
const corners = (l, w, h) =>
  [0, l].flatMap((x) => [0, w].flatMap((y) => [0, h].map((z) => /** @type {Vec3} */ ([x, y, z]))));

// Shared definitions: gradients, filters and the brushed-metal texture.
const defs = `<defs>
  <linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fc"/><stop offset="1" stop-color="#d9e0ea"/></linearGradient>
  <linearGradient id="night" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#0f3f95"/><stop offset="1" stop-color="#071d45"/></linearGradient>
  <linearGradient id="side" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d5dbe4"/><stop offset="1" stop-color="#a9b3c1"/></linearGradient>
  <linearGradient id="end" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#aab3c0"/><stop offset="1" stop-color="#7f8a9b"/></linearGradient>
  <linearGradient id="top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f5f8"/><stop offset="1" stop-color="#d8dee7"/></linearGradient>
  <linearGradient id="anodised" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a52b5"/><stop offset="1" stop-color="#0c3277"/></linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#59657a"/><stop offset="0.35" stop-color="#c7ced8"/><stop offset="0.6" stop-color="#8d98a8"/><stop offset="1" stop-color="#46505f"/></linearGradient>
  <linearGradient id="graphite" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a6271"/><stop offset="1" stop-color="#343a45"/></linearGradient>
  <linearGradient id="graphiteTop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#707a8a"/><stop offset="1" stop-color="#4a525f"/></linearGradient>
  <pattern id="brushed" width="6" height="3" patternUnits="userSpaceOnUse"><rect width="6" height="1" fill="#ffffff" opacity="0.18"/></pattern>
  <pattern id="grid" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M60 0H0V60" fill="none" stroke="#ffffff" stroke-opacity="0.07"/></pattern>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>
</defs>`;

/** @param {string} background @param {string} body */
const svg = (background, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs}${background}${body}</svg>`;
const studio = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#studio)"/>`;
const night = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#night)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#grid)"/>`;

/** A laser beam between two screen points: a wide glow, a body and a bright core. */
/** @param {Point} from @param {Point} to @param {Band} band */
function beam([x1, y1], [x2, y2], band, width = 10) {
  /** @param {string} stroke @param {number} w */
  const line = (stroke, w, extra = '') =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
  return (
    line(ACCENT[band], width * 3, 'opacity="0.35" filter="url(#soft)"') +
    line(ACCENT[band], width, 'opacity="0.9"') +
    line(GLOW[band], width / 3)
  );
}
/** @param {Point} at @param {Band} band */
const spark = ([x, y], band, r = 34) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${ACCENT[band]}" opacity="0.6" filter="url(#soft)"/>` +
  `<circle cx="${x}" cy="${y}" r="${r / 3}" fill="${GLOW[band]}"/><circle cx="${x}" cy="${y}" r="${r / 8}" fill="#ffffff"/>`;

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------
/**
 * What each picture shows of its product comes from the product's data (content/products): the
 * model, the head's size from the dimensions row and the figures printed on the label (wavelength,
 * and the average power, or the repetition rate for a seed). Only how it is drawn is set here:
 * the label's family text, the beam's colour band, whether a rear view is drawn, module pigtails.
 */
/** @type {{ slug: string, family: string, band: Band, rear?: boolean, module?: number, figure?: string }[]} */
const drawing = [
  { slug: 'yc-fs20-ir', family: 'FEMTOSECOND', band: 'infrared', rear: true },
  { slug: 'yc-fs50-ir', family: 'FEMTOSECOND', band: 'infrared', rear: true },
  { slug: 'yc-fs100-ir', family: 'FEMTOSECOND', band: 'infrared' },
  { slug: 'yc-fs10-gr', family: 'FEMTOSECOND', band: 'green' },
  { slug: 'yc-fs5-uv', family: 'FEMTOSECOND', band: 'ultraviolet', rear: true },
  { slug: 'yc-ps50-gr', family: 'PICOSECOND', band: 'green', rear: true },
  { slug: 'yc-ps80-ir', family: 'PICOSECOND', band: 'infrared' },
  { slug: 'yc-ps30-uv', family: 'PICOSECOND', band: 'ultraviolet' },
  { slug: 'yc-ps15-uv', family: 'PICOSECOND', band: 'ultraviolet' },
  { slug: 'yc-ns30-uv', family: 'NANOSECOND', band: 'ultraviolet' },
  { slug: 'yc-seed-fs', family: 'FIBER FS OSCILLATOR', band: 'infrared', module: 1, figure: 'repetitionRate' },
  { slug: 'yc-amp-ps', family: 'FIBER PS PRE-AMPLIFIER', band: 'infrared', module: 2 },
];

/** The first figure of a specification value with its unit: '1030 ± 2 nm' → '1030 nm'. */
/** @param {string | undefined} value */
const figureOf = (value) => {
  const match = /([\d.]+)\s*(?:±\s*[\d.]+\s*)?([A-Za-zμ]+)/.exec(value ?? '');
  if (!match) throw new Error(`draw-images: no figure in "${value}"`);
  return `${match[1]} ${match[2]}`;
};

const products = drawing.map((picture) => {
  const { zh } = /** @type {{ zh: { model: string, specifications: { key: string, value: string }[] } }} */ (
    load(fs.readFileSync(path.join(root, 'content', 'products', `${picture.slug}.yml`), 'utf8'))
  );
  /** @param {string} key */
  const spec = (key) => zh.specifications.find((row) => row.key === key)?.value;
  const size = /(\d+) × (\d+) × (\d+) mm/.exec(spec('dimensions') ?? '');
  if (!size) throw new Error(`draw-images: ${picture.slug} has no dimensions row`);
  return {
    ...picture,
    model: zh.model,
    size: /** @type {Vec3} */ ([Number(size[1]), Number(size[2]), Number(size[3])]),
    line: [picture.family, figureOf(spec('wavelength')), figureOf(spec(picture.figure ?? 'averagePower'))].join(' · '),
  };
});

/** The box's visible outline and edge highlights. */
/** @param {View} view @param {number} l @param {number} w @param {number} h */
function boxEdges(view, l, w, h) {
  /** @param {number} x @param {number} y @param {number} z */
  const p = (x, y, z) => project(view, [x, y, z]);
  const outline = [p(0, 0, h), p(l, 0, h), p(l, 0, 0), p(l, w, 0), p(0, w, 0), p(0, w, h)];
  return (
    `<polygon points="${points(outline)}" fill="none" stroke="#5d6879" stroke-width="2" stroke-linejoin="round"/>` +
    `<polyline points="${points([p(0, w, h), p(l, w, h), p(l, 0, h)])}" fill="none" stroke="#ffffff" stroke-width="2.5" opacity="0.85"/>` +
    `<line x1="${p(l, w, h)[0]}" y1="${p(l, w, h)[1]}" x2="${p(l, w, 0)[0]}" y2="${p(l, w, 0)[1]}" stroke="#ffffff" stroke-width="1.5" opacity="0.6"/>`
  );
}

/** A soft shadow of the box on the floor. */
/** @param {View} view @param {number} l @param {number} w */
function floorShadow(view, l, w, pad = 30) {
  /** @param {number} x @param {number} y */
  const p = (x, y) => project(view, [x, y, 0]);
  const outline = [p(-pad, -pad), p(l + pad, -pad), p(l + pad, w + pad), p(-pad, w + pad)];
  return `<polygon points="${points(outline)}" fill="#1b2a44" opacity="0.28" filter="url(#blur)"/>`;
}

/** A round fan grille seen on a top cover: rings and spokes over a dark opening. */
/** @param {number} cx @param {number} cy @param {number} r */
function fanGrille(cx, cy, r) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1f27"/>` +
    [0.92, 0.7, 0.48, 0.26]
      .map(
        (k) => `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill="none" stroke="#8a93a3" stroke-width="${r * 0.04}"/>`,
      )
      .join('') +
    [0, 1, 2, 3]
      .map((i) => {
        const a = (i * Math.PI) / 4;
        const [dx, dy] = [Math.cos(a) * r, Math.sin(a) * r];
        return `<line x1="${cx - dx}" y1="${cy - dy}" x2="${cx + dx}" y2="${cy + dy}" stroke="#8a93a3" stroke-width="${r * 0.035}"/>`;
      })
      .join('') +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#a9b2c1"/>`
  );
}

/** The femtosecond head's raised pulse-compressor module on the rear half of the cover. */
/** @param {View} view @param {number} l @param {number} w @param {number} h @param {number} lift */
function compressor(view, l, w, h, lift) {
  const [x0, x1, y0, y1] = [l * 0.4, l * 0.93, w * 0.14, w * 0.86];
  const [ml, mw] = [x1 - x0, y1 - y0];
  const top = onPlane(
    view,
    [x0, y0, h + lift],
    [1, 0, 0],
    [0, 1, 0],
    `<rect width="${ml}" height="${mw}" fill="url(#top)"/><rect x="10" y="10" width="${ml - 20}" height="${mw - 20}" rx="8" fill="none" stroke="#aeb7c4" stroke-width="2"/>` +
      `<rect x="${ml * 0.1}" y="${mw * 0.42}" width="${ml * 0.8}" height="${mw * 0.16}" rx="${mw * 0.08}" fill="#c9d1dc" stroke="#98a3b4"/>`,
  );
  const front = onPlane(
    view,
    [x0, y1, h + lift],
    [1, 0, 0],
    [0, 0, -1],
    `<rect width="${ml}" height="${lift}" fill="url(#side)"/><rect width="${ml}" height="${lift}" fill="url(#brushed)"/>` +
      `<rect y="${lift * 0.78}" width="${ml}" height="${lift * 0.22}" fill="${BLUE}"/>` +
      `<text x="${ml * 0.05}" y="${lift * 0.52}" font-family="${FONT}" font-weight="700" font-size="${lift * 0.26}" letter-spacing="${lift * 0.04}" fill="#46505f">CPA · COMPRESSOR</text>`,
  );
  const end = onPlane(
    view,
    [x1, y1, h + lift],
    [0, -1, 0],
    [0, 0, -1],
    `<rect width="${mw}" height="${lift}" fill="url(#end)"/><rect y="${lift * 0.78}" width="${mw}" height="${lift * 0.22}" fill="#0b3073"/>`,
  );
  /** @param {number} x @param {number} y @param {number} z */
  const p = (x, y, z) => project(view, [x, y, z]);
  const z = h + lift;
  const edge = `<polygon points="${points([p(x0, y0, z), p(x1, y0, z), p(x1, y0, h), p(x1, y1, h), p(x0, y1, h), p(x0, y1, z)])}" fill="none" stroke="#5d6879" stroke-width="2" stroke-linejoin="round"/>`;
  return top + front + end + edge;
}

/**
 * A laser head in three-quarter view: housing, nameplate, LED, output window and beam, drawn per
 * family so the families read apart at a glance: femtosecond heads carry a raised pulse-compressor
 * module on an anodised blue cover; picosecond heads are brushed aluminium with cooling fins;
 * nanosecond heads are compact, air-cooled graphite housings with a fan grille and perforated sides.
 */
/** @param {Product} product */
function laserHead({ model, band, size: [l, w, h], line }) {
  const family = line.split(' ')[0];
  const fs = family === 'FEMTOSECOND';
  const ns = family === 'NANOSECOND';
  const lift = fs ? h * 0.34 : 0;
  const view = fit([...corners(l, w, h + lift), [l + 0.5 * l, w / 2, 0]], 860, 600, 560, 450);
  const side = onPlane(
    view,
    [0, w, h],
    [1, 0, 0],
    [0, 0, -1],
    `<rect width="${l}" height="${h}" fill="url(#${ns ? 'graphite' : 'side'})"/><rect width="${l}" height="${h}" fill="url(#brushed)"/>` +
      `<rect y="${h * 0.72}" width="${l}" height="${h * 0.28}" fill="${BLUE}"/>` +
      `<text x="${l * 0.05}" y="${h * 0.91}" font-family="${FONT}" font-weight="700" font-size="${h * 0.12}" letter-spacing="${h * 0.02}" fill="#ffffff">YAOCHEN</text>` +
      `<text x="${l * 0.05 + h * 0.92}" y="${h * 0.905}" font-family="${CJK}" font-size="${h * 0.1}" fill="#c9d8f5">曜辰激光</text>` +
      (ns
        ? Array.from({ length: 5 * 12 }, (_, i) => {
            const [c, r] = [i % 12, Math.floor(i / 12)];
            return `<circle cx="${l * 0.06 + c * l * 0.035 + (r % 2) * l * 0.017}" cy="${h * 0.19 + r * h * 0.095}" r="${h * 0.028}" fill="#1b1f27"/>`;
          }).join('')
        : Array.from(
            { length: 14 },
            (_, i) =>
              `<rect x="${l * 0.05 + i * l * 0.026}" y="${h * 0.16}" width="${l * 0.011}" height="${h * 0.42}" rx="${l * 0.005}" fill="#434d5e"/>`,
          ).join('')) +
      `<rect x="${l * 0.54}" y="${h * 0.14}" width="${l * 0.37}" height="${h * 0.38}" rx="${h * 0.03}" fill="#1c2433"/>` +
      `<text x="${l * 0.56}" y="${h * 0.32}" font-family="${FONT}" font-weight="700" font-size="${h * 0.13}" fill="#ffffff">${model}</text>` +
      `<text x="${l * 0.56}" y="${h * 0.44}" font-family="${FONT}" font-size="${h * 0.055}" fill="#aab6c8">${line}</text>` +
      `<rect x="${l * 0.56}" y="${h * 0.475}" width="${l * 0.06}" height="${h * 0.012}" fill="${ACCENT[band]}"/>` +
      `<circle cx="${l * 0.955}" cy="${h * 0.22}" r="${h * 0.045}" fill="#35d07f" opacity="0.5" filter="url(#soft)"/>` +
      `<circle cx="${l * 0.955}" cy="${h * 0.22}" r="${h * 0.022}" fill="#6ff0a8" stroke="#1f6b43" stroke-width="${h * 0.006}"/>`,
  );
  const r = Math.min(w, h) * 0.15;
  const end = onPlane(
    view,
    [l, w, h],
    [0, -1, 0],
    [0, 0, -1],
    `<rect width="${w}" height="${h}" fill="url(#end)"/><rect width="${w}" height="${h}" fill="url(#brushed)"/>` +
      `<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#0b3073"/>` +
      `<rect x="${w / 2 - r * 1.9}" y="${h * 0.42 - r * 1.9}" width="${r * 3.8}" height="${r * 3.8}" rx="${r * 0.5}" fill="#6f7a8c" stroke="#5a6575"/>` +
      [-1, 1]
        .flatMap((dx) => [-1, 1].map((dy) => [w / 2 + dx * r * 1.45, h * 0.42 + dy * r * 1.45]))
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r * 0.14}" fill="#c5ccd6" stroke="#4b5565"/>`)
        .join('') +
      `<circle cx="${w / 2}" cy="${h * 0.42}" r="${r}" fill="#2a3240"/><circle cx="${w / 2}" cy="${h * 0.42}" r="${r * 0.72}" fill="${ACCENT[band]}"/>` +
      `<circle cx="${w / 2 - r * 0.2}" cy="${h * 0.42 - r * 0.2}" r="${r * 0.3}" fill="#ffffff" opacity="0.35"/>` +
      `<polygon points="${points([
        [w * 0.86, h * 0.08],
        [w * 0.95, h * 0.24],
        [w * 0.77, h * 0.24],
      ])}" fill="#f5c518" stroke="#1c1c1c" stroke-width="${h * 0.008}"/>` +
      `<circle cx="${w * 0.86}" cy="${h * 0.185}" r="${h * 0.018}" fill="#1c1c1c"/>`,
  );
  const finCount = Math.round(l / 40);
  const top = onPlane(
    view,
    [0, 0, h],
    [1, 0, 0],
    [0, 1, 0],
    `<rect width="${l}" height="${w}" fill="url(#${fs ? 'anodised' : ns ? 'graphiteTop' : 'top'})"/>` +
      `<rect x="14" y="14" width="${l - 28}" height="${w - 28}" rx="10" fill="none" stroke="${fs ? '#3a6fd0' : '#aeb7c4'}" stroke-width="2"/>` +
      (ns ? fanGrille(l * 0.3, w / 2, Math.min(w, l) * 0.34) : '') +
      Array.from(
        { length: fs || ns ? 0 : finCount },
        (_, i) =>
          `<rect x="${l * 0.06 + i * ((l * 0.34) / finCount)}" y="${w * 0.2}" width="${(l * 0.34) / finCount / 2.2}" height="${w * 0.6}" fill="#b6bfcc"/>` +
          `<rect x="${l * 0.06 + i * ((l * 0.34) / finCount)}" y="${w * 0.2}" width="${(l * 0.34) / finCount / 6}" height="${w * 0.6}" fill="#ffffff"/>`,
      ).join('') +
      `<rect x="${l * 0.5}" y="${w - 12}" width="${l * 0.46}" height="5" fill="${BLUE}"/>` +
      [
        [30, 30],
        [l - 30, 30],
        [30, w - 30],
        [l - 30, w - 30],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#c3cad5" stroke="#8a95a6" stroke-width="1.5"/>`)
        .join(''),
  );
  const windowCentre = project(view, [l, w / 2, h * 0.58]);
  const beamEnd = project(view, [l * 3, w / 2, h * 0.58]);
  return svg(
    studio,
    floorShadow(view, l, w) +
      top +
      (fs ? compressor(view, l, w, h, lift) : '') +
      side +
      end +
      boxEdges(view, l, w, h) +
      beam(windowCentre, beamEnd, band, 9) +
      spark(windowCentre, band, 22),
  );
}

/** A flat fibre module with its fibre pigtails coiled beside it (1 = seed, 2 = in and out). */
/** @param {Product} product */
function fibreModule({ model, band, size: [l, w, h], line, module: pigtails }) {
  const reach = l + 150;
  const view = fit([...corners(l, w, h), [reach, 0, 0], [reach, w + 30, 0]], 960, 640, 600, 450);
  const fibreZ = h * 0.35;
  const top = onPlane(
    view,
    [0, 0, h],
    [1, 0, 0],
    [0, 1, 0],
    `<rect width="${l}" height="${w}" fill="url(#anodised)"/>` +
      `<rect x="10" y="10" width="${l - 20}" height="${w - 20}" rx="4" fill="none" stroke="#5b86d6" stroke-width="1"/>` +
      `<text x="${l * 0.1}" y="${w * 0.42}" font-family="${FONT}" font-weight="700" font-size="${w * 0.12}" fill="#ffffff">${model}</text>` +
      `<text x="${l * 0.1}" y="${w * 0.55}" font-family="${FONT}" font-size="${w * 0.05}" fill="#c9d8f5">${line}</text>` +
      `<text x="${l * 0.1}" y="${w * 0.78}" font-family="${FONT}" font-weight="700" font-size="${w * 0.07}" letter-spacing="1" fill="#ffffff">YAOCHEN</text>` +
      `<text x="${l * 0.1 + w * 0.5}" y="${w * 0.78}" font-family="${CJK}" font-size="${w * 0.06}" fill="#c9d8f5">曜辰激光</text>` +
      [
        [8, 8],
        [l - 8, 8],
        [8, w - 8],
        [l - 8, w - 8],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#d6dce5" stroke="#0a2a63"/>`)
        .join(''),
  );
  const side = onPlane(
    view,
    [0, w, h],
    [1, 0, 0],
    [0, 0, -1],
    `<rect width="${l}" height="${h}" fill="url(#side)"/><rect width="${l}" height="${h}" fill="url(#brushed)"/>` +
      `<circle cx="${l * 0.9}" cy="${h * 0.5}" r="${h * 0.09}" fill="#6ff0a8" stroke="#1f6b43"/>`,
  );
  // Fibre exits on the end face; y positions of the pigtails and of the electrical connector.
  const exits = pigtails === 1 ? [w * 0.3] : [w * 0.22, w * 0.5];
  const end = onPlane(
    view,
    [l, w, h],
    [0, -1, 0],
    [0, 0, -1],
    `<rect width="${w}" height="${h}" fill="url(#end)"/>` +
      exits.map((y) => `<circle cx="${w - y}" cy="${h - fibreZ}" r="${h * 0.16}" fill="#2a3240"/>`).join('') +
      `<rect x="${w * 0.08}" y="${h * 0.3}" width="${w * 0.22}" height="${h * 0.4}" rx="3" fill="#3a4352" stroke="#20262f"/>` +
      `<rect x="${w * 0.11}" y="${h * 0.4}" width="${w * 0.16}" height="${h * 0.2}" fill="#c5ccd6"/>`,
  );
  // Each pigtail: a strain-relief boot, a run out to a coil on the table and a connector.
  const fibres = exits
    .map((y, i) => {
      const cx = l + 80 + i * 14;
      const cy = y + (i ? 60 : -10);
      const rx = 44 - i * 5;
      const loops = [0, 5, 10]
        .map(
          (d) =>
            `<ellipse cx="${cx + d * 0.4}" cy="${cy + d}" rx="${rx}" ry="${rx * 0.8}" fill="none" stroke="#7d889a" stroke-width="4.5"/>` +
            `<ellipse cx="${cx + d * 0.4}" cy="${cy + d}" rx="${rx}" ry="${rx * 0.8}" fill="none" stroke="#f1f4f8" stroke-width="3"/>`,
        )
        .join('');
      /** @param {string} d */
      const cable = (d) =>
        `<path d="${d}" fill="none" stroke="#7d889a" stroke-width="4.5"/><path d="${d}" fill="none" stroke="#f1f4f8" stroke-width="3"/>`;
      const lead = cable(`M${l} ${y} L${l + 22} ${y} C${l + 40} ${y} ${cx - rx - 10} ${cy - 25} ${cx - rx} ${cy}`);
      const tail = cable(
        `M${cx + rx} ${cy + 10} C${cx + rx + 8} ${cy + 35} ${cx + 15} ${cy + rx + 15} ${cx - 10} ${cy + rx + 24}`,
      );
      const boot = `<path d="M${l} ${y - 5} L${l + 22} ${y - 2} L${l + 22} ${y + 2} L${l} ${y + 5}Z" fill="#20262f"/>`;
      const connector =
        `<g transform="translate(${cx - 10} ${cy + rx + 24}) rotate(165)"><rect x="0" y="-4" width="14" height="8" fill="${ACCENT[band]}"/>` +
        `<rect x="14" y="-6" width="12" height="12" rx="2" fill="#c5ccd6" stroke="#5d6879"/><rect x="26" y="-2" width="8" height="4" fill="#e8ecf1"/></g>`;
      return level(view, fibreZ, lead + loops + tail + boot + connector);
    })
    .join('');
  return svg(studio, floorShadow(view, l, w, 12) + fibres + top + side + end + boxEdges(view, l, w, h));
}

/** The rear panel of a laser head, face on: coolant, mains, control ports, nameplate and class-4 label. */
/** @param {Product} product */
function rearPanel({ model, band, size: [, w, h], line }) {
  const s = Math.min(1000 / w, 560 / h);
  const ox = (WIDTH - w * s) / 2;
  const oy = (HEIGHT - h * s) / 2 + 20;
  /** @param {number} x @param {number} y @param {string} text */
  const label = (x, y, text, size = h * 0.035) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#2d3646" text-anchor="middle">${text}</text>`;
  const u = h / 150; // connector sizes scale with the panel height
  /** @param {number} x @param {number} y @param {number} r @param {string} ring @param {string} text */
  const port = (x, y, r, ring, text) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#c5ccd6" stroke="#4b5565" stroke-width="${u}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="${ring}" stroke-width="${r * 0.18}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.38}" fill="#2a3240"/>` +
    label(x, y + r + 8 * u, text);
  const y0 = h * 0.36;
  const body =
    `<rect x="0" y="0" width="${w}" height="${h}" rx="${h * 0.04}" fill="url(#side)" stroke="#5d6879" stroke-width="${u}"/>` +
    `<rect x="0" y="0" width="${w}" height="${h}" rx="${h * 0.04}" fill="url(#brushed)"/>` +
    `<rect x="${u}" y="${h * 0.8}" width="${w - 2 * u}" height="${h * 0.2 - u}" fill="${BLUE}"/>` +
    `<text x="${w * 0.04}" y="${h * 0.935}" font-family="${FONT}" font-weight="700" font-size="${h * 0.08}" letter-spacing="${h * 0.012}" fill="#ffffff">YAOCHEN</text>` +
    `<text x="${w * 0.04 + h * 0.6}" y="${h * 0.93}" font-family="${CJK}" font-size="${h * 0.065}" fill="#c9d8f5">曜辰激光</text>` +
    `<text x="${w * 0.96}" y="${h * 0.93}" font-family="${FONT}" font-size="${h * 0.045}" fill="#c9d8f5" text-anchor="end">${line}</text>` +
    port(w * 0.07, y0, 11 * u, '#3b7be0', 'WATER IN') +
    port(w * 0.17, y0, 11 * u, '#d04a3c', 'WATER OUT') +
    // IEC mains inlet and switch
    `<rect x="${w * 0.25}" y="${y0 - 14 * u}" width="${30 * u}" height="${24 * u}" rx="${2 * u}" fill="#20262f"/>` +
    [0.3, 0.5, 0.7]
      .map(
        (f) =>
          `<rect x="${w * 0.25 + 30 * u * f - 1.5 * u}" y="${y0 - 6 * u}" width="${3 * u}" height="${8 * u}" fill="#c5ccd6"/>`,
      )
      .join('') +
    label(w * 0.25 + 15 * u, y0 + 19 * u, 'AC 220 V') +
    `<circle cx="${w * 0.4}" cy="${y0 - 2 * u}" r="${10 * u}" fill="#2a3240" stroke="#8a95a6" stroke-width="${2 * u}"/>` +
    `<rect x="${w * 0.4 - 1.5 * u}" y="${y0 - 9 * u}" width="${3 * u}" height="${14 * u}" fill="#c5ccd6"/>` +
    label(w * 0.4, y0 + 19 * u, 'KEY') +
    // RJ45, DB9, BNC and interlock
    `<rect x="${w * 0.48}" y="${y0 - 10 * u}" width="${18 * u}" height="${16 * u}" fill="#20262f"/><rect x="${w * 0.48 + 5 * u}" y="${y0 + 2 * u}" width="${8 * u}" height="${4 * u}" fill="#c5ccd6"/>` +
    label(w * 0.48 + 9 * u, y0 + 19 * u, 'ETHERNET') +
    `<polygon points="${points([
      [w * 0.59, y0 - 9 * u],
      [w * 0.59 + 30 * u, y0 - 9 * u],
      [w * 0.59 + 26 * u, y0 + 6 * u],
      [w * 0.59 + 4 * u, y0 + 6 * u],
    ])}" fill="#20262f" stroke="#8a95a6" stroke-width="${u}"/>` +
    Array.from(
      { length: 5 },
      (_, i) => `<circle cx="${w * 0.59 + 7 * u + i * 4 * u}" cy="${y0 - 4 * u}" r="${1.1 * u}" fill="#c5ccd6"/>`,
    ).join('') +
    label(w * 0.59 + 15 * u, y0 + 19 * u, 'RS-232') +
    port(w * 0.77, y0 - 2 * u, 8 * u, '#8a95a6', 'EXT TRIG') +
    port(w * 0.88, y0 - 2 * u, 8 * u, '#f5c518', 'INTERLOCK') +
    // nameplate
    `<rect x="${w * 0.05}" y="${h * 0.54}" width="${w * 0.42}" height="${h * 0.22}" rx="${u * 2}" fill="#eef1f5" stroke="#8a95a6" stroke-width="${u * 0.6}"/>` +
    [
      `MODEL  ${model}`,
      `S/N  YC2604-0${model.length * 37}`,
      'WUHAN YAOCHEN ULTRAFAST LASER TECHNOLOGY CO., LTD.',
      'MADE IN WUHAN, CHINA',
    ]
      .map(
        (text, i) =>
          `<text x="${w * 0.065}" y="${h * (0.6 + i * 0.045)}" font-family="${FONT}" font-size="${h * (i < 2 ? 0.04 : 0.028)}" font-weight="${i < 2 ? 700 : 400}" fill="#2d3646">${text}</text>`,
      )
      .join('') +
    // class-4 warning label
    `<rect x="${w * 0.55}" y="${h * 0.54}" width="${w * 0.4}" height="${h * 0.22}" fill="#f5c518" stroke="#1c1c1c" stroke-width="${u}"/>` +
    `<rect x="${w * 0.55 + u * 2}" y="${h * 0.54 + u * 2}" width="${w * 0.4 - u * 4}" height="${h * 0.06}" fill="#1c1c1c"/>` +
    `<text x="${w * 0.75}" y="${h * 0.585}" font-family="${FONT}" font-weight="700" font-size="${h * 0.04}" fill="#f5c518" text-anchor="middle">DANGER</text>` +
    [
      'VISIBLE AND/OR INVISIBLE LASER RADIATION',
      'AVOID EYE OR SKIN EXPOSURE TO DIRECT',
      'OR SCATTERED RADIATION',
      'CLASS 4 LASER PRODUCT',
    ]
      .map(
        (text, i) =>
          `<text x="${w * 0.75}" y="${h * (0.64 + i * 0.03)}" font-family="${FONT}" font-weight="${i === 3 ? 700 : 400}" font-size="${h * 0.024}" fill="#1c1c1c" text-anchor="middle">${text}</text>`,
      )
      .join('') +
    `<rect x="${w * 0.05}" y="${h * 0.08}" width="${w * 0.12}" height="${h * 0.012}" fill="${ACCENT[band]}"/>` +
    `<text x="${w * 0.05}" y="${h * 0.16}" font-family="${FONT}" font-weight="700" font-size="${h * 0.05}" fill="#2d3646">${model}</text>`;
  const shadow = `<rect x="${ox + 10}" y="${oy + 24}" width="${w * s}" height="${h * s}" rx="20" fill="#1b2a44" opacity="0.3" filter="url(#blur)"/>`;
  return svg(studio, shadow + `<g transform="translate(${ox} ${oy}) scale(${s})">${body}</g>`);
}

// ---------------------------------------------------------------------------------------------
// Solution covers: a workpiece on the floor plane, a focusing head above and the beam at work.
// ---------------------------------------------------------------------------------------------
const sceneView = { s: 1, ox: 470, oy: 420 };

/** A focusing head above `focus` (screen point) with the converging beam. */
/** @param {Point} at @param {Band} band */
function focusingHead([x, y], band, lift = 300) {
  const top = y - lift;
  const cone = `<polygon points="${points([
    [x - 34, top],
    [x + 34, top],
    [x, y],
  ])}" fill="${ACCENT[band]}" opacity="0.45"/>`;
  const body =
    `<rect x="${x - 70}" y="${top - 210}" width="140" height="150" fill="url(#metal)"/>` +
    `<rect x="${x - 52}" y="${top - 60}" width="104" height="52" fill="url(#metal)"/>` +
    `<rect x="${x - 40}" y="${top - 8}" width="80" height="10" rx="3" fill="#2a3240"/>` +
    `<rect x="${x - 70}" y="${top - 170}" width="140" height="8" fill="${BLUE}"/>` +
    `<ellipse cx="${x}" cy="${top + 2}" rx="34" ry="6" fill="${ACCENT[band]}"/>`;
  return cone + beam([x, top], [x, y], band, 4) + body + spark([x, y], band);
}

/** The two visible edges (front and right) of a plate of l × w and thickness t lying on the floor. */
/** @param {number} l @param {number} w @param {number} t @param {string} front @param {string} right */
const plateEdges = (l, w, t, front, right) =>
  onPlane(sceneView, [0, w, 0], [1, 0, 0], [0, 0, -1], `<rect width="${l}" height="${t}" fill="${front}"/>`) +
  onPlane(sceneView, [l, w, 0], [0, -1, 0], [0, 0, -1], `<rect width="${w}" height="${t}" fill="${right}"/>`);

const scenes = {
  // A cover-glass contour being cut from a thin glass sheet.
  'display-glass': () => {
    const [l, w, t] = [620, 420, 10];
    const contour =
      'M150 90 H430 A50 50 0 0 1 480 140 V300 A50 50 0 0 1 430 350 H150 A50 50 0 0 1 100 300 V140 A50 50 0 0 1 150 90Z';
    const glass =
      plateEdges(l, w, t, '#cfe3f5', '#9ec2e6') +
      level(
        sceneView,
        0,
        `<rect width="${l}" height="${w}" fill="#dcecfb" opacity="0.28" stroke="#e9f3ff" stroke-width="2"/>` +
          `<path d="${contour}" fill="#ffffff" opacity="0.08"/>` +
          `<path d="${contour}" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="8 8" opacity="0.6"/>` +
          `<path d="M480 260 V140 A50 50 0 0 0 430 90 H150 A50 50 0 0 0 100 140 V220" fill="none" stroke="${GLOW.infrared}" stroke-width="3"/>` +
          `<circle cx="420" cy="135" r="12" fill="none" stroke="${GLOW.infrared}" stroke-width="3"/>`,
      );
    const stage = level(
      sceneView,
      -40,
      `<rect x="-60" y="-60" width="${l + 120}" height="${w + 120}" fill="#0a2a63" stroke="#3d63b0"/>` +
        Array.from(
          { length: 12 },
          (_, i) => `<rect x="${-40 + i * 60}" y="-40" width="20" height="${w + 80}" fill="#123a80"/>`,
        ).join(''),
    );
    return stage + glass + focusingHead(project(sceneView, [480, 260, 0]), 'infrared');
  },
  // A diced wafer on its tape frame; finished streets glow in the laser colour.
  'semiconductor-wafer': () => {
    const [cx, cy, r] = [330, 250, 230];
    const pitch = 32;
    const dies = [];
    for (let x = cx - r; x < cx + r; x += pitch)
      for (let y = cy - r; y < cy + r; y += pitch)
        if (
          Math.hypot(
            Math.max(Math.abs(x - cx), Math.abs(x + pitch - cx)),
            Math.max(Math.abs(y - cy), Math.abs(y + pitch - cy)),
          ) <
          r - 4
        )
          dies.push(
            `<rect x="${x + 3}" y="${y + 3}" width="${pitch - 6}" height="${pitch - 6}" fill="${(x + y) % 3 ? '#b8c4d8' : '#a9b7cf'}"/>`,
          );
    const streets = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const y = cy - r + 3 * pitch + i * pitch;
        return `<line x1="${cx - r}" y1="${y}" x2="${cx + r}" y2="${y}" stroke="${GLOW.ultraviolet}" stroke-width="3"/>`;
      })
      .join('');
    const wafer = level(
      sceneView,
      0,
      `<circle cx="${cx}" cy="${cy}" r="${r + 60}" fill="#5f6b80" stroke="#a9b3c1" stroke-width="4"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${r + 40}" fill="#1c3e7c" opacity="0.9"/>` +
        `<clipPath id="wafer"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#7d8ba4"/>` +
        `<g clip-path="url(#wafer)">${dies.join('')}${streets}</g>` +
        `<circle cx="${cx}" cy="${cy + r}" r="7" fill="#1c3e7c"/>`,
    );
    const focus = project(sceneView, [cx + 90, cy - r + 9 * pitch, 0]);
    return wafer + focusingHead(focus, 'ultraviolet');
  },
  // A substrate with copper pads; drilled micro-vias show as dark holes.
  'pcb-drilling': () => {
    const [l, w] = [640, 430];
    let vias = '';
    for (let i = 0; i < 12; i += 1)
      for (let j = 0; j < 7; j += 1) {
        const [x, y] = [250 + i * 30, 90 + j * 34];
        const drilled = j < 3 || (j === 3 && i < 7);
        vias +=
          `<circle cx="${x}" cy="${y}" r="9" fill="#c58b4e"/>` +
          (drilled
            ? `<circle cx="${x}" cy="${y}" r="4.5" fill="#12201c"/>`
            : `<circle cx="${x}" cy="${y}" r="3" fill="#e0ad74"/>`);
      }
    const traces = Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M20 ${60 + i * 42} H150 L190 ${80 + i * 34} H226" fill="none" stroke="#c58b4e" stroke-width="5" opacity="0.85"/>`,
    ).join('');
    const board =
      plateEdges(l, w, 14, '#16382f', '#0f2822') +
      level(
        sceneView,
        0,
        `<rect width="${l}" height="${w}" fill="#1e4d45"/>${traces}${vias}` +
          `<rect x="560" y="40" width="50" height="340" fill="#c58b4e" opacity="0.75"/>` +
          [30, 600]
            .map((x) => `<circle cx="${x}" cy="${w - 30}" r="10" fill="#0a1512" stroke="#c58b4e" stroke-width="4"/>`)
            .join(''),
      );
    return board + focusingHead(project(sceneView, [250 + 7 * 30, 90 + 3 * 34, 0]), 'green');
  },
  // A thin-film module: P1/P2/P3 scribe triplets across the absorber, the beam at the next line.
  'photovoltaic-scribing': () => {
    const [l, w] = [660, 420];
    let lines = '';
    for (let x = 40; x < l - 30; x += 26) {
      const done = x < 400;
      const stroke = done ? '#8fb1e8' : '#3a4a70';
      lines += [0, 4, 8]
        .map(
          (d, k) =>
            `<line x1="${x + d}" y1="20" x2="${x + d}" y2="${w - 20}" stroke="${k === 1 && done ? GLOW.green : stroke}" stroke-width="${k === 1 ? 1.6 : 1}"/>`,
        )
        .join('');
    }
    const panel =
      plateEdges(l, w, 12, '#8aa0c4', '#6d84ab') +
      level(
        sceneView,
        0,
        `<rect width="${l}" height="${w}" fill="#1a2440" stroke="#c7d2e6" stroke-width="3"/>${lines}` +
          `<rect x="10" y="20" width="14" height="${w - 40}" fill="#c7ced8"/><rect x="${l - 24}" y="20" width="14" height="${w - 40}" fill="#c7ced8"/>`,
      );
    return panel + focusingHead(project(sceneView, [404, 150, 0]), 'green');
  },
  // Electrode foil with coated and bare zones; tabs are cut out of the bare edge.
  'battery-foil': () => {
    const [l, w] = [900, 260];
    const bare = 90;
    const pitch = 150;
    const cutTo = 470;
    let edge = `M-600 ${bare}`;
    for (let x = -580; x < cutTo; x += pitch) edge += ` H${x + 40} V10 H${x + 100} V${bare}`;
    edge += ` H${cutTo} V0 H${l} V${w} H-600Z`;
    const foil = level(
      sceneView,
      0,
      `<linearGradient id="copper" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b8733d"/><stop offset="0.5" stop-color="#e6a56b"/><stop offset="1" stop-color="#a9652f"/></linearGradient>` +
        `<path d="${edge}" fill="url(#copper)" stroke="#f3c797" stroke-width="2"/>` +
        `<rect x="-600" y="${bare + 20}" width="${l + 600}" height="${w - bare - 20}" fill="#3a3f48"/>` +
        `<rect x="-600" y="${bare + 20}" width="${l + 600}" height="${w - bare - 20}" fill="url(#brushed)" opacity="0.5"/>` +
        `<path d="M${cutTo} 0 V${bare} H${cutTo + 40} V10 H${cutTo + 100} V${bare} H${cutTo + 190}" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="8 7" opacity="0.7"/>` +
        Array.from(
          { length: 4 },
          (_, i) =>
            `<rect x="${-150 + i * 160}" y="-70" width="${40 + (i % 2) * 20}" height="40" fill="#b8733d" opacity="0.6" transform="rotate(${i * 7 - 10} ${-130 + i * 160} -50)"/>`,
        ).join(''),
    );
    const rollers = [-40, 330]
      .map((y) =>
        level(sceneView, 0, `<rect x="-620" y="${y}" width="${l + 640}" height="24" fill="#5f6b80" opacity="0.8"/>`),
      )
      .join('');
    return rollers + foil + focusingHead(project(sceneView, [cutTo, bare * 0.5, 0]), 'infrared');
  },
  // A stent tube half cut: strut rings on the left, bare tube on the right, held by a collet.
  'medical-stent': () => {
    const [cy, r, x0, xCut, x1] = [560, 80, 110, 700, 1040];
    /** @param {number} theta */
    const y = (theta) => cy - r * Math.cos(theta);
    /** @param {number} x @param {number} phase @param {string} colour @param {number} width */
    const ring = (x, phase, colour, width) => {
      const pts = Array.from(
        { length: 9 },
        (_, k) => /** @type {Point} */ ([x + (k % 2 === phase ? 16 : -16), y((k * Math.PI) / 8)]),
      );
      return `<polyline points="${points(pts)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round"/>`;
    };
    let struts = '';
    for (let x = x0 + 30, i = 0; x < xCut - 20; x += 58, i += 1) {
      struts += ring(x, i % 2, '#55627a', 5); // the far wall, seen through the cut
      struts += ring(x, (i + 1) % 2, 'url(#strut)', 7);
      if (x + 58 < xCut - 20)
        [2, 6].forEach(
          (k) =>
            (struts += `<line x1="${x + 16}" y1="${y((k * Math.PI) / 8)}" x2="${x + 42}" y2="${y((k * Math.PI) / 8)}" stroke="url(#strut)" stroke-width="5"/>`),
        );
    }
    const tube =
      `<linearGradient id="strut" x1="0" y1="${cy - r}" x2="0" y2="${cy + r}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#f4f7fb"/><stop offset="0.45" stop-color="#b9c3d1"/><stop offset="1" stop-color="#6d7a8f"/></linearGradient>` +
      `<linearGradient id="tube" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9eef4"/><stop offset="0.4" stop-color="#b4bfcd"/><stop offset="1" stop-color="#5f6b80"/></linearGradient>` +
      `<ellipse cx="${WIDTH / 2}" cy="${cy + r + 70}" rx="520" ry="26" fill="#000000" opacity="0.3" filter="url(#blur)"/>` +
      `<rect x="${x0}" y="${cy - r}" width="${xCut - x0}" height="${2 * r}" fill="#0a2352" opacity="0.7"/>` +
      struts +
      `<rect x="${xCut}" y="${cy - r}" width="${x1 - xCut}" height="${2 * r}" fill="url(#tube)"/>` +
      `<ellipse cx="${x0}" cy="${cy}" rx="14" ry="${r}" fill="none" stroke="#b9c3d1" stroke-width="5"/>` +
      `<rect x="${x1 - 60}" y="${cy - r - 40}" width="150" height="${2 * r + 80}" rx="10" fill="url(#metal)"/>` +
      `<rect x="${x1 - 60}" y="${cy - r - 10}" width="150" height="8" fill="${BLUE}"/>`;
    return tube + focusingHead([xCut, cy - r + 4], 'green', 230);
  },
};

// ---------------------------------------------------------------------------------------------
/** @param {string} file @param {string} svgText */
async function write(file, svgText) {
  const full = path.join(root, 'static', 'uploads', file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  await sharp(Buffer.from(svgText))
    .png({ palette: true, quality: 100, dither: 0.6, effort: 10, compressionLevel: 9 })
    .toFile(full);
  console.log(`${file}  ${fs.statSync(full).size} bytes`);
}

for (const product of products) {
  await write(`${product.slug}.png`, product.module ? fibreModule(product) : laserHead(product));
  if (product.rear) await write(`${product.slug}-2.png`, rearPanel(product));
}
for (const [slug, scene] of Object.entries(scenes)) await write(`${slug}.png`, svg(night, scene()));
