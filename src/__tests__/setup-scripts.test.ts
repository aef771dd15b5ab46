/**
 * @jest-environment node
 */
// What the README's commands say on a fresh clone (scripts/lib/setup.mjs, start.mjs, build.mjs):
// the packages a non-root user must install and how, install progress, and the SITE_URL messages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const setup = path.join(root, 'scripts', 'lib', 'setup.mjs');

/** Calls an export of setup.mjs (an ES module) in plain node and returns its JSON result. */
function call(name: string, ...args: unknown[]) {
  const script = `import * as setup from ${JSON.stringify(setup)};
    console.log(JSON.stringify(await setup.${name}(...${JSON.stringify(args)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as unknown;
}

describe('missingPackagesMessage', () => {
  const purpose = 'Every build prints the product datasheets with Chromium.';

  it('names the missing packages and the exact command for a user who is not root', () => {
    const message = call('missingPackagesMessage', {
      purpose,
      missing: ['chromium', 'fonts-noto-cjk'],
      hasApt: true,
      alternative: 'or point CHROMIUM_PATH at a Chromium binary',
    }) as string;
    expect(message).toContain(purpose);
    expect(message).toContain('Missing here: chromium fonts-noto-cjk.');
    expect(message).toContain(
      '\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium fonts-noto-cjk\n',
    );
    expect(message).toContain('Or point CHROMIUM_PATH at a Chromium binary.');
    expect(message).not.toMatch(/browser tests/);
  });

  it('says so on a system without apt-get', () => {
    const message = call('missingPackagesMessage', { purpose, missing: ['poppler-utils'], hasApt: false }) as string;
    expect(message).toContain("This system has no apt-get: install the equivalents of Debian's poppler-utils");
  });
});

describe('installedPackages (the progress of npm ci)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'install-progress-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("counts the lockfile's packages for this platform that are in node_modules", () => {
    const other = process.platform === 'linux' ? 'darwin' : 'linux';
    fs.writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({
        packages: {
          '': { name: 'site' },
          'node_modules/a': { version: '1.0.0' },
          'node_modules/a/node_modules/b': { version: '1.0.0' },
          'node_modules/c': { version: '1.0.0' },
          [`node_modules/@x/${other}`]: { version: '1.0.0', os: [other], optional: true },
          'node_modules/linked': { link: true, resolved: 'packages/linked' },
        },
      }),
    );
    expect(call('installedPackages', dir)).toEqual({ installed: 0, total: 3 });
    for (const name of ['a', 'a/node_modules/b']) {
      fs.mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
      fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), '{}');
    }
    expect(call('installedPackages', dir)).toEqual({ installed: 2, total: 3 });
  });

  it('installs with npm ci, which never rewrites package-lock.json', () => {
    const text = fs.readFileSync(setup, 'utf8');
    const body = text.slice(text.indexOf('export async function ensureDependencies('));
    expect(body).toMatch(/run\('npm', \['ci', '--no-audit', '--no-fund'\]\)/);
    expect(body).not.toMatch(/run\('npm', \['install'/);
  });
});

describe('SITE_URL messages', () => {
  it('npm run build without SITE_URL prints the explanation alone and stops before Gatsby starts', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SITE_URL: '', CI: '' },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^SITE_URL is not set\. A production build writes it/);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/ERROR|Building the site/);
  }, 70_000);

  it('npm start says SITE_URL is not set only when it builds', () => {
    const text = fs.readFileSync(path.join(root, 'scripts', 'start.mjs'), 'utf8');
    const building = text.slice(text.indexOf('if (!buildIsCurrent({ env })) {'), text.indexOf('} else {'));
    expect(text.match(/SITE_URL is not set/g)).toHaveLength(1);
    expect(building).toContain('SITE_URL is not set');
  });
});
