/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { StylesheetsHashPlugin, stylesheetsHash } from '../stylesheets-hash';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheets-hash-'));
  fs.mkdirSync(path.join(dir, 'styles'));
  fs.mkdirSync(path.join(dir, 'components', 'card'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'styles', 'global.css'), 'body { color: #111; }\n');
  fs.writeFileSync(path.join(dir, 'components', 'card', 'card.module.css'), '.card { padding: 1rem; }\n');
  fs.writeFileSync(path.join(dir, 'components', 'card', 'card.tsx'), 'export const Card = 1;\n');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('stylesheetsHash', () => {
  it('changes when a global rule or a CSS module changes, and only then', () => {
    const before = stylesheetsHash(dir);
    expect(stylesheetsHash(dir)).toBe(before);
    fs.writeFileSync(path.join(dir, 'components', 'card', 'card.tsx'), 'export const Card = 2;\n');
    expect(stylesheetsHash(dir)).toBe(before);

    fs.writeFileSync(path.join(dir, 'styles', 'global.css'), 'body { color: #222; }\n');
    const globalChanged = stylesheetsHash(dir);
    expect(globalChanged).not.toBe(before);

    fs.writeFileSync(path.join(dir, 'components', 'card', 'card.module.css'), '.card { padding: 2rem; }\n');
    expect(stylesheetsHash(dir)).not.toBe(globalChanged);
  });

  it('notices a stylesheet added, removed or renamed with the same content', () => {
    const before = stylesheetsHash(dir);
    fs.renameSync(path.join(dir, 'styles', 'global.css'), path.join(dir, 'styles', 'base.css'));
    const renamed = stylesheetsHash(dir);
    expect(renamed).not.toBe(before);
    fs.writeFileSync(path.join(dir, 'styles', 'print.css'), '');
    expect(stylesheetsHash(dir)).not.toBe(renamed);
    fs.rmSync(path.join(dir, 'styles', 'print.css'));
    expect(stylesheetsHash(dir)).toBe(renamed);
  });
});

/** The chunk hashes of a one-module build, as Gatsby reads them for the HTML renderer. */
function chunkHashes(plugins: webpack.WebpackPluginInstance[]): Promise<string[]> {
  fs.writeFileSync(path.join(dir, 'entry.js'), 'module.exports = function render() { return "<p>page</p>"; };\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { 'render-page': './entry.js' },
    output: { path: path.join(dir, 'out'), filename: '[name].js' },
    target: 'node',
    devtool: false,
    optimization: { minimize: false },
    plugins,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(String(stats?.toString())));
        return;
      }
      resolve([...stats.compilation.chunks].map((chunk) => chunk.hash ?? ''));
    });
  });
}

describe('StylesheetsHashPlugin', () => {
  it("changes the renderer's chunk hash when, and only when, the stylesheets' hash changes", async () => {
    const plain = await chunkHashes([]);
    const first = await chunkHashes([new StylesheetsHashPlugin('a')]);
    const again = await chunkHashes([new StylesheetsHashPlugin('a')]);
    const changed = await chunkHashes([new StylesheetsHashPlugin('b')]);
    expect(first).toHaveLength(1);
    expect(first[0]).not.toBe('');
    expect(again).toEqual(first);
    expect(changed[0]).not.toBe(first[0]);
    expect(first[0]).not.toBe(plain[0]);
  }, 20_000);
});
