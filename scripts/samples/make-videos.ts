// Makes the sample videos of the site's content: short clips of drawn animations (each frame an
// SVG drawn here and rendered by sharp; nothing is downloaded), as H.264 MP4 and VP9 WebM, with a
// poster image and a WebVTT caption file per locale. Run by a developer (`npm run make:videos`),
// never by npm start or npm test: its outputs are committed under static/uploads/ and the
// content files that name them are updated in place.
//
// Each clip shows what its captions say: the product clip a galvo scanner head, the part and the
// cut path closing around it; its caption line (model, wavelength, pulse width) is read from the
// product's content file, so the clip cannot claim figures the product page does not.
//
// Files are named and limited as the CMS names and limits uploads (src/cms/uploads.ts): the ASCII
// name, a hash of the content, the extension; over the upload limit the script fails. Installs
// Debian's ffmpeg with apt-get when it is missing (as root), like the browser tests' Chromium.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import sharp from 'sharp';
import { sizeLimit, uploadName } from '../../src/cms/uploads';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'static/uploads');
const sitePath = (name: string) => `/uploads/${name}`;
/** The samples stay small: a page's video should not weigh more than its pictures. */
const sampleLimit = 1.5 * 1024 * 1024;
const font = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const size = { width: 768, height: 432 };
const fps = 25;

interface Cue {
  from: number;
  to: number;
  zh: string;
  en: string;
}
interface Sample {
  /** The file names' ASCII part. */
  base: string;
  seconds: number;
  /** The picture at `t` seconds: SVG elements on a 768 × 432 canvas. */
  frame: (t: number) => string;
  caption: string;
  posterAt: number;
  cues: Cue[];
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------
type Point = [number, number];
const clamp = (value: number, low = 0, high = 1) => Math.min(high, Math.max(low, value));
/** 0 before `from`, 1 after `to`, eased in between. */
const ease = (t: number, from: number, to: number) => {
  const x = clamp((t - from) / (to - from));
  return x * x * (3 - 2 * x);
};
const pts = (points: Point[]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** The outline of a rounded rectangle (centre 0,0), as points evenly spaced along it, closed. */
function roundedOutline(halfWidth: number, halfHeight: number, radius: number, count: number): Point[] {
  const straightX = 2 * (halfWidth - radius);
  const straightY = 2 * (halfHeight - radius);
  const arc = (Math.PI * radius) / 2;
  const total = 2 * straightX + 2 * straightY + 4 * arc;
  // Walk clockwise from the middle of the bottom edge (where the cut starts).
  const segments: ((s: number) => Point)[] = [];
  const lengths: number[] = [];
  const line = (from: Point, to: Point) => {
    lengths.push(Math.hypot(to[0] - from[0], to[1] - from[1]));
    segments.push((s) => [from[0] + (to[0] - from[0]) * s, from[1] + (to[1] - from[1]) * s]);
  };
  const corner = (cx: number, cy: number, start: number) => {
    lengths.push(arc);
    segments.push((s) => {
      const angle = start + (s * Math.PI) / 2;
      return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
    });
  };
  const [w, h, r] = [halfWidth, halfHeight, radius];
  line([0, h], [-(w - r), h]);
  corner(-(w - r), h - r, Math.PI / 2);
  line([-w, h - r], [-w, -(h - r)]);
  corner(-(w - r), -(h - r), Math.PI);
  line([-(w - r), -h], [w - r, -h]);
  corner(w - r, -(h - r), (3 * Math.PI) / 2);
  line([w, -(h - r)], [w, h - r]);
  corner(w - r, h - r, 0);
  line([w - r, h], [0, h]);
  const points: Point[] = [];
  for (let index = 0; index <= count; index += 1) {
    let along = (index / count) * total;
    let segment = 0;
    while (segment < lengths.length - 1 && along > lengths[segment]!) along -= lengths[segment++]!;
    points.push(segments[segment]!(clamp(along / lengths[segment]!)));
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// The product clip: a galvo scanner head cuts a phone cover glass out of a sheet
// ---------------------------------------------------------------------------------------------
/** The work plane seen obliquely from the front: world millimetres-ish to pixels. */
const plane = (u: number, v: number): Point => [420 + u * 0.95 + v * 0.4, 316 + v * 0.4];
const coverOutline = roundedOutline(150, 92, 34, 480);
const cutFrom = 1.4;
const cutTo = 7.6;
const liftFrom = 8.1;

function coverGlassFrame(t: number): string {
  const progress = ease(t, cutFrom, cutTo);
  const done = Math.round(progress * (coverOutline.length - 1));
  const cutting = t >= cutFrom && t < cutTo + 0.05;
  const lift = ease(t, liftFrom, 9.3);
  const projected = coverOutline.map(([u, v]) => plane(u, v));
  const spot = projected[done]!;
  const sheet = [plane(-235, -150), plane(235, -150), plane(235, 150), plane(-235, 150)];
  // The cut so far: a fine line; its last stretch still glows, from white at the spot to orange.
  const kerf = projected.slice(0, done + 1);
  const tail = 36;
  const glow = kerf.slice(Math.max(0, kerf.length - tail));
  const glowLines = glow
    .slice(1)
    .map((point, index) => {
      const heat = (index + 1) / glow.length;
      const colour = heat > 0.8 ? '#fff6d8' : heat > 0.45 ? '#ffc46b' : '#ff7a3d';
      return `<line x1="${glow[index]![0].toFixed(1)}" y1="${glow[index]![1].toFixed(1)}" x2="${point[0].toFixed(1)}" y2="${point[1].toFixed(1)}" stroke="${colour}" stroke-opacity="${(0.25 + 0.75 * heat).toFixed(2)}" stroke-width="${(1.5 + 2.5 * heat).toFixed(1)}" stroke-linecap="round"/>`;
    })
    .join('');
  // The galvo head: housing, two mirror motors, the F-theta lens; the beam leaves the lens centre.
  const lens: Point = [548, 176];
  const flicker = 1 + 0.25 * Math.sin(t * 61) * Math.sin(t * 23);
  const beam = cutting
    ? `<polygon points="${pts([
        [lens[0] - 11, lens[1]],
        [lens[0] + 11, lens[1]],
        [spot[0] + 1.5, spot[1]],
        [spot[0] - 1.5, spot[1]],
      ])}" fill="url(#beam)" opacity="0.55"/>` +
      `<line x1="${lens[0]}" y1="${lens[1]}" x2="${spot[0].toFixed(1)}" y2="${spot[1].toFixed(1)}" stroke="#ffb0a0" stroke-width="1.2" opacity="0.8"/>` +
      `<circle cx="${spot[0].toFixed(1)}" cy="${spot[1].toFixed(1)}" r="${(14 * flicker).toFixed(1)}" fill="url(#spot)"/>`
    : '';
  const lifted = (point: Point): Point => [point[0] + 10 * lift, point[1] - 34 * lift];
  const cover = lift > 0 ? projected.map(lifted) : projected;
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b111c"/><stop offset="1" stop-color="#18202c"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a9dcef" stop-opacity="0.42"/><stop offset="1" stop-color="#4d8fae" stop-opacity="0.30"/></linearGradient>
    <linearGradient id="cover" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d4f1fb" stop-opacity="0.62"/><stop offset="1" stop-color="#6fb2cf" stop-opacity="0.45"/></linearGradient>
    <linearGradient id="housing" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a5566"/><stop offset="0.5" stop-color="#8793a3"/><stop offset="1" stop-color="#3b4452"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a3c" stop-opacity="0.15"/><stop offset="1" stop-color="#ff8a5c" stop-opacity="0.9"/></linearGradient>
    <radialGradient id="spot"><stop offset="0" stop-color="#ffffff"/><stop offset="0.25" stop-color="#fff1c4"/><stop offset="0.6" stop-color="#ff9a4a" stop-opacity="0.5"/><stop offset="1" stop-color="#ff6a2a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="768" height="432" fill="url(#bg)"/>
  ${[-300, -200, -100, 0, 100, 200, 300]
    .map(
      (u) =>
        `<line x1="${plane(u, -190)[0]}" y1="${plane(u, -190)[1]}" x2="${plane(u, 210)[0]}" y2="${plane(u, 210)[1]}" stroke="#2a3442" stroke-width="1"/>`,
    )
    .join('')}
  <polygon points="${pts(sheet)}" fill="url(#glass)" stroke="#bfe6f5" stroke-opacity="0.55" stroke-width="1.5"/>
  ${lift > 0 ? `<polygon points="${pts(projected)}" fill="#0b111c" fill-opacity="${(0.75 * lift).toFixed(2)}" stroke="#7fb6cc" stroke-opacity="0.5"/>` : ''}
  <polygon points="${pts(cover)}" fill="${lift > 0 ? 'url(#cover)' : 'none'}" stroke="none"/>
  ${kerf.length > 1 ? `<polyline points="${pts(lift > 0 ? kerf.map(lifted) : kerf)}" fill="none" stroke="#e8f7ff" stroke-opacity="0.9" stroke-width="1.4" stroke-linejoin="round"/>` : ''}
  ${cutting ? glowLines : ''}
  <rect x="496" y="64" width="104" height="84" rx="6" fill="url(#housing)" stroke="#1c222b"/>
  <rect x="474" y="84" width="22" height="30" rx="4" fill="#5b6676" stroke="#1c222b"/>
  <rect x="600" y="96" width="22" height="30" rx="4" fill="#5b6676" stroke="#1c222b"/>
  <rect x="510" y="40" width="76" height="24" rx="3" fill="#323a46" stroke="#1c222b"/>
  <polygon points="${pts([
    [522, 148],
    [574, 148],
    [566, 176],
    [530, 176],
  ])}" fill="#2a313b" stroke="#1c222b"/>
  <ellipse cx="548" cy="176" rx="18" ry="4" fill="#6f8fb0" opacity="0.8"/>
  <circle cx="512" cy="78" r="3" fill="${cutting ? '#5bd17a' : '#c7a23b'}"/>
  ${beam}`;
}

// ---------------------------------------------------------------------------------------------
// The company clip: femtosecond pulses focused into glass, each leaving a mark and no heat
// ---------------------------------------------------------------------------------------------
const pulsePeriod = 0.4;
const focus: Point = [560, 312];
const plateSpeed = 26;

function pulseTrainFrame(t: number): string {
  // Pulses fall from the top to the lens (y 120), then converge to the focus on the plate.
  const pulses: string[] = [];
  for (let k = Math.floor(t / pulsePeriod) - 3; k <= Math.floor(t / pulsePeriod) + 1; k += 1) {
    const age = t - k * pulsePeriod;
    if (age < 0 || k < 0) continue;
    const y = -20 + age * 360;
    if (y > focus[1]) continue;
    const width = y < 120 ? 44 : 44 * (1 - (y - 120) / (focus[1] - 120)) + 3;
    pulses.push(
      `<rect x="${(focus[0] - width / 2).toFixed(1)}" y="${(y - 3).toFixed(1)}" width="${width.toFixed(1)}" height="6" rx="3" fill="#f2f6ff" opacity="0.9"/>`,
    );
  }
  // Every pulse that has arrived leaves a crisp mark where the plate was under the focus.
  const marks: string[] = [];
  let flash = '';
  for (let k = 0; ; k += 1) {
    const hit = k * pulsePeriod + (focus[1] + 20) / 360;
    if (hit > t) break;
    const x = focus[0] - (t - hit) * plateSpeed;
    if (x < -10) continue;
    marks.push(`<ellipse cx="${x.toFixed(1)}" cy="${focus[1]}" rx="2.8" ry="1.6" fill="#f4fbff"/>`);
    if (t - hit < 0.08)
      flash = `<circle cx="${focus[0]}" cy="${focus[1]}" r="${(18 * (1 - (t - hit) / 0.08)).toFixed(1)}" fill="url(#flash)"/>`;
  }
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#060a1a"/><stop offset="1" stop-color="#141a2c"/></linearGradient>
    <linearGradient id="plate" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a7d7ee" stop-opacity="0.55"/><stop offset="1" stop-color="#3f7da0" stop-opacity="0.35"/></linearGradient>
    <linearGradient id="cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb4ff" stop-opacity="0.10"/><stop offset="1" stop-color="#8fb4ff" stop-opacity="0.28"/></linearGradient>
    <radialGradient id="flash"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#c9ddff" stop-opacity="0.6"/><stop offset="1" stop-color="#c9ddff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="768" height="432" fill="url(#bg)"/>
  <rect x="${focus[0] - 22}" y="0" width="44" height="120" fill="#8fb4ff" opacity="0.08"/>
  <polygon points="${pts([
    [focus[0] - 22, 120],
    [focus[0] + 22, 120],
    [focus[0] + 1.5, focus[1]],
    [focus[0] - 1.5, focus[1]],
  ])}" fill="url(#cone)"/>
  <ellipse cx="${focus[0]}" cy="120" rx="70" ry="9" fill="#9cc3e6" opacity="0.55" stroke="#d5e8f7" stroke-width="1"/>
  <rect x="-10" y="${focus[1] - 9}" width="790" height="18" fill="#cdeefc" fill-opacity="0.32" stroke="#dff4ff" stroke-opacity="0.5"/>
  <rect x="-10" y="${focus[1] + 9}" width="790" height="40" fill="url(#plate)" stroke="#bfe6f5" stroke-opacity="0.6"/>
  <rect x="-10" y="${focus[1] + 49}" width="790" height="${432 - focus[1] - 49}" fill="#0b1020"/>
  ${marks.join('')}
  ${pulses.join('')}
  ${flash}`;
}

/** The product's caption line from its content: model, wavelength, pulse width (as the product page has them). */
function productCaption(slug: string): string {
  const entry = load(fs.readFileSync(path.join(root, 'content/products', `${slug}.yml`), 'utf8')) as {
    zh: { model: string; specifications: { key: string; value: string }[] };
  };
  const spec = (key: string) => {
    const value = entry.zh.specifications.find((item) => item.key === key)?.value;
    if (!value) fail(`${slug}.yml has no ${key} for the video's caption`);
    // "< 350 fs（350 fs – 10 ps 可调）": the figure, without the adjustable range.
    return value.split(/[（(]/)[0]!.trim();
  };
  return `${entry.zh.model}  ${spec('wavelength')}  ${spec('pulseWidth')}`;
}

const samples: Sample[] = [
  {
    base: 'company-pulse-train',
    seconds: 12,
    // A train of femtosecond pulses is focused through a lens onto a glass plate that moves under
    // the focus; each pulse leaves a crisp mark, with no glow spreading around it.
    frame: pulseTrainFrame,
    caption: 'Yaochen Laser',
    posterAt: 9.1,
    cues: [
      {
        from: 0,
        to: 4,
        zh: '飞秒脉冲串以每秒百万次的频率射向玻璃。',
        en: 'A train of femtosecond pulses, a million a second, heads for the glass.',
      },
      {
        from: 4,
        to: 8,
        zh: '每个脉冲在热量扩散之前完成加工。',
        en: 'Each pulse does its work before heat can spread.',
      },
      {
        from: 8,
        to: 12,
        zh: '曜辰激光：让精密制造更简单。',
        en: 'Yaochen Laser: precision manufacturing made simple.',
      },
    ],
  },
  {
    base: 'yc-fs20-ir-scanning',
    seconds: 10,
    // A galvo scanner head steers the YC-FS20-IR's beam around the outline of a phone cover glass
    // in a glass sheet; the cut closes, and the cover lifts out of the sheet.
    frame: coverGlassFrame,
    caption: productCaption('yc-fs20-ir'),
    posterAt: 5.2,
    cues: [
      {
        from: 0,
        to: 4,
        zh: '振镜扫描头把 YC-FS20-IR 的光束聚焦到盖板玻璃上。',
        en: "A galvo scanner head focuses the YC-FS20-IR's beam on a sheet of cover glass.",
      },
      {
        from: 4,
        to: 8,
        zh: '光斑沿手机盖板的圆角轮廓移动，切缝逐段闭合。',
        en: 'The spot follows the rounded outline of a phone cover, closing the cut as it goes.',
      },
      {
        from: 8,
        to: 10,
        zh: '轮廓闭合，盖板从母板中取出，边缘无崩边。',
        en: 'The outline closes and the cover lifts out of the sheet, its edges free of chipping.',
      },
    ],
  },
];

function fail(message: string): never {
  console.error(`make-videos: ${message}`);
  process.exit(1);
}

function has(command: string) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** Debian's ffmpeg (and the font the captions are drawn with), installed with apt when missing. */
function ensureFfmpeg() {
  const missing = [!has('ffmpeg') && 'ffmpeg', !fs.existsSync(font) && 'fonts-noto-cjk'].filter(Boolean) as string[];
  if (!missing.length) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get'))
    fail(
      `needs Debian's ${missing.join(' and ')}: install with "sudo apt-get install -y ${missing.join(' ')}" and run again.`,
    );
  console.log(`make-videos: installing ${missing.join(' and ')} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (status !== 0) fail(`apt-get ${args[0]} failed (exit ${status}); install ${missing.join(' ')} by hand.`);
  }
  if (!has('ffmpeg')) fail('apt-get finished but there is still no ffmpeg on the PATH.');
}

function ffmpeg(args: string[]) {
  const { status, stderr } = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (status !== 0) fail(`ffmpeg ${args.join(' ')} failed:\n${stderr}`);
}

const stamp = (seconds: number) => `00:${String(Math.floor(seconds)).padStart(2, '0')}.000`;
const webVtt = (cues: Cue[], locale: 'zh' | 'en') =>
  `WEBVTT\n\n${cues.map((cue, index) => `${index + 1}\n${stamp(cue.from)} --> ${stamp(cue.to)}\n${cue[locale]}\n`).join('\n')}`;

/** Moves a made file to its upload name (as the CMS would name it) after checking its size. */
function publish(file: string, base: string, extension: string, mime: string): string {
  const bytes = fs.readFileSync(file);
  const name = uploadName(`${base}.${extension}`, createHash('sha256').update(bytes).digest('hex'));
  const limit = Math.min(sizeLimit({ name, type: mime }), mime.startsWith('video/') ? sampleLimit : Infinity);
  if (bytes.length > limit) fail(`${name} is ${bytes.length} bytes, over the ${limit}-byte limit`);
  for (const old of fs.readdirSync(outDir))
    if (new RegExp(`^${base}-[0-9a-f]{8}\\.${extension}$`).test(old) && old !== name) fs.rmSync(path.join(outDir, old));
  fs.renameSync(file, path.join(outDir, name));
  console.log(`  ${sitePath(name)}  ${bytes.length} bytes`);
  return name;
}

/** Points the content files at the new names (same base and extension, another hash). */
function updateContent(base: string, extension: string, name: string) {
  const pattern = new RegExp(`/uploads/${base}-[0-9a-f]{8}\\.${extension}`, 'g');
  for (const entry of fs.readdirSync(path.join(root, 'content'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.yml')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(pattern, sitePath(name));
    if (next !== text) fs.writeFileSync(file, next);
  }
}

/** Draws every frame of a clip as PNG files (frame-0000.png …) in `dir`. */
async function drawFrames(sample: Sample, dir: string) {
  const { width, height } = size;
  const count = Math.round(sample.seconds * fps);
  for (let index = 0; index < count; index += 1) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${sample.frame(index / fps)}</svg>`;
    await sharp(Buffer.from(svg))
      .png({ compressionLevel: 1 })
      .toFile(path.join(dir, `frame-${String(index).padStart(4, '0')}.png`));
  }
}

async function make(sample: Sample) {
  const work = fs.mkdtempSync(path.join(outDir, '.work-'));
  try {
    await drawFrames(sample, work);
    const caption = `drawtext=fontfile=${font}:text='${sample.caption}':fontcolor=white@0.85:fontsize=30:x=36:y=32:alpha='min(1,t/1.5)'`;
    const lossless = path.join(work, 'master.mkv');
    // Drawn once, encoded twice. One thread: the same input gives the same file.
    ffmpeg([
      '-framerate',
      String(fps),
      '-i',
      path.join(work, 'frame-%04d.png'),
      '-vf',
      `${caption},format=yuv420p`,
      '-c:v',
      'ffv1',
      '-threads',
      '1',
      lossless,
    ]);
    const outputs: [string, string, string, string[]][] = [
      [
        'mp4',
        'video/mp4',
        'video.mp4',
        [
          '-c:v',
          'libx264',
          '-preset',
          'slow',
          '-crf',
          '28',
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          '-threads',
          '1',
        ],
      ],
      [
        'webm',
        'video/webm',
        'video.webm',
        ['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-deadline', 'good', '-cpu-used', '2', '-threads', '1'],
      ],
      ['jpg', 'image/jpeg', 'poster.jpg', ['-ss', String(sample.posterAt), '-frames:v', '1', '-q:v', '3']],
    ];
    for (const [extension, mime, file, args] of outputs) {
      ffmpeg(['-i', lossless, ...args, '-an', path.join(work, file)]);
      updateContent(sample.base, extension, publish(path.join(work, file), sample.base, extension, mime));
    }
    for (const locale of ['zh', 'en'] as const) {
      const file = path.join(work, `${locale}.vtt`);
      fs.writeFileSync(file, webVtt(sample.cues, locale));
      const base = `${sample.base}-${locale}`;
      updateContent(base, 'vtt', publish(file, base, 'vtt', 'text/vtt'));
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// `npm run make:videos -- --preview <dir>`: a few frames of each clip as PNG, to look at before making them.
async function main() {
  const previewAt = process.argv.indexOf('--preview');
  if (previewAt !== -1) {
    const dir = path.resolve(process.argv[previewAt + 1] ?? 'video-preview');
    fs.mkdirSync(dir, { recursive: true });
    for (const sample of samples) {
      for (const t of [0.5, sample.posterAt, sample.seconds * 0.3, sample.seconds * 0.7, sample.seconds - 0.2]) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${sample.frame(t)}</svg>`;
        await sharp(Buffer.from(svg))
          .png()
          .toFile(path.join(dir, `${sample.base}-${t.toFixed(2)}.png`));
      }
    }
    console.log(`make-videos: preview frames in ${dir}`);
    process.exit(0);
  }

  ensureFfmpeg();
  fs.mkdirSync(outDir, { recursive: true });
  for (const sample of samples) {
    console.log(`make-videos: ${sample.base} (${sample.seconds} s)`);
    await make(sample);
  }
}

void main();
