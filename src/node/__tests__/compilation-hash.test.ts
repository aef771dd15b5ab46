/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { StableCompilationHashPlugin, emittedFilesHash } from '../compilation-hash';
import { StylesheetsHashPlugin } from '../stylesheets-hash';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compilation-hash-'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A browser build of `source` with Gatsby's file names; `salt` goes into the chunk hashes only (as
 * StylesheetsHashPlugin does): webpack's compilation hash changes with it, the emitted files do not.
 */
function build(source: string, salt: string, plugins: webpack.WebpackPluginInstance[]) {
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './entry.js' },
    output: { path: path.join(dir, 'public'), filename: '[name]-[contenthash].js' },
    devtool: 'source-map',
    optimization: { minimize: false },
    plugins: [new StylesheetsHashPlugin(salt), ...plugins],
  });
  return new Promise<{ hash: string; files: string[] }>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error('the build failed'));
      else resolve({ hash: stats.hash, files: stats.compilation.getAssets().map(({ name }) => name) });
    }),
  );
}

describe('emittedFilesHash', () => {
  const asset = (name: string, text: string) => ({ name, source: { buffer: () => Buffer.from(text) } });

  it('follows the names and bytes of the files, in any order, and leaves the source maps out', () => {
    const files = [asset('app-1.js', 'a()'), asset('styles.2.css', 'p{}'), asset('app-1.js.map', '{"sources":["/x"]}')];
    const hash = emittedFilesHash(files);
    expect(hash).toMatch(/^[0-9a-f]{20}$/);
    expect(emittedFilesHash([...files].reverse())).toBe(hash);
    expect(emittedFilesHash([files[0]!, files[1]!, asset('app-1.js.map', '{"sources":["/y"]}')])).toBe(hash);
    expect(emittedFilesHash([asset('app-1.js', 'b()'), files[1]!])).not.toBe(hash);
    expect(emittedFilesHash([asset('app-3.js', 'a()'), files[1]!])).not.toBe(hash);
    expect(emittedFilesHash([files[0]!])).not.toBe(hash);
    expect(emittedFilesHash(files, 8)).toBe(hash.slice(0, 8));
  });
});

describe('StableCompilationHashPlugin', () => {
  it('gives the same hash to builds that emit the same files, and a new one when a file changes', async () => {
    const source = 'console.log("page");\n';
    // Without the plugin: the same files, and yet two hashes (what rewrote every page).
    const plainA = await build(source, 'a', []);
    const plainB = await build(source, 'b', []);
    expect(plainB.files).toEqual(plainA.files);
    expect(plainB.hash).not.toBe(plainA.hash);

    const stableA = await build(source, 'a', [new StableCompilationHashPlugin()]);
    const stableB = await build(source, 'b', [new StableCompilationHashPlugin()]);
    expect(stableB.files).toEqual(plainA.files);
    expect(stableA.hash).toBe(stableB.hash);
    expect(stableA.hash).toMatch(/^[0-9a-f]{20}$/);

    const changed = await build('console.log("another page");\n', 'a', [new StableCompilationHashPlugin()]);
    expect(changed.hash).not.toBe(stableA.hash);
  }, 60_000);
});
