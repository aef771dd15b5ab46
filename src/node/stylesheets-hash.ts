import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler } from 'webpack';

/** SHA-256 over every `.css` file under `dir` (relative path and content), in a stable order. */
export function stylesheetsHash(dir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') && fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Puts the stylesheets' hash into every chunk hash of the HTML renderer. Gatsby re-renders a
 * page's HTML only when its data or the renderer's chunk hashes change (with slices, the default
 * in Gatsby 5: get-ssr-chunk-hashes.js); the renderer holds no CSS (global CSS is imported by
 * gatsby-browser only, CSS modules give it just their class names), yet every page inlines the
 * browser build's stylesheet. Without this, a build after a CSS-only change kept the old rules
 * inline in every page while styles.*.css had the new ones.
 */
export class StylesheetsHashPlugin {
  constructor(private readonly hash: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StylesheetsHashPlugin', (compilation: Compilation) => {
      compilation.hooks.chunkHash.tap('StylesheetsHashPlugin', (_chunk, chunkHash) => {
        chunkHash.update(this.hash);
      });
    });
  }
}
