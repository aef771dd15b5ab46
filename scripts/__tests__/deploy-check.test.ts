/**
 * @jest-environment node
 */
// A deploy that never pretends: after switching, scripts/deploy.sh asks DEPLOY_CHECK_URL whose
// headers it serves (X-Site-Build, scripts/lib/deploy-check.mjs) and fails, saying what to do, when
// they are not the new build's (nginx not reloaded). The whole flow behind a real nginx, with and
// without the reload: e2e/nginx.test.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
jest.setTimeout(60_000);

/** Runs a command without blocking this process, whose servers must answer it meanwhile. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { cwd: repo, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const check = (url: string, id: string, seconds = '1') =>
  run(process.execPath, [path.join(repo, 'scripts', 'lib', 'deploy-check.mjs'), url, id, seconds]);

/** A site on a free port whose X-Site-Build is `build()` (null: no header); every request recorded. */
async function site(build: (count: number) => string | null) {
  const requests: { url: string; method: string; socket: unknown }[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', method: req.method ?? '', socket: req.socket });
    const value = build(requests.length);
    if (value !== null) res.setHeader('X-Site-Build', value);
    res.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('scripts/lib/deploy-check.mjs', () => {
  it('passes when the site answers with the build, asking past any cache, each time on a new connection', async () => {
    // The old build's headers twice (a reload under way), then the new one's.
    const server = await site((count) => (count < 3 ? 'old-build' : 'new-build'));
    try {
      const result = await check(server.url, 'new-build', '20');
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`${server.url} answers with build new-build's headers and redirects`);
      expect(server.requests.map((request) => [request.method, request.url])).toEqual(
        Array(3).fill(['HEAD', '/?deploy-check=new-build']),
      );
      expect(new Set(server.requests.map((request) => request.socket)).size).toBe(3);
    } finally {
      await server.close();
    }
  });

  it("fails when the site keeps answering with the old build's headers, and says to reload nginx", async () => {
    const server = await site(() => 'old-build');
    try {
      const result = await check(server.url, 'new-build');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`still answers with build old-build's headers and redirects (X-Site-Build)`);
      expect(result.stderr).toContain("not new-build's");
      expect(result.stderr).toContain("The build switch stands: new-build's pages are served.");
      expect(result.stderr).toContain('sudo systemctl reload nginx');
      expect(result.stderr).toContain('DEPLOY_AFTER="sudo systemctl reload nginx"');
    } finally {
      await server.close();
    }
  });

  it('fails when the answer names no build: the site file to regenerate, or the wrong address', async () => {
    const server = await site(() => null);
    try {
      const result = await check(server.url, 'new-build');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('answered 200 without an X-Site-Build header');
      expect(result.stderr).toContain('regenerate it');
    } finally {
      await server.close();
    }
  });

  it('fails when nothing answers, and says what the address must be', async () => {
    const server = await site(() => 'x');
    await server.close();
    const result = await check(server.url, 'new-build');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`could not check ${server.url}`);
    expect(result.stderr).toContain('Set DEPLOY_CHECK_URL to an address of the site that this machine reaches');
  });
});

describe('scripts/deploy.sh with DEPLOY_CHECK_URL', () => {
  let work: string;
  let target: string;
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
    target = path.join(work, 'site');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  function makeBuild(id: string) {
    const dir = path.join(work, 'local', '.builds', id);
    fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', 'index.html'), id);
    fs.writeFileSync(path.join(dir, 'public', '404.html'), 'not found');
    fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ id, commit: null, switchedAt: '' }));
    return dir;
  }
  const deploy = (env: Record<string, string>, args: string[]) =>
    run('bash', [path.join(repo, 'scripts', 'deploy.sh'), ...args], { DEPLOY_HOST: '', DEPLOY_PATH: target, ...env });
  const servedId = () => {
    try {
      return path.basename(fs.realpathSync(path.join(target, '.builds', 'current')));
    } catch {
      return null;
    }
  };

  it('passes a deploy and a rollback the site answers as; says when there is nothing to check with', async () => {
    // A server in step with the target (the Node server, or nginx reloaded by DEPLOY_AFTER).
    const server = await site(() => servedId());
    try {
      const env = { DEPLOY_CHECK_URL: server.url };
      const first = await deploy(env, ['--build', makeBuild('20260101T000000000Z-aaaaaaaa')]);
      expect([first.status, first.stderr]).toEqual([0, '']);
      expect(first.stdout).toContain("answers with build 20260101T000000000Z-aaaaaaaa's headers and redirects");
      const second = await deploy(env, ['--build', makeBuild('20260102T000000000Z-bbbbbbbb')]);
      expect(second.status).toBe(0);
      const rollback = await deploy(env, ['--rollback']);
      expect([rollback.status, rollback.stderr]).toEqual([0, '']);
      expect(rollback.stdout).toContain("answers with build 20260101T000000000Z-aaaaaaaa's headers and redirects");
    } finally {
      await server.close();
    }
    const unchecked = await deploy({}, ['--build', makeBuild('20260103T000000000Z-cccccccc')]);
    expect(unchecked.status).toBe(0);
    expect(unchecked.stdout).toContain('not checked that the site answers with build 20260103T000000000Z-cccccccc');
    expect(unchecked.stdout).toContain('set DEPLOY_CHECK_URL');
  });

  it('fails a deploy the site does not answer as, non-zero, saying the switch stands and what to do', async () => {
    const server = await site(() => 'the-build-before');
    try {
      const result = await deploy({ DEPLOY_CHECK_URL: server.url, DEPLOY_CHECK_TIMEOUT: '1' }, [
        '--build',
        makeBuild('20260101T000000000Z-aaaaaaaa'),
      ]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("still answers with build the-build-before's headers and redirects");
      expect(result.stderr).toContain('sudo systemctl reload nginx');
      expect(result.stdout).not.toContain('is live');
      expect(servedId()).toBe('20260101T000000000Z-aaaaaaaa');
    } finally {
      await server.close();
    }
  });

  it('refuses a DEPLOY_CHECK_URL or DEPLOY_CHECK_TIMEOUT it cannot use before doing anything', async () => {
    const build = makeBuild('20260101T000000000Z-aaaaaaaa');
    const url = await deploy({ DEPLOY_CHECK_URL: 'www.example.cn' }, ['--build', build]);
    expect(url.status).toBe(1);
    expect(url.stderr).toContain('DEPLOY_CHECK_URL must be an http:// or https:// address');
    const timeout = await deploy({ DEPLOY_CHECK_URL: 'http://127.0.0.1/', DEPLOY_CHECK_TIMEOUT: 'soon' }, [
      '--build',
      build,
    ]);
    expect(timeout.status).toBe(1);
    expect(timeout.stderr).toContain('DEPLOY_CHECK_TIMEOUT must be a whole number of seconds');
    expect(fs.existsSync(target)).toBe(false);
  });
});
