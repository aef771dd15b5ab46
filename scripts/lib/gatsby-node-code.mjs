// Gatsby keeps the nodes it made in .cache/ from one build to the next and makes a node again only
// when its file changes. It checks its own config and gatsby-node file for changes, but not the
// modules they import: after src/model/collections/products.ts gained a field, a warm build
// served every product without it (the YAML had it; the node made by the previous model did not)
// until a content file changed, and a cold build was right. The build's Node code is hashed here
// from the real import graph of gatsby-node.ts and gatsby-config.ts (esbuild's metafile, packages
// left out): when it differs from the last build's, Gatsby's cache is cleared first (as
// `gatsby clean` would, public/ kept), so every entry is read by the code that will show it.
// Node built-ins only at the top: build-steps.mjs imports this before node_modules exists.
import fs from 'node:fs';
import path from 'node:path';
import { hashFiles } from './project.mjs';

/** The entry files of the build's Node code (Gatsby compiles both, with everything they import). */
export const gatsbyNodeEntries = ['gatsby-node.ts', 'gatsby-config.ts'];

/** Where the last build's hash is kept: inside .cache/, so that it goes when the cache goes. @param {string} root */
export const nodeCodeStamp = (root) => path.join(root, '.cache', 'site-node-code.txt');

/**
 * The files of the build's Node code: the import graph of `gatsbyNodeEntries`, relative to `root`
 * and sorted, or null when esbuild cannot follow it (gatsby build then reports why).
 * @param {string} root
 * @returns {Promise<string[] | null>}
 */
export async function gatsbyNodeSources(root) {
  try {
    // Loaded here: build-steps.mjs imports this module before node_modules exists (npm start).
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: gatsbyNodeEntries.filter((file) => fs.existsSync(path.join(root, file))),
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      outdir: path.join(root, '.tmp', 'gatsby-node-code'),
      metafile: true,
      logLevel: 'silent',
      // Stylesheets and pictures a module may import are no part of the Node code's behaviour.
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.woff2': 'empty' },
    });
    return Object.keys(result.metafile.inputs)
      .map((input) => path.relative(root, path.resolve(root, input)).split(path.sep).join('/'))
      .sort();
  } catch {
    return null;
  }
}

/**
 * The hash of the build's Node code (names and contents of `gatsbyNodeSources`), or null.
 * @param {string} root
 * @returns {Promise<string | null>}
 */
export async function gatsbyNodeCode(root) {
  const sources = await gatsbyNodeSources(root);
  return sources ? hashFiles(sources, root).slice(0, 16) : null;
}

/**
 * Clears Gatsby's cache when the build's Node code is not the one the cache was made with (or is
 * unknown: a cache from before this check). Returns what it did, for the build's log.
 * @param {string} root
 * @returns {Promise<{ code: string | null, cleared: boolean }>}
 */
export async function clearCacheIfNodeCodeChanged(root) {
  const code = await gatsbyNodeCode(root);
  const cache = path.join(root, '.cache');
  const stamp = nodeCodeStamp(root);
  const previous = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
  const cleared = code !== null && fs.existsSync(cache) && previous !== code;
  if (cleared) fs.rmSync(cache, { recursive: true, force: true });
  return { code, cleared };
}

/** Records the Node code a successful build's cache was made with. @param {string} root @param {string | null} code */
export function recordNodeCode(root, code) {
  if (code === null || !fs.existsSync(path.join(root, '.cache'))) return;
  fs.writeFileSync(nodeCodeStamp(root), `${code}\n`);
}
