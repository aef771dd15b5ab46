// Makes the sample videos of the site's content: short clips of drawn animations (ffmpeg's lavfi
// sources and the geq/drawtext filters; nothing is downloaded), as H.264 MP4 and VP9 WebM, with a
// poster image and a WebVTT caption file per locale. Run by a developer (`npm run make:videos`),
// never by npm start or npm test: its outputs are committed under static/uploads/ and the
// content files that name them are updated in place.
//
// Files are named and limited as the CMS names and limits uploads (src/cms/uploads.ts): the ASCII
// name, a hash of the content, the extension; over the upload limit the script fails. Installs
// Debian's ffmpeg with apt-get when it is missing (as root), like the browser tests' Chromium.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sizeLimit, uploadName } from '../../src/cms/uploads';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'static/uploads');
const sitePath = (name: string) => `/uploads/${name}`;
/** The samples stay small: a page's video should not weigh more than its pictures. */
const sampleLimit = 1.5 * 1024 * 1024;
const font = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const size = { width: 768, height: 432 };

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
  /** A geq filter (yuv) drawing the animation; T is the time in seconds. */
  geq: string;
  caption: string;
  posterAt: number;
  cues: Cue[];
}

const samples: Sample[] = [
  {
    base: 'company-pulse-train',
    seconds: 12,
    // (The chroma planes are half the size: cb and cr scale X and Y back to 768×432.)
    // A train of femtosecond pulses travels right and hits a glass plate, which lights up at each
    // hit; behind it, the beam bends as the plate is processed.
    geq: [
      "lum='24+12*Y/H",
      '+if(lt(X,500),215*exp(-pow(mod(X-T*300,96)-48,2)/40)*exp(-pow(Y-216,2)/30),0)',
      '+if(between(X,500,540),60+150*exp(-mod(452-T*300,96)/6)*exp(-pow(Y-216,2)/900),0)',
      "+if(gt(X,540),120*exp(-pow(Y-216-0.08*(X-540)*sin(T*3),2)/(8+0.1*(X-540)))*exp(-mod(452-T*300,96)/14),0)'",
      ":cb='if(between(X*768/W,500,540),150,140)':cr='if(between(X*768/W,500,540),118,124)'",
    ].join(''),
    caption: 'Yaochen Laser',
    posterAt: 2.3,
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
    // A galvo scanner sweeps the beam of a YC-FS20-IR across a round wafer; the trace it leaves
    // fades behind it.
    geq: [
      "lum='20+if(lt(hypot(X-384,Y-216),170),40,0)",
      '+if(gt((X-384)*cos(T*1.3)+(Y-216)*sin(T*1.3),0)*lt(hypot(X-384,Y-216),170),',
      '220*exp(-pow((X-384)*sin(T*1.3)-(Y-216)*cos(T*1.3),2)/6),0)',
      "+200*exp(-pow(hypot(X-384,Y-216)-(40+12*T),2)/4)*lt(hypot(X-384,Y-216),170)'",
      ":cb='if(lt(hypot(X*768/W-384,Y*432/H-216),170),136,128)':cr='if(lt(hypot(X*768/W-384,Y*432/H-216),170),150,128)'",
    ].join(''),
    caption: 'YC-FS20-IR  1030 nm  <350 fs',
    posterAt: 1.2,
    cues: [
      {
        from: 0,
        to: 5,
        zh: '振镜带动 YC-FS20-IR 的光束在晶圆上扫描。',
        en: "A galvo scanner sweeps the YC-FS20-IR's beam across a wafer.",
      },
      {
        from: 5,
        to: 10,
        zh: '一圈圈加工轨迹由内向外扩展，边缘没有热影响区。',
        en: 'Ring after ring spreads outwards, with no heat-affected edge.',
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

function make(sample: Sample) {
  const work = fs.mkdtempSync(path.join(outDir, '.work-'));
  try {
    const { width, height } = size;
    const source =
      `color=c=black:s=${width}x${height}:r=25:d=${sample.seconds},format=yuv420p,geq=${sample.geq},` +
      `drawtext=fontfile=${font}:text='${sample.caption}':fontcolor=white@0.85:fontsize=30:x=36:y=32:alpha='min(1,t/1.5)'`;
    const lossless = path.join(work, 'master.mkv');
    // Drawn once (geq is slow), encoded twice. One thread: the same input gives the same file.
    ffmpeg(['-f', 'lavfi', '-i', source, '-c:v', 'ffv1', '-threads', '1', lossless]);
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

ensureFfmpeg();
fs.mkdirSync(outDir, { recursive: true });
for (const sample of samples) {
  console.log(`make-videos: ${sample.base} (${sample.seconds} s)`);
  make(sample);
}
