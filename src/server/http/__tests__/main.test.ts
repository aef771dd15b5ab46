/**
 * @jest-environment node
 */
// `npm run serve` (main.ts) started for real: the settings it accepts and those it refuses.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../e2e/free-port';

const repo = path.resolve(__dirname, '../../../..');
jest.setTimeout(150_000);

/**
 * Starts main.ts with `env`; resolves with the status of GET /no-such-page/ once it listens, or
 * with its exit code and error output when it stops first. Always stopped within 120 s (tsx
 * compiling the server takes 2 s on a quiet machine, over 30 s beside builds).
 */
async function serve(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(CONTACT_|TRUST_PROXY|ROOT_REDIRECT)/.test(name)),
  );
  const store = { CONTACT_DB: path.join(dataDir, 'contact.sqlite'), CONTACT_SECRET_FILE: path.join(dataDir, 'secret') };
  const child = spawn(path.join(repo, 'node_modules', '.bin', 'tsx'), ['src/server/http/main.ts'], {
    cwd: repo,
    env: { ...inherited, ...store, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  const deadline = Date.now() + 120_000;
  try {
    while (child.exitCode === null && Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/no-such-page/`, {
          headers: { 'X-Forwarded-For': '203.0.113.9' },
        });
        return { status: response.status, code: null, stderr };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const code = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000))]);
    return { status: null, code, stderr };
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('TRUST_PROXY at start', () => {
  it.each(['true', '1', 'loopback, 10.0.0.0/8'])('TRUST_PROXY=%s starts and answers', async (value) => {
    const started = await serve({ TRUST_PROXY: value });
    expect(started.stderr).not.toMatch(/invalid IP address|TypeError/);
    expect(started.status).toBe(404);
  });

  it('refuses anything else at start, naming the variable and the accepted forms', async () => {
    const refused = await serve({ TRUST_PROXY: 'yes' });
    expect(refused.status).toBeNull();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Not starting: TRUST_PROXY must be true, false, a number of proxy hops');
    expect(refused.stderr).not.toMatch(/^[ \t]+at /m);
  });
});
