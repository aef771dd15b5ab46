/**
 * @jest-environment node
 */
// What the README's commands say on a fresh clone (scripts/lib/install.mjs, system-packages.mjs,
// start.mjs, build.mjs): the packages a non-root user must install and how, install progress, the
// SITE_URL messages, and that what runs before node_modules exists needs no package.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const lib = path.join(root, 'scripts', 'lib');

/** Calls an export of scripts/lib/<module> (an ES module) in plain node and returns its JSON result. */
function call(module: string, name: string, ...args: unknown[]) {
  const script = `import * as lib from ${JSON.stringify(path.join(lib, module))};
    console.log(JSON.stringify(await lib.${name}(...${JSON.stringify(args)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as unknown;
}

describe('missingPackagesMessage', () => {
  const purpose = 'Every build prints the product datasheets with Chromium.';

  it('names the missing packages and the exact command for a user who is not root', () => {
    const message = call('system-packages.mjs', 'missingPackagesMessage', {
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
    const message = call('system-packages.mjs', 'missingPackagesMessage', {
      purpose,
      missing: ['poppler-utils'],
      hasApt: false,
    }) as string;
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
    expect(call('install.mjs', 'installedPackages', dir)).toEqual({ installed: 0, total: 3 });
    for (const name of ['a', 'a/node_modules/b']) {
      fs.mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
      fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), '{}');
    }
    expect(call('install.mjs', 'installedPackages', dir)).toEqual({ installed: 2, total: 3 });
  });

  it('installs with npm ci, which never rewrites package-lock.json', () => {
    const text = fs.readFileSync(path.join(lib, 'install.mjs'), 'utf8');
    const body = text.slice(text.indexOf('export async function ensureDependencies('));
    expect(body).toMatch(/run\('npm', \['ci', '--no-audit', '--no-fund', `--logs-dir=\$\{logsDir\}`\]\)/);
    expect(body).not.toMatch(/run\('npm', \['install'/);
  });
});

/**
 * The modules a module imports when it loads: `... from 'x'` and `import 'x'` (Prettier's single
 * quotes). A dynamic `import('x')` runs when its function is called, after the install.
 */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [/\bfrom '([^'\n]+)'/g, /^import '([^'\n]+)'/gm].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[1]!),
  );
}

describe('what runs before node_modules exists', () => {
  // npm start and npm test install the packages themselves: the modules they load before that,
  // followed through their relative imports, may import Node's built-ins only.
  it.each(['start.mjs', 'test.mjs', 'cms.mjs', 'e2e.mjs'])('scripts/%s imports only node: modules', (entry) => {
    const seen = new Set<string>();
    const packages: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
        else if (!specifier.startsWith('node:')) packages.push(`${path.relative(root, file)}: ${specifier}`);
      }
    };
    visit(path.join(root, 'scripts', entry));
    expect(packages).toEqual([]);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('runs in plain node with no node_modules (a copy of scripts/ alone)', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-'));
    try {
      fs.cpSync(path.join(root, 'scripts'), path.join(copy, 'scripts'), { recursive: true });
      const script = `for (const name of ['project', 'install', 'system-packages', 'ports', 'build-steps', 'test-servers'])
        await import(${JSON.stringify(path.join(copy, 'scripts', 'lib'))} + '/' + name + '.mjs');
        console.log('loaded');`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: copy,
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.stdout.trim()).toBe('loaded');
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
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

describe('type checking of the plain JavaScript scripts', () => {
  it('tsc checks every .mjs and .cjs file of the repository (checkJs), as npm run typecheck runs it', () => {
    const ts = require('typescript') as typeof import('typescript');
    const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file));
    const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
    expect(parsed.options.checkJs).toBe(true);
    const checked = new Set(parsed.fileNames.map((file) => path.relative(root, file)));
    const tracked = spawnSync('git', ['ls-files', '*.mjs', '*.cjs'], { cwd: root, encoding: 'utf8' })
      .stdout.split('\n')
      .filter((file) => file && !file.startsWith('bench/anchor/'));
    expect(tracked.length).toBeGreaterThan(10);
    expect(tracked.filter((file) => !checked.has(file))).toEqual([]);
  });
});
