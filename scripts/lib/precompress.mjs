// Precompression of a finished build: `<file>.br` (brotli, quality 11, 9 above 1 MiB) and `<file>.gz` (gzip,
// level 9) beside every compressible file of public/, served by src/server/http/app.ts instead of
// compressing each response. Node built-ins only (runs from scripts/lib/build-steps.mjs build()).
// Also a command: `node scripts/lib/precompress.mjs <dir>`.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text formats the site serves. Not source maps (`.map`): only developer tools fetch them, and
 * they are the largest files of the build. Images and fonts are compressed formats already.
 */
export const compressibleExtensions = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.dxf',
  '.ics',
  '.webmanifest',
  '.ico',
];

/** Below this a compressed copy saves less than the headers it costs (and a packet anyway). */
export const minBytes = 1024;

/** @typedef {{ hash: string, variants: string[] }} ManifestEntry */
/** @typedef {{ files: number, compressed: number, reused: number, linked: number, originalBytes: number, variantBytes: number }} Stats */

/** @type {{ extension: string, compress: (data: Buffer) => Promise<Buffer> }[]} */
export const encodings = [
  { extension: '.br', compress: (data) => brotli(data, brotliOptions(data)) },
  { extension: '.gz', compress: (data) => gzip(data, { level: 9 }) },
];

/**
 * Above this, brotli's top quality costs far more than it saves: on the 6.2 MB CMS bundle quality 11
 * took 42.7 s for 1.41 MB and quality 9 took 1.9 s for 1.56 MB (measured on this machine). Only
 * /admin's bundle is that large; the site's own files (220 KB at most) keep quality 11.
 */
export const maxTopQualityBytes = 1024 * 1024;

/** @param {Buffer} data @returns {zlib.BrotliOptions} */
function brotliOptions(data) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: data.length > maxTopQualityBytes ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  };
}

/** The manifest of what was compressed from which content, so a rebuild only compresses what changed. */
const manifestName = '.precompress.json';

// Not dotfiles: the server never serves them (the manifest, the build stamp).
/** @param {string} file */
const isCompressible = (file) =>
  compressibleExtensions.includes(path.extname(file).toLowerCase()) && !path.basename(file).startsWith('.');
/** @param {string} file */
const compressedSource = (file) => {
  const encoding = encodings.find(({ extension }) => file.endsWith(extension));
  return encoding ? file.slice(0, -encoding.extension.length) : null;
};

/** @param {string} dir */
async function listFiles(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** @param {string} dir @returns {Promise<Record<string, ManifestEntry>>} */
async function readManifest(dir) {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, manifestName), 'utf8'));
  } catch {
    return {};
  }
}

/** @param {string} file */
async function exists(file) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The compressed variants that earlier builds (`dirs`: their public/, e.g. the served build's)
 * hold, by the content hash of their file: `hash → { base, variants }`, `base` the file whose
 * `base + extension` variants exist there.
 * @param {string[]} dirs
 * @returns {Promise<Map<string, { base: string, variants: string[] }>>}
 */
async function earlierVariants(dirs) {
  /** @type {Map<string, { base: string, variants: string[] }>} */
  const byHash = new Map();
  for (const dir of dirs) {
    for (const [key, { hash, variants }] of Object.entries(await readManifest(dir))) {
      if (byHash.has(hash) || key.split('/').includes('..')) continue;
      const base = path.join(dir, ...key.split('/'));
      if ((await Promise.all(variants.map((extension) => exists(base + extension)))).every(Boolean))
        byHash.set(hash, { base, variants });
    }
  }
  return byHash;
}

/**
 * Puts `data` at `target` through a new file renamed over it, never writing into the file that
 * was there: that one may be a hard link into an earlier build, which must stay as it was.
 * @param {string} target
 * @param {Buffer} data
 */
async function replaceFile(target, data) {
  const partial = `${target}.${process.pid}.partial`;
  await fs.writeFile(partial, data);
  await fs.rename(partial, target);
}

/**
 * Makes `target` the same file as `source` (an earlier build's variant): a hard link, or a copy
 * (with its times) where links cannot be made. Through a new name renamed over `target`.
 * @param {string} source
 * @param {string} target
 */
async function linkFile(source, target) {
  const partial = `${target}.${process.pid}.partial`;
  await fs.rm(partial, { force: true });
  try {
    await fs.link(source, partial);
  } catch {
    await fs.copyFile(source, partial);
    const { atime, mtime } = await fs.stat(source);
    await fs.utimes(partial, atime, mtime);
  }
  await fs.rename(partial, target);
}

/**
 * Runs `task` over `items`, `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} task
 */
async function eachLimited(items, limit, task) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` of at least `minBytes`, keeping a
 * variant only when it is smaller than the file, and removes variants whose file is gone, too
 * small or no longer compresses. Files unchanged since the last run (same content hash, variants
 * present) are not compressed again; nor are files whose content an earlier build in `reuse`
 * (directories precompressed before, e.g. the served build's public/) compressed already: their
 * variants are hard-linked from there. So a build that starts from an empty public/ (a cold
 * build, a new publish checkout) compresses only what differs from the served build. zlib
 * compresses on libuv's thread pool: one file per core at a time keeps both cores busy without
 * starving the thread pool's other users.
 * Returns what it did: files compressed, reused in place, linked from an earlier build, bytes of
 * the originals and of the variants.
 * `onStart(total)` and `onFile(done)` follow its progress over the files it considers.
 * @param {string} dir
 * @param {{ concurrency?: number, reuse?: string[], onStart?: (total: number) => void, onFile?: (done: number) => void }} [options]
 * @returns {Promise<Stats>}
 */
export async function precompress(
  dir,
  { concurrency = os.availableParallelism(), reuse = [], onStart = () => {}, onFile = () => {} } = {},
) {
  const files = await listFiles(dir);
  const present = new Set(files);
  const previous = await readManifest(dir);
  const earlier = await earlierVariants(reuse.filter((other) => path.resolve(other) !== path.resolve(dir)));
  /** @type {Record<string, ManifestEntry>} */
  const manifest = {};
  const stats = { files: 0, compressed: 0, reused: 0, linked: 0, originalBytes: 0, variantBytes: 0 };

  // Variants of files that are gone or no longer compressible: never serve a stale one. And the
  // half-written files of an interrupted run.
  for (const file of files) {
    const source = compressedSource(file);
    if (source && isCompressible(source) && !present.has(source)) await fs.rm(file, { force: true });
    if (/\.\d+\.partial$/.test(file) && compressedSource(file.replace(/\.\d+\.partial$/, ''))) {
      await fs.rm(file, { force: true });
      present.delete(file);
    }
  }

  // Largest first: the CMS bundle's brotli takes most of the time, the small files fill the other lanes.
  const sized = await Promise.all(
    files.filter(isCompressible).map(async (file) => ({ file, size: (await fs.stat(file)).size })),
  );
  const candidates = sized.sort((a, b) => b.size - a.size).map(({ file }) => file);
  onStart(candidates.length);
  let done = 0;
  await eachLimited(candidates, concurrency, async (file) => {
    await compressOne(file);
    onFile((done += 1));
  });

  /** @param {string} file */
  async function compressOne(file) {
    const data = await fs.readFile(file);
    const key = path.relative(dir, file).split(path.sep).join('/');
    if (data.length < minBytes) {
      await Promise.all(encodings.map(({ extension }) => fs.rm(file + extension, { force: true })));
      return;
    }
    const hash = createHash('sha256').update(data).digest('hex');
    const before = previous[key];
    const reusable = before?.hash === hash && before.variants.every((extension) => present.has(file + extension));
    const elsewhere = reusable ? undefined : earlier.get(hash);
    /** @type {string[]} */
    const variants = [];
    for (const { extension, compress } of encodings) {
      const target = file + extension;
      const kept = reusable ? before.variants : elsewhere?.variants;
      if (kept) {
        if (!kept.includes(extension)) await fs.rm(target, { force: true });
        else {
          if (elsewhere) await linkFile(elsewhere.base + extension, target);
          variants.push(extension);
        }
        continue;
      }
      const compressed = await compress(data);
      if (compressed.length < data.length) {
        await replaceFile(target, compressed);
        variants.push(extension);
      } else {
        await fs.rm(target, { force: true });
      }
    }
    manifest[key] = { hash, variants };
    stats.files += 1;
    stats.originalBytes += data.length;
    stats[reusable ? 'reused' : elsewhere ? 'linked' : 'compressed'] += 1;
    const sizes = await Promise.all(variants.map(async (extension) => (await fs.stat(file + extension)).size));
    stats.variantBytes += sizes.reduce((sum, size) => sum + size, 0);
  }

  await fs.writeFile(path.join(dir, manifestName), JSON.stringify(manifest));
  return stats;
}

/** One line for the build log. @param {Stats} stats @param {number} seconds */
export function describe(stats, seconds) {
  /** @param {number} bytes */
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  const linked = stats.linked ? `, ${stats.linked} from an earlier build` : '';
  return (
    `Precompressed ${stats.files} files (${stats.compressed} compressed, ${stats.reused} unchanged${linked}) in ` +
    `${seconds.toFixed(1)} s: ${mb(stats.originalBytes)} MB of text, ${mb(stats.variantBytes)} MB of .br and .gz added`
  );
}

/**
 * The build step (scripts/lib/build-steps.mjs build()): precompresses `dir` (reusing the variants of
 * the directories `reuse`), logs, resolves to an exit code. A cold build's compression takes a
 * minute on a busy machine: it says what it does when it starts and how far it got every `everyMs`.
 * @param {string} dir
 * @param {string[]} [reuse]
 * @param {{ everyMs?: number }} [options]
 */
export async function precompressBuild(dir, reuse = [], { everyMs = 10_000 } = {}) {
  const started = Date.now();
  let done = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  try {
    const stats = await precompress(dir, {
      reuse,
      onStart: (total) => {
        timer = setInterval(() => {
          console.log(`  precompress: ${done} of ${total} files, ${Math.round((Date.now() - started) / 1000)} s`);
        }, everyMs);
        console.log(
          `Precompressing ${total} text files into .br (brotli) and .gz beside them; unchanged ones are reused, not compressed again`,
        );
      },
      onFile: (count) => (done = count),
    });
    console.log(describe(stats, (Date.now() - started) / 1000));
    return 0;
  } catch (error) {
    console.error(`Precompressing ${dir} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    clearInterval(timer);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/lib/precompress.mjs <directory>');
    process.exit(2);
  }
  // No top-level await: build-steps.mjs imports this module, and tsx loads that from CommonJS (bench/*.ts).
  void precompressBuild(path.resolve(dir)).then((code) => {
    process.exitCode = code;
  });
}
