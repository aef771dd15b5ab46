/**
 * @jest-environment node
 */
// The first install's progress (scripts/lib/install.mjs): every 15 s a line says what npm ci is
// doing, read from node_modules and npm's debug log, including the minutes better-sqlite3 spends
// compiling from source after every other package is in place. The log lines are npm 11's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const module = path.resolve(__dirname, '../lib/install.mjs');

/** Calls `expression` (of `m`, the module) in plain node (an ES module) and returns its JSON. */
function evaluate<T>(expression: string): T {
  const code = `import * as m from ${JSON.stringify(module)};
    console.log(JSON.stringify(await (${expression})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

const chunks = [
  '1 info using npm@11.19.1\n19 http fetch GET 200 https://registry.npmjs.org/ms 382ms (cache miss)\n21 http fe',
  'tch GET 200 https://registry.npmjs.org/ms/-/ms-2.1.3.tgz 97ms (cache miss)\n',
  '28 info run better-sqlite3@12.4.1 install node_modules/better-sqlite3 prebuild-install || node-gyp rebuild --release\n' +
    '29 info run esbuild@0.25.0 postinstall node_modules/esbuild node install.js\n',
  '30 info run esbuild@0.25.0 postinstall { code: 0, signal: null }\n',
  '31 info run better-sqlite3@12.4.1 install { code: 0, signal: null }\n39 info ok\n',
];

describe('npmLogReader', () => {
  it('counts the registry answers and follows the install scripts, a line split between reads included', () => {
    const activities = evaluate<unknown[]>(`(() => {
      const chunks = ${JSON.stringify(chunks)};
      const reader = m.npmLogReader(() => chunks.shift() ?? '');
      return Array.from({ length: 5 }, () => reader.read());
    })()`);
    const better = {
      name: 'better-sqlite3',
      event: 'install',
      location: 'node_modules/better-sqlite3',
      command: 'prebuild-install || node-gyp rebuild --release',
    };
    const esbuild = {
      name: 'esbuild',
      event: 'postinstall',
      location: 'node_modules/esbuild',
      command: 'node install.js',
    };
    expect(activities).toEqual([
      { requests: 1, scripts: [], scriptsDone: 0 },
      { requests: 2, scripts: [], scriptsDone: 0 },
      { requests: 2, scripts: [better, esbuild], scriptsDone: 0 },
      { requests: 2, scripts: [better], scriptsDone: 1 },
      { requests: 2, scripts: [], scriptsDone: 2 },
    ]);
  });
});

describe('installProgress', () => {
  const line = (state: object) => evaluate<string>(`m.installProgress(${JSON.stringify(state)})`);
  const better = {
    name: 'better-sqlite3',
    event: 'install',
    location: 'node_modules/better-sqlite3',
    command: 'prebuild-install || node-gyp rebuild --release',
  };

  it('says npm is fetching before anything is unpacked, and counts packages while it unpacks', () => {
    expect(
      line({ installed: 0, total: 2523, activity: { requests: 812, scripts: [], scriptsDone: 0 }, elapsedMs: 135_000 }),
    ).toBe(
      "  npm ci: fetching from the registry, 812 answers so far (each package's metadata, then the package); none unpacked yet; 2 min 15 s",
    );
    expect(
      line({
        installed: 1200,
        total: 2523,
        activity: { requests: 3900, scripts: [], scriptsDone: 0 },
        elapsedMs: 200_000,
      }),
    ).toBe('  npm ci: 1200 of about 2523 packages in node_modules (3900 answers from the registry); 3 min 20 s');
  });

  it('says better-sqlite3 compiles from source, once node-gyp has configured it', () => {
    const state = {
      installed: 2522,
      total: 2523,
      activity: { requests: 5040, scripts: [better], scriptsDone: 0 },
      elapsedMs: 400_000,
    };
    expect(line(state)).toBe(
      "  npm ci: 2522 of about 2523 packages in node_modules; running better-sqlite3's install script: a prebuilt binary, or else compiling its C++ from source (node-gyp); 6 min 40 s",
    );
    const compiling = evaluate<string>(
      `m.installProgress({ ...${JSON.stringify(state)}, compiling: (location) => location === 'node_modules/better-sqlite3' })`,
    );
    expect(compiling).toBe(
      "  npm ci: 2522 of about 2523 packages in node_modules; running better-sqlite3's install script: compiling its C++ from source (node-gyp; minutes on a busy machine); 6 min 40 s",
    );
    // The script done: npm finishes, which took over a minute on a busy machine.
    expect(
      line({
        installed: 2522,
        total: 2523,
        activity: { requests: 5044, scripts: [], scriptsDone: 1 },
        elapsedMs: 460_000,
      }),
    ).toBe('  npm ci: 2522 of about 2523 packages in node_modules, install scripts done; npm is finishing; 7 min 40 s');
  });
});
