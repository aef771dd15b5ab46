import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { Compiler, Stats } from 'webpack';

/**
 * Gatsby never empties public/ on an incremental build, and webpack only adds files: every
 * bundle a build stops using (an old app-<hash>.js, commons-<hash>.js, styles.<hash>.css, with
 * their maps, licence files and .br/.gz copies) stayed in public/, was copied into every kept
 * build and served for ever. The browser build lists what it emitted (WebpackAssetsListPlugin,
 * the cached assets included), and after a successful build the hashed files of public/ that
 * the list does not name are removed (onPostBuild).
 */

/** Where the browser build lists its assets (names relative to public/). */
export const webpackAssetsFile = path.join('.cache', 'webpack-assets.json');

/** Writes the names of every asset of a successful compilation, sorted, to `file`. */
export class WebpackAssetsListPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('WebpackAssetsListPlugin', (stats: Stats) => {
      if (stats.hasErrors()) return;
      const names = new Set<string>();
      for (const asset of stats.compilation.getAssets()) {
        names.add(asset.name);
        for (const related of Object.values(asset.info.related ?? {}))
          for (const name of Array.isArray(related) ? related : [related]) names.add(name);
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify([...names].sort(), null, 1)}\n`);
    });
  }
}

const suffixes = ['.br', '.gz', '.map', '.LICENSE.txt'];

/**
 * The bundle a file of public/ belongs to: `app-0123456789abcdef0123.js` for itself, its `.map`,
 * its `.LICENSE.txt` and their `.br`/`.gz`; null for a file that is no hashed webpack bundle
 * (Gatsby names scripts `[name]-[contenthash].js` and stylesheets `[name].[contenthash].css`).
 */
export function hashedBundleOf(name: string): string | null {
  let base = name;
  for (const suffix of suffixes) if (base.endsWith(suffix)) base = base.slice(0, -suffix.length);
  if (base.endsWith('.br') || base.endsWith('.gz')) return null;
  const extension = base.endsWith('.js') ? '.js' : base.endsWith('.css') ? '.css' : null;
  if (!extension) return null;
  const hash = base.slice(-extension.length - 20, -extension.length);
  const separator = base[base.length - extension.length - 21];
  const wanted = extension === '.js' ? '-' : '.';
  if (separator !== wanted || !/^[0-9a-f]{20}$/.test(hash) || base.length <= extension.length + 21) return null;
  return base;
}

/**
 * Removes from the top of `publicDir` the hashed webpack bundles (and their maps, licence files
 * and compressed copies) that `assets` (the current build's asset names) does not name. Returns
 * the removed names, sorted. Removes nothing when the list names no bundle present in
 * `publicDir`: a list from another build (or none) must never empty the site.
 */
export function removeStaleAssets(publicDir: string, assets: Iterable<string>): string[] {
  const current = new Set(assets);
  const files = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const bundles = files.map((name) => ({ name, bundle: hashedBundleOf(name) }));
  if (!bundles.some(({ bundle }) => bundle !== null && current.has(bundle))) return [];
  const stale = bundles.filter(({ bundle }) => bundle !== null && !current.has(bundle)).map(({ name }) => name);
  for (const name of stale) fs.rmSync(path.join(publicDir, name), { force: true });
  return stale.sort();
}

/** After a successful build: public/ keeps only the bundles this build's pages can load. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const listFile = path.resolve(webpackAssetsFile);
  if (!fs.existsSync(listFile)) {
    reporter.warn(`${webpackAssetsFile} is missing: stale webpack bundles were not removed from public/`);
    return;
  }
  const assets = JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[];
  const removed = removeStaleAssets(path.resolve('public'), assets);
  const bundles = new Set(removed.map(hashedBundleOf));
  reporter.info(`Removed ${bundles.size} stale webpack bundles (${removed.length} files) from public/`);
};
