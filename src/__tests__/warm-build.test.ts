/**
 * @jest-environment node
 */
// A warm `npm test` keeps its build only when the types file is the one that build wrote
// (scripts/lib/warm-build.mjs): a stale or edited src/gatsby-types.d.ts never passes the type check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const warmBuild = path.join(__dirname, '../../scripts/lib/warm-build.mjs');

/** Calls a function of warm-build.mjs in plain node (it is an ES module); resolves to what it returned. */
function call(name: 'recordTypes' | 'recordedBuildIsServed' | 'typesStampFile', ...args: unknown[]): unknown {
  const script = `import * as warm from ${JSON.stringify(warmBuild)};
    console.log(JSON.stringify(warm[${JSON.stringify(name)}](...${JSON.stringify(args)}) ?? null));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as unknown;
}
const recordTypes = (dir: string, built: boolean) => call('recordTypes', dir, built);
const recordedBuildIsServed = (dir: string) => call('recordedBuildIsServed', dir);
const typesStampFile = (dir: string) => call('typesStampFile', dir) as string;

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** A checkout as `npm test`'s build leaves it: the served build's stamp, public/ the same, the types written. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-build-'));
  write('.builds/b1/public/.build-stamp', 'sources-1');
  fs.symlinkSync('b1', path.join(root, '.builds', 'current'));
  write('public/.build-stamp', 'sources-1');
  write('src/gatsby-types.d.ts', 'declare namespace Queries { type A = 1; }\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a warm npm test keeps its build', () => {
  it('when the build npm test recorded is served with the types file it wrote', () => {
    expect(recordedBuildIsServed(root)).toBe(false);
    recordTypes(root, true);
    expect(recordedBuildIsServed(root)).toBe(true);
  });

  it('not when the types file changed since (edited, or written by another build)', () => {
    recordTypes(root, true);
    write('src/gatsby-types.d.ts', 'declare namespace Queries { type A = 2; }\n');
    expect(recordedBuildIsServed(root)).toBe(false);
    fs.rmSync(path.join(root, 'src/gatsby-types.d.ts'));
    expect(recordedBuildIsServed(root)).toBe(false);
  });

  it('not when another build is served, or public/ holds another build', () => {
    recordTypes(root, true);
    write('.builds/b2/public/.build-stamp', 'sources-2');
    fs.rmSync(path.join(root, '.builds', 'current'));
    fs.symlinkSync('b2', path.join(root, '.builds', 'current'));
    write('public/.build-stamp', 'sources-2');
    expect(recordedBuildIsServed(root)).toBe(false);

    recordTypes(root, true);
    expect(recordedBuildIsServed(root)).toBe(true);
    write('public/.build-stamp', 'sources-3');
    expect(recordedBuildIsServed(root)).toBe(false);
  });

  it('not after a failed build: the record is forgotten', () => {
    recordTypes(root, true);
    recordTypes(root, false);
    expect(fs.existsSync(typesStampFile(root))).toBe(false);
    expect(recordedBuildIsServed(root)).toBe(false);
  });
});
