/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { WebpackAssetsListPlugin, hashedBundleOf, removeStaleAssets } from '../stale-assets';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-assets-'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const hash = (digit: string) => digit.repeat(20);

describe('hashedBundleOf', () => {
  it('names the bundle of a script, a stylesheet, their maps, licences and compressed copies', () => {
    expect(hashedBundleOf(`app-${hash('a')}.js`)).toBe(`app-${hash('a')}.js`);
    expect(hashedBundleOf(`app-${hash('a')}.js.br`)).toBe(`app-${hash('a')}.js`);
    expect(hashedBundleOf(`140-${hash('b')}.js.map`)).toBe(`140-${hash('b')}.js`);
    expect(hashedBundleOf(`framework-${hash('c')}.js.LICENSE.txt.gz`)).toBe(`framework-${hash('c')}.js`);
    expect(hashedBundleOf(`component---src-templates-home-tsx-${hash('d')}.js`)).toBe(
      `component---src-templates-home-tsx-${hash('d')}.js`,
    );
    expect(hashedBundleOf(`styles.${hash('e')}.css`)).toBe(`styles.${hash('e')}.css`);
    expect(hashedBundleOf(`styles.${hash('e')}.css.gz`)).toBe(`styles.${hash('e')}.css`);
  });

  it('leaves every other file of public/ alone', () => {
    for (const name of [
      'index.html',
      'index.html.br',
      'chunk-map.json',
      'webpack.stats.json',
      'favicon.svg',
      'robots.txt',
      'sitemap-0.xml',
      `wechat-qr-${'a'.repeat(12)}.svg`,
      `app-${'a'.repeat(19)}.js`,
      `app-${'A'.repeat(20)}.js`,
      `app.${hash('a')}.js`,
      `styles-${hash('a')}.css`,
      `-${hash('a')}.js`,
      `app-${hash('a')}.js.br.br`,
      `app-${hash('a')}.json`,
    ])
      expect([name, hashedBundleOf(name)]).toEqual([name, null]);
  });
});

/** Writes `names` into `dir` (one line of text each) and returns the directory. */
function files(names: string[], at = dir) {
  fs.mkdirSync(at, { recursive: true });
  for (const name of names) fs.writeFileSync(path.join(at, name), `${name}\n`);
  return at;
}

describe('removeStaleAssets', () => {
  const current = [`app-${hash('1')}.js`, `webpack-runtime-${hash('2')}.js`, `styles.${hash('3')}.css`];
  const stale = [`app-${hash('9')}.js`, `commons-${hash('8')}.js`, `styles.${hash('7')}.css`];
  const variants = (name: string) => [name, `${name}.br`, `${name}.gz`, `${name}.map`, `${name}.LICENSE.txt`];

  it('removes the bundles this build does not name, with their maps, licences and .br/.gz, and nothing else', () => {
    const other = ['index.html', 'index.html.br', 'chunk-map.json', 'app-data.json', 'favicon.svg'];
    files([...current.flatMap(variants), ...stale.flatMap(variants), ...other]);
    // Below the top of public/ nothing is a webpack bundle (images, a page called like one).
    files([`app-${hash('9')}.js`], path.join(dir, 'static'));
    files([`commons-${hash('8')}.js`], path.join(dir, 'news', 'detail'));

    const removed = removeStaleAssets(dir, [...current, ...current.map((name) => `${name}.map`)]);

    expect(removed).toEqual(stale.flatMap(variants).sort());
    expect(
      fs
        .readdirSync(dir)
        .filter((name) => fs.statSync(path.join(dir, name)).isFile())
        .sort(),
    ).toEqual([...current.flatMap(variants), ...other].sort());
    expect(fs.readdirSync(path.join(dir, 'static'))).toEqual([`app-${hash('9')}.js`]);
    expect(fs.readdirSync(path.join(dir, 'news', 'detail'))).toEqual([`commons-${hash('8')}.js`]);
  });

  it('removes nothing when the list names no bundle that is there (a list of another build, or an empty one)', () => {
    files([...current, ...stale]);
    expect(removeStaleAssets(dir, [])).toEqual([]);
    expect(removeStaleAssets(dir, [`app-${hash('0')}.js`])).toEqual([]);
    expect(fs.readdirSync(dir).sort()).toEqual([...current, ...stale].sort());
  });
});

/** A production build of `source` into `dir`/public with Gatsby's file names and the list plugin. */
function build(source: string): Promise<void> {
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  fs.writeFileSync(path.join(dir, 'lazy.js'), 'export const lazy = 1;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './entry.js' },
    output: {
      path: path.join(dir, 'public'),
      filename: '[name]-[contenthash].js',
      chunkFilename: '[name]-[contenthash].js',
    },
    devtool: 'source-map',
    optimization: { minimize: false },
    plugins: [new WebpackAssetsListPlugin(path.join(dir, '.cache', 'webpack-assets.json'))],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors())
        reject(error ?? new Error(stats!.compilation.errors.map((problem) => problem.message).join('\n')));
      else resolve();
    }),
  );
}

describe('WebpackAssetsListPlugin', () => {
  it("lists every asset of the build, lazy chunks and maps included, so the previous build's are removed", async () => {
    await build('import("./lazy").then((m) => console.log(m.lazy, "first"));\n');
    const listFile = path.join(dir, '.cache', 'webpack-assets.json');
    const first = JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[];
    const publicDir = path.join(dir, 'public');
    expect(first.sort()).toEqual(fs.readdirSync(publicDir).sort());
    expect(first.filter((name) => name.endsWith('.js'))).toHaveLength(2);
    expect(first.filter((name) => name.endsWith('.js.map'))).toHaveLength(2);

    await build('import("./lazy").then((m) => console.log(m.lazy, "second"));\n');
    const second = JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[];
    const [oldApp] = first.filter((name) => name.startsWith('app-') && name.endsWith('.js'));
    expect(second).not.toContain(oldApp);
    // webpack left the first build's app bundle beside the second's, as Gatsby's public/ keeps them.
    expect(fs.existsSync(path.join(publicDir, oldApp!))).toBe(true);

    const removed = removeStaleAssets(publicDir, second);
    expect(removed).toEqual([oldApp, `${oldApp}.map`].sort());
    expect(fs.readdirSync(publicDir).sort()).toEqual(second.sort());
  }, 30_000);
});
