/**
 * @jest-environment node
 */
// The steps of `npm run build` around `gatsby build` (scripts/lib/build-steps.mjs): the datasheets are
// rendered into .datasheets/ beside Gatsby and copied into public/ once it is done.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const setup = path.join(__dirname, '../../../scripts/lib/build-steps.mjs');

/** Calls build-steps.mjs's publishDatasheets(publicDir, cacheDir) in plain node (it is an ES module). */
function publish(publicDir: string, cacheDir: string) {
  const script = `import { publishDatasheets } from ${JSON.stringify(setup)};
    console.log(publishDatasheets(${JSON.stringify(publicDir)}, ${JSON.stringify(cacheDir)}));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return Number(result.stdout.trim());
}

describe('publishDatasheets', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-steps-'));
  const cacheDir = path.join(temp, '.datasheets');
  const publicDir = path.join(temp, 'public');
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it('copies exactly the set the renderer listed, under their public names, and drops the rest', () => {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.mkdirSync(path.join(publicDir, 'datasheets'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'datasheets', 'retired-zh.pdf'), 'a product no longer active');
    fs.writeFileSync(path.join(cacheDir, 'fs20-zh-aaaaaaaaaaaa.pdf'), '%PDF zh');
    fs.writeFileSync(path.join(cacheDir, 'fs20-en-bbbbbbbbbbbb.pdf'), '%PDF en');
    fs.writeFileSync(path.join(cacheDir, 'fs20-en-000000000000.pdf'), '%PDF en, an older version');
    fs.writeFileSync(
      path.join(cacheDir, 'current.json'),
      JSON.stringify({
        files: {
          'datasheets/fs20-zh.pdf': { cached: 'fs20-zh-aaaaaaaaaaaa.pdf', bytes: 7, pages: 2 },
          'datasheets/fs20-en.pdf': { cached: 'fs20-en-bbbbbbbbbbbb.pdf', bytes: 7, pages: 2 },
          'downloads/manual-zh.pdf': { cached: 'fs20-zh-aaaaaaaaaaaa.pdf', bytes: 7, pages: 2 },
        },
      }),
    );
    expect(publish(publicDir, cacheDir)).toBe(3);
    expect(fs.readdirSync(path.join(publicDir, 'datasheets')).sort()).toEqual(['fs20-en.pdf', 'fs20-zh.pdf']);
    expect(fs.readdirSync(path.join(publicDir, 'downloads'))).toEqual(['manual-zh.pdf']);
    expect(fs.readFileSync(path.join(publicDir, 'datasheets', 'fs20-en.pdf'), 'utf8')).toBe('%PDF en');
  });

  it('fails when a listed datasheet is missing (a build must not go live without it)', () => {
    fs.writeFileSync(
      path.join(cacheDir, 'current.json'),
      JSON.stringify({ files: { 'datasheets/x-zh.pdf': { cached: 'x-zh-cccccccccccc.pdf', bytes: 1, pages: 2 } } }),
    );
    expect(() => publish(publicDir, cacheDir)).toThrow(/ENOENT/);
  });
});

describe('build()', () => {
  const text = fs.readFileSync(setup, 'utf8');
  const body = text.slice(text.indexOf('export async function build('));

  it('runs Gatsby’s binary itself, not through npx (which starts npm first)', () => {
    expect(body).toMatch(/const gatsby = path\.join\(root, 'node_modules', '\.bin', 'gatsby'\)/);
    expect(body).not.toMatch(/run\('npx', \['gatsby'/);
  });

  it('tells gatsby build where to await the documents, after removing the last build’s list', () => {
    expect(body).toMatch(/DOCUMENTS_HANDOVER: address/);
    expect(body.indexOf('offerOutcome(')).toBeLessThan(body.indexOf("runGatsby(gatsby, ['build']"));
    expect(body.indexOf("'current.json'")).toBeLessThan(body.indexOf("runGatsby(gatsby, ['build']"));
  });

  it('starts the datasheets before gatsby build and renders them into the cache only', () => {
    expect(body.indexOf("'--render-only'")).toBeGreaterThan(-1);
    expect(body.indexOf("'--render-only'")).toBeLessThan(body.indexOf("runGatsby(gatsby, ['build']"));
  });
});
