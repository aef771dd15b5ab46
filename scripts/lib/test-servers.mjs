// The site servers the browser tests and benchmarks run against, each on a free port with a
// throwaway contact store. Node built-ins only (imported by `npm test` before node_modules exists).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servedSiteUrl } from './build-steps.mjs';
import { freePort } from './ports.mjs';
import { childEnv, root } from './project.mjs';
import { chromiumPath, ensureNginx, nginxPath } from './system-packages.mjs';

/** The inbox token of the servers the browser tests start. */
export const testInboxToken = 'e2e-inbox-token-0123456789abcdef0123';

/**
 * Starts the site server (tsx src/server/http/main.ts) and waits until it answers; on `wantedPort`
 * when that is free (the port of the build's SITE_URL), else on any free port.
 * @param {Record<string, string>} [env]
 * @param {number} [wantedPort]
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startServer(env = {}, wantedPort = 0) {
  const port = await freePort(wantedPort);
  // Each server stores contact messages in its own throwaway SQLite file.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laser-site-'));
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/http/main.ts'], {
    cwd: root,
    env: {
      ...childEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      CONTACT_DB: path.join(dataDir, 'contact.sqlite'),
      CONTACT_SECRET_FILE: path.join(dataDir, 'contact-secret'),
      CONTACT_INBOX_TOKEN: testInboxToken,
      CONTACT_RATE_LIMIT: '1000/60',
      CONTACT_REFUSED_LIMIT: '1000/60',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        return {
          url,
          stop: () => {
            child.kill('SIGTERM');
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`The server did not answer on ${url}`);
}

/**
 * Runs `fn` with two servers on free ports: the site as configured by default (but for the
 * contact form's time trap, CONTACT_MIN_FILL_MS=0), and the same
 * build with a root redirect (ROOT_REDIRECT=/en/, 301). `fn` gets the environment the browser
 * tests read.
 * @template T
 * @param {(env: Record<string, string>) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withTestServers(fn) {
  const redirect = { ROOT_REDIRECT: '/en/', ROOT_REDIRECT_STATUS: '301' };
  // The contact form's time trap off, so tests need not wait 3 s before sending; the real 3 s are
  // tested on a server of their own (e2e/contact.test.ts).
  const fast = { CONTACT_MIN_FILL_MS: '0' };
  // The site server where the build's links point (npm test builds for http://127.0.0.1:<port>).
  const builtFor = servedSiteUrl();
  const local = builtFor ? /^http:\/\/127\.0\.0\.1:(\d+)$/.exec(builtFor) : null;
  const nginx = await ensureNginx();
  if (!nginx.ok) console.error(nginx.message);
  const site = await startServer(fast, local ? Number(local[1]) : 0);
  let redirected;
  try {
    redirected = await startServer({ ...fast, ...redirect });
    return await fn({
      E2E_BASE_URL: site.url,
      // The origin of the build's canonical links, sitemap and feeds (its SITE_URL).
      E2E_SITE_URL: builtFor ?? '',
      E2E_REDIRECT_BASE_URL: redirected.url,
      E2E_REDIRECT_TARGET: redirect.ROOT_REDIRECT,
      E2E_REDIRECT_STATUS: redirect.ROOT_REDIRECT_STATUS,
      CHROMIUM_PATH: chromiumPath,
      E2E_INBOX_TOKEN: testInboxToken,
      // e2e/nginx.test.ts: the nginx binary, or why there is none.
      NGINX_PATH: nginxPath,
      E2E_NGINX_PROBLEM: nginx.ok ? '' : (nginx.message ?? ''),
    });
  } finally {
    site.stop();
    redirected?.stop();
  }
}
