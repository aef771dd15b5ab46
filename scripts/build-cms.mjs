// Builds /admin: Decap CMS, its configuration (from the content model) and the previews (the
// site's own views and CSS), bundled by esbuild into public/admin/. Gatsby never bundles Decap,
// so no public page can load CMS code, and `gatsby build` stays as fast as without a CMS.
// Run after `gatsby build` (gatsby-node onPostBuild) or alone: `node scripts/build-cms.mjs`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * src/cms/backend.ts, the one reading of the CMS_* variables (also used by the bundle and its
 * tests), compiled by esbuild so that this script runs under plain node.
 * @returns {Promise<typeof import('../src/cms/backend')>}
 */
export async function loadBackendModule() {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'src/cms/backend.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const [compiled] = result.outputFiles;
  if (!compiled) throw new Error('esbuild compiled nothing from src/cms/backend.ts');
  return import(`data:text/javascript;base64,${Buffer.from(compiled.contents).toString('base64')}`);
}

/** The backend settings, checked: throws BackendConfigError (every problem listed) when they cannot work. */
/** @param {NodeJS.ProcessEnv} [env] */
export async function backendFromEnv(env = process.env) {
  return (await loadBackendModule()).backendFromEnv(env);
}

/** @param {string | Uint8Array} contents */
const hashOf = (contents) => createHash('sha256').update(contents).digest('hex').slice(0, 20);

/** @param {{ script: string, style: string }} files */
const html = ({ script, style }) => `<!doctype html>
<html lang="zh-cn">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>内容管理 · Content Manager</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script src="${script}" data-preview-style="${style}"></script>
  </body>
</html>
`;

/**
 * What the last bundle in an admin folder was made from (`<outDir>/admin/.bundle.json`; the server
 * never serves dotfiles): a key of its settings, and each input esbuild read with its content hash
 * (packages in node_modules: size and modification time, read without hashing thousands of files).
 */
const manifestName = '.bundle.json';

/** @typedef {{ name: string, bytes: number }} Written */
/** @typedef {{ key: string, files: Record<string, Written>, outputs: string[], inputs: Record<string, string | null> }} Manifest */

/** @param {string} file */
function inputState(file) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return null;
  if (file.split(/[\\/]/).includes('node_modules')) {
    const { size, mtimeMs } = fs.statSync(full);
    return `${size}:${mtimeMs}`;
  }
  return hashOf(fs.readFileSync(full));
}

/**
 * The previous bundle's manifest when it was made from the same key and inputs and is all there.
 * @param {string} adminDir
 * @param {string} key
 * @returns {Manifest | null}
 */
function reusable(adminDir, key) {
  /** @type {Manifest} */
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(adminDir, manifestName), 'utf8'));
  } catch {
    return null;
  }
  if (manifest.key !== key) return null;
  if (!manifest.outputs.every((name) => fs.existsSync(path.join(adminDir, name)))) return null;
  const same = Object.entries(manifest.inputs).every(([file, state]) => inputState(file) === state);
  return same ? manifest : null;
}

/**
 * Decap's whole-content search gets `fuzzy` from src/cms/shims/entry-search.ts, which finds
 * entries by their text in every language (Chinese too); every other importer keeps the real one.
 * @type {import('esbuild').Plugin}
 */
export const entrySearchPlugin = {
  name: 'cms-entry-search',
  setup(build) {
    build.onResolve({ filter: /^fuzzy$/ }, (args) =>
      /decap-cms-core[\\/]dist[\\/]esm[\\/]backend\.js$/.test(args.importer)
        ? { path: path.join(root, 'src/cms/shims/entry-search.ts') }
        : undefined,
    );
  },
};

/**
 * Decap's widgets (lists, files, relations) get @dnd-kit/core with a DndContext that tells screen
 * readers how to reorder in the editor's language (src/cms/shims/dnd-kit-core.tsx); dnd-kit takes
 * the words as a prop Decap does not pass. The shim itself imports the real module.
 * @type {import('esbuild').Plugin}
 */
export const dndKitPlugin = {
  name: 'cms-dnd-kit-words',
  setup(build) {
    build.onResolve({ filter: /^@dnd-kit\/core$/ }, (args) =>
      /decap-cms-[a-z-]+[\\/]dist[\\/]/.test(args.importer)
        ? { path: path.join(root, 'src/cms/shims/dnd-kit-core.tsx') }
        : undefined,
    );
  },
};

/**
 * Bundles the CMS into `<outDir>/admin/`; resolves to the files written and their sizes. When the
 * folder holds a bundle made from the same inputs and settings (a rebuild after a content edit),
 * it is kept as it is (`reused: true`): esbuild's 2–4 s are not spent on every publish.
 * @param {{ outDir?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export async function buildCms({ outDir = path.join(root, 'public'), env = process.env } = {}) {
  const started = Date.now();
  const backendModule = await loadBackendModule();
  const settings = backendModule.backendFromEnv(env);
  const adminDir = path.join(outDir, 'admin');
  const key = hashOf(
    JSON.stringify({ settings, siteUrl: env.SITE_URL ?? null, esbuild: esbuild.version, script: scriptHash() }),
  );
  const previous = reusable(adminDir, key);
  if (previous) {
    return { files: previous.files, backend: settings.backend, seconds: (Date.now() - started) / 1000, reused: true };
  }
  const result = await esbuild.build({
    absWorkingDir: root,
    metafile: true,
    entryPoints: [path.join(root, 'src/cms/index.tsx')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    outdir: path.join(outDir, 'admin'),
    entryNames: 'cms',
    jsx: 'automatic',
    logLevel: 'warning',
    plugins: [entrySearchPlugin, dndKitPlugin],
    alias: {
      gatsby: path.join(root, 'src/cms/shims/gatsby.tsx'),
      'gatsby-plugin-image': path.join(root, 'src/cms/shims/gatsby-plugin-image.tsx'),
    },
    loader: { '.module.css': 'local-css', '.css': 'css', '.svg': 'file', '.woff2': 'file' },
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': JSON.stringify(env.SITE_URL ?? 'https://www.example-ultrafast.cn'),
      __CMS_BACKEND__: JSON.stringify(settings),
      global: 'globalThis',
    },
  });
  fs.rmSync(adminDir, { recursive: true, force: true });
  fs.mkdirSync(adminDir, { recursive: true });
  /** @type {Record<string, Written>} */
  const written = {};
  const outputs = ['index.html', 'csp.json'];
  for (const file of result.outputFiles) {
    const extension = path.extname(file.path);
    const name = `${path.basename(file.path, extension)}-${hashOf(file.contents)}${extension}`;
    fs.writeFileSync(path.join(adminDir, name), file.contents);
    written[extension] = { name, bytes: file.contents.length };
    outputs.push(name);
  }
  const script = written['.js'];
  const style = written['.css'];
  if (!script || !style) throw new Error('esbuild wrote no CMS script or stylesheet');
  fs.writeFileSync(
    path.join(adminDir, 'index.html'),
    html({
      script: `/admin/${script.name}`,
      style: `/admin/${style.name}`,
    }),
  );
  // The origins the admin's Content-Security-Policy allows (src/server/http/admin-csp.ts).
  fs.writeFileSync(
    path.join(adminDir, 'csp.json'),
    `${JSON.stringify(backendModule.backendOrigins(settings.backend), null, 2)}\n`,
  );
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, inputState(file)]));
  fs.writeFileSync(path.join(adminDir, manifestName), JSON.stringify({ key, files: written, outputs, inputs }));
  return { files: written, backend: settings.backend, seconds: (Date.now() - started) / 1000, reused: false };
}

/** This script's own text: a change to how the bundle is made makes it again. */
function scriptHash() {
  return hashOf(fs.readFileSync(fileURLToPath(import.meta.url)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let built;
  try {
    built = await buildCms();
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'BackendConfigError') throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { files, backend, seconds, reused } = built;
  const sizes = Object.values(files)
    .map((file) => `${file.name} ${(file.bytes / 1024).toFixed(0)} KB`)
    .join(', ');
  const where = backend ? `${backend.name} ${backend.repo} at ${backend.baseUrl}` : 'none (local proxy only)';
  const what = reused
    ? `CMS bundle unchanged since the last build (checked in ${seconds.toFixed(1)} s)`
    : `CMS bundle built in ${seconds.toFixed(1)} s`;
  console.log(`${what}: ${sizes}; backend: ${where}`);
}
