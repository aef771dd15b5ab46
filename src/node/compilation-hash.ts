import { createHash } from 'node:crypto';
import type { Compilation, Compiler } from 'webpack';

/**
 * The browser build's compilation hash (Gatsby's `webpackCompilationHash`: written into every page,
 * its scripts slice and page-data/app-data.json, where the browser compares it to decide on a full
 * reload) from what the build emitted, not from webpack's records. Webpack's hash differed between a
 * cold build and the next one although every script and stylesheet was byte for byte the same, so
 * the first build after a cold one rewrote the HTML of every page (145 files changed where the edit
 * changed 8, measured), precompression compressed them all again and the switch copied them all. Now the hash
 * is the SHA-256 of the emitted files' names and bytes, source maps left out (they name the
 * build's directory, and no browser runs them): the same code gives the same hash, wherever and
 * however it was built, and any changed script or stylesheet a new one.
 */
export function emittedFilesHash(assets: readonly { name: string; source: { buffer(): Buffer } }[], length = 20) {
  const hash = createHash('sha256');
  for (const asset of [...assets]
    .filter(({ name }) => !name.endsWith('.map'))
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    hash.update(`${asset.name}\0`);
    hash.update(asset.source.buffer());
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, length);
}

/**
 * Sets the compilation's hash (what `stats.hash` returns) to emittedFilesHash once its files are
 * final: after sealing, when minification and the real content hashes in the file names are done.
 */
export class StableCompilationHashPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StableCompilationHashPlugin', (compilation: Compilation) => {
      compilation.hooks.afterSeal.tap('StableCompilationHashPlugin', () => {
        compilation.hash = emittedFilesHash(compilation.getAssets(), compilation.hash?.length || 20);
      });
    });
  }
}
