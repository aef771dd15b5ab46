/**
 * @jest-environment node
 */
// scripts/lib/precompress.mjs reusing an earlier build's .br/.gz: a build that starts from an empty
// public/ (a cold build, a new publish checkout) compresses only what differs from the served build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const script = path.join(__dirname, '../../../scripts/lib/precompress.mjs');

interface Stats {
  files: number;
  compressed: number;
  reused: number;
  linked: number;
}

/** Calls precompress(dir, { reuse }) in plain node (an ES module) and returns its figures. */
function precompress(dir: string, reuse: string[] = []): Stats {
  const code = `import { precompress } from ${JSON.stringify(script)};
    console.log(JSON.stringify(await precompress(${JSON.stringify(dir)}, { reuse: ${JSON.stringify(reuse)} })));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Stats;
}

const page = (label: string) =>
  `<html>${Array.from({ length: 200 }, (_, i) => `<p>${label} ${i}</p>`).join('')}</html>`;

let temp: string;
beforeEach(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-reuse-'));
});
afterEach(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A build's public/ with the given files. */
function site(name: string, files: Record<string, string>) {
  const dir = path.join(temp, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const inode = (file: string) => fs.statSync(file).ino;

describe('precompress reusing an earlier build', () => {
  it("links the served build's variants of unchanged files and compresses only the changed one", () => {
    const files = { 'index.html': page('首页'), 'news/index.html': page('新闻'), 'app-a.js': page('app') };
    const served = site('served', files);
    expect(precompress(served)).toMatchObject({ files: 3, compressed: 3 });

    const fresh = site('fresh', { ...files, 'news/index.html': page('新闻 changed') });
    expect(precompress(fresh, [served])).toMatchObject({ files: 3, compressed: 1, reused: 0, linked: 2 });
    for (const name of ['index.html', 'app-a.js']) {
      for (const extension of ['.br', '.gz']) {
        expect(inode(path.join(fresh, name + extension))).toBe(inode(path.join(served, name + extension)));
      }
    }
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(fresh, 'news/index.html.br'))).toString()).toBe(
      page('新闻 changed'),
    );
    expect(zlib.gunzipSync(fs.readFileSync(path.join(fresh, 'index.html.gz'))).toString()).toBe(page('首页'));

    // The next run keeps its own variants as they are (its manifest lists them).
    expect(precompress(fresh, [served])).toMatchObject({ compressed: 0, reused: 3, linked: 0 });
  });

  it('never writes into the earlier build: a changed file gets a new variant, the linked one stays', () => {
    const served = site('served', { 'index.html': page('v1') });
    precompress(served);
    const before = fs.readFileSync(path.join(served, 'index.html.br'));
    const fresh = site('fresh', { 'index.html': page('v1') });
    expect(precompress(fresh, [served])).toMatchObject({ linked: 1 });
    fs.writeFileSync(path.join(fresh, 'index.html'), page('v2'));
    expect(precompress(fresh, [served])).toMatchObject({ compressed: 1 });
    expect(fs.readFileSync(path.join(served, 'index.html.br')).equals(before)).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(fresh, 'index.html.br'))).toString()).toBe(page('v2'));
    expect(fs.readdirSync(fresh).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('compresses anew when the earlier build lacks a variant its manifest names, or has no manifest', () => {
    const served = site('served', { 'index.html': page('same') });
    precompress(served);
    fs.rmSync(path.join(served, 'index.html.gz'));
    const fresh = site('fresh', { 'index.html': page('same') });
    expect(precompress(fresh, [served, path.join(temp, 'missing')])).toMatchObject({ compressed: 1, linked: 0 });
    expect(inode(path.join(fresh, 'index.html.br'))).not.toBe(inode(path.join(served, 'index.html.br')));
  });
});

describe('the precompress step of a build', () => {
  it('says what it does when it starts, and how far it got while it runs', () => {
    const dir = site('build', {
      'index.html': page('首页'),
      'news/index.html': page('新闻'),
      'app-a.js': page('app'),
      'small.css': 'a{}',
    });
    // Progress every millisecond here (10 s in a build), so that it shows on so few files.
    const code = `import { precompressBuild } from ${JSON.stringify(script)};
      process.exitCode = await precompressBuild(${JSON.stringify(dir)}, [], { everyMs: 1 });`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    expect([result.status, result.stderr]).toEqual([0, '']);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'Precompressing 4 text files into .br (brotli) and .gz beside them; unchanged ones are reused, not compressed again',
    );
    expect(lines.at(-1)).toMatch(/^Precompressed 3 files \(3 compressed, 0 unchanged\) in /);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^ {2}precompress: [0-4] of 4 files, \d+ s$/);
  });
});
