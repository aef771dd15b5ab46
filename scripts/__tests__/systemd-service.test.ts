/**
 * @jest-environment node
 */
// deploy/systemd/laser-site.service and its environment file, read and run as systemd would: the
// unit's ExecStart in a checkout with a deployed build, with the example's variables, answers
// /api/health and passes its own readiness check. And `npm start` refusing in a deploy target.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnvironmentFile, parseUnit, splitCommand } from './systemd-files';

const repo = path.resolve(__dirname, '../..');
const unit = parseUnit(fs.readFileSync(path.join(repo, 'deploy/systemd/laser-site.service'), 'utf8'));
const example = parseEnvironmentFile(fs.readFileSync(path.join(repo, 'deploy/systemd/laser-site.env.example'), 'utf8'));
const service = (key: string) => unit.Service?.[key] ?? [];
const one = (key: string) => {
  const values = service(key);
  expect(values).toHaveLength(1);
  return values[0]!;
};

jest.setTimeout(120_000);

/** The environment variables read by the code the server runs (main.ts, the Functions, what they import). */
function serverVariables(): Set<string> {
  const roots = ['src/server/http', 'src/server/contact', 'src/server/env.ts', 'src/config', 'src/api'];
  const names = new Set<string>();
  for (const root of roots) {
    const full = path.join(repo, root);
    const files = fs.statSync(full).isFile()
      ? [full]
      : fs
          .readdirSync(full, { recursive: true, encoding: 'utf8' })
          .map((file) => path.join(full, file))
          .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__'));
    for (const file of files) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\b(?:env|Env\(\))\??\.([A-Z][A-Z0-9_]+)/g)) {
        names.add(match[1]!);
      }
    }
  }
  return names;
}

/** A port in 9500–9599 that nothing listens on now. */
async function freePortInRange(): Promise<number> {
  for (let port = 9500; port <= 9599; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 9500–9599');
}

/**
 * A checkout as a deploy target holds it: the sources, the packages, and one deployed build whose
 * Functions are the real /api/health and /api/ready, bundled as the build bundles them.
 */
function deployTargetCheckout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-'));
  for (const tree of ['src', 'locales']) fs.cpSync(path.join(repo, tree), path.join(dir, tree), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json', 'scripts/wait-ready.mjs']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  fs.symlinkSync(fs.realpathSync(path.join(repo, 'node_modules')), path.join(dir, 'node_modules'));
  const build = path.join(dir, '.builds', 'deployed');
  fs.mkdirSync(path.join(build, 'public', 'en', '404'), { recursive: true });
  fs.writeFileSync(path.join(build, 'public', 'index.html'), '<html lang="zh-cn">首页</html>');
  fs.writeFileSync(path.join(build, 'public', '404.html'), '<html lang="zh-cn">未找到</html>');
  fs.writeFileSync(path.join(build, 'public', 'en', '404', 'index.html'), '<html lang="en">Not found</html>');
  fs.writeFileSync(path.join(build, 'build.json'), JSON.stringify({ id: 'deployed', commit: null, switchedAt: '' }));
  const functions = path.join(build, '.cache', 'functions');
  const manifest = ['health', 'ready'].map((name) => {
    const compiled = path.join(functions, `${name}.js`);
    const bundled = spawnSync(
      path.join(repo, 'node_modules', '.bin', 'esbuild'),
      [
        `src/api/${name}.ts`,
        '--bundle',
        '--platform=node',
        '--format=cjs',
        '--packages=external',
        '--log-level=warning',
        `--outfile=${compiled}`,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(bundled.stderr).toBe('');
    return {
      functionRoute: name,
      functionId: name,
      relativeCompiledFilePath: `${name}.js`,
      absoluteCompiledFilePath: compiled,
    };
  });
  fs.writeFileSync(path.join(functions, 'manifest.json'), JSON.stringify(manifest));
  fs.symlinkSync('deployed', path.join(dir, '.builds', 'current'));
  return dir;
}

describe('the environment file example', () => {
  it('names every variable the server reads', () => {
    const read = serverVariables();
    // The scan finds them (a scan that found nothing would pass anything).
    expect([...read]).toEqual(
      expect.arrayContaining(['PORT', 'TRUST_PROXY', 'CONTACT_INBOX_TOKEN', 'DATABASE_URL', 'SMTP_URL']),
    );
    const named = new Set([...Object.keys(example.set), ...example.commented]);
    expect([...read].filter((name) => !named.has(name))).toEqual([]);
  });

  it('sets what production needs, PORT matching nginx --api, and the proxy nginx is', () => {
    expect(example.set.PORT).toBe('9000'); // deploy/nginx.ts --api defaults to 127.0.0.1:9000
    expect(fs.readFileSync(path.join(repo, 'deploy/nginx.ts'), 'utf8')).toContain("'127.0.0.1:9000'");
    expect(example.set.HOST).toBe('127.0.0.1');
    expect(example.set.TRUST_PROXY).toBe('loopback');
    for (const name of ['SITE_URL', 'CONTACT_INBOX_TOKEN', 'BACKUP_DIR', 'BACKUP_KEEP'])
      expect(example.set).toHaveProperty(name);
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'CONTACT_NOTIFY_TO']) expect(example.commented).toContain(name);
  });
});

describe('laser-site.service', () => {
  it('runs the serve entry as a non-root user, restarts, logs to journald, checks readiness', () => {
    const user = one('User');
    expect(user).not.toMatch(/^(root|0)$/);
    expect(one('Restart')).toMatch(/^(on-failure|always)$/);
    expect(one('StandardOutput')).toBe('journal');
    expect(one('StandardError')).toBe('journal');
    expect(one('EnvironmentFile')).toBe('/etc/laser-site/laser-site.env');
    const workingDirectory = one('WorkingDirectory');
    // `npm run serve` is the one way the server runs: the unit runs exactly its command.
    const [program, ...args] = splitCommand(one('ExecStart'));
    expect(program).toBe(path.join(workingDirectory, 'node_modules/.bin/tsx'));
    const serve = (
      JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts.serve!;
    expect(['tsx', ...args].join(' ')).toBe(serve);
    expect(one('ExecStartPost')).toContain('scripts/wait-ready.mjs');
    expect(service('ReadWritePaths')).toEqual([path.join(workingDirectory, 'data')]);
  });

  it('ExecStart with the example environment answers /api/health; the readiness check passes', async () => {
    const checkout = deployTargetCheckout();
    const workingDirectory = one('WorkingDirectory');
    const inCheckout = (command: string) =>
      splitCommand(command).map((word) =>
        word.startsWith(`${workingDirectory}/`) ? checkout + word.slice(workingDirectory.length) : word,
      );
    const port = await freePortInRange();
    const unitEnvironment = Object.fromEntries(service('Environment').map((line) => line.split(/=(.*)/s).slice(0, 2)));
    // A clean environment as systemd gives it: PATH, then the unit's and the file's variables.
    const env = { PATH: process.env.PATH, ...unitEnvironment, ...example.set, HOST: '127.0.0.1', PORT: String(port) };
    const [program, ...args] = inCheckout(one('ExecStart'));
    const server = spawn(program!, args, { cwd: checkout, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const [checkProgram, ...checkArgs] = inCheckout(one('ExecStartPost'));
      const check = spawnSync(checkProgram!, checkArgs, {
        cwd: checkout,
        env: { ...env, READY_TIMEOUT_S: '60' },
        encoding: 'utf8',
      });
      expect({ status: check.status, stderr: check.stderr, server: output }).toEqual({
        status: 0,
        stderr: '',
        server: expect.any(String),
      });
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      // The example's relative store: the checkout's data/, which the unit lets the server write.
      expect(fs.existsSync(path.join(checkout, 'data', 'contact.sqlite'))).toBe(true);
    } finally {
      if (server.exitCode === null) process.kill(server.pid!, 'SIGTERM');
      await exited;
      fs.rmSync(checkout, { recursive: true, force: true });
    }
    expect(server.exitCode ?? server.signalCode).not.toBeNull();
  });
});

describe('laser-site-backup.service and .timer', () => {
  const backup = parseUnit(fs.readFileSync(path.join(repo, 'deploy/systemd/laser-site-backup.service'), 'utf8'));
  const timer = parseUnit(fs.readFileSync(path.join(repo, 'deploy/systemd/laser-site-backup.timer'), 'utf8'));

  it('runs npm run backup as the server does, allowed to write where the copies go', () => {
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const [program, ...args] = splitCommand(backup.Service!.ExecStart![0]!);
    expect(program).toBe(path.join(one('WorkingDirectory'), 'node_modules/.bin/tsx'));
    expect(['tsx', ...args].join(' ')).toBe(scripts.backup);
    for (const key of ['User', 'WorkingDirectory', 'EnvironmentFile'])
      expect(backup.Service![key]).toEqual(service(key));
    expect(backup.Service!.ReadWritePaths![0]!.split(' ')).toEqual([
      ...service('ReadWritePaths'),
      example.set.BACKUP_DIR,
    ]);
    expect(timer.Timer!.OnCalendar).toHaveLength(1);
    expect(timer.Timer!.Persistent).toEqual(['true']);
  });
});

describe('npm start in a deploy target', () => {
  it('refuses, saying why and what runs the server there', () => {
    const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
    try {
      fs.cpSync(path.join(repo, 'scripts'), path.join(checkout, 'scripts'), { recursive: true });
      fs.mkdirSync(path.join(checkout, '.builds'));
      fs.writeFileSync(path.join(checkout, '.builds', 'activate.cjs'), '');
      const started = spawnSync(process.execPath, ['scripts/start.mjs'], {
        cwd: checkout,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('receives its builds from scripts/deploy.sh');
      expect(started.stderr).toContain('npm run serve');
      // Nothing was installed or built.
      expect(fs.readdirSync(checkout).sort()).toEqual(['.builds', 'scripts']);
    } finally {
      fs.rmSync(checkout, { recursive: true, force: true });
    }
  });

  it('is not refused in a checkout that never received a deploy', () => {
    const asked = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { deployTargetProblem } from ${JSON.stringify(path.join(repo, 'scripts/lib/deploy-target.mjs'))}; console.log(deployTargetProblem(${JSON.stringify(os.tmpdir())}))`,
      ],
      { encoding: 'utf8' },
    );
    expect(asked.stdout.trim()).toBe('null');
  });
});
