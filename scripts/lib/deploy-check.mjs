// After a deploy or rollback (scripts/deploy.sh): does the site answer as the build just switched
// to? The pages change at once, but nginx serves a build's security headers and redirects from
// files it reads only when it reloads; without that reload new pages go out under the old build's
// Content-Security-Policy. Each build's headers carry its id (`X-Site-Build`, deploy/nginx.ts, and
// the Node server's own), so one request says whose headers are served.
// Node built-ins only: `node scripts/lib/deploy-check.mjs <url> <build id> [seconds]`, exit 0 when
// the site answers with that id within the seconds (default 30), else 1 and what to do.
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The header (src/server/publish/builds.ts buildHeader), as Node reads it. */
export const buildHeader = 'x-site-build';

/**
 * @typedef {{ status: number, build: string | null } | { error: string }} Seen
 * What one request found: the status and the build header, or why there was no answer.
 */

/**
 * `url` with a query parameter that names the build, so no cache (a CDN, a proxy) answers with a
 * copy made before the deploy.
 * @param {string} url
 * @param {string} id
 */
export function checkUrl(url, id) {
  const parsed = new URL(url);
  parsed.searchParams.set('deploy-check', id);
  return parsed.href;
}

/**
 * One HEAD request on a connection of its own: an nginx worker of the configuration before a
 * reload keeps answering on the connections it has open.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<Seen>}
 */
export function ask(url, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.request(url, { method: 'HEAD', agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      const value = response.headers[buildHeader];
      resolve({ status: response.statusCode ?? 0, build: typeof value === 'string' ? value : null });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end();
  });
}

/**
 * What to tell the operator when the site at `url` did not answer as build `id` (its last answer
 * `seen`, after `seconds`): what is wrong, and what to do.
 * @param {{ url: string, id: string, seen: Seen, seconds: number }} result
 */
export function failureMessage({ url, id, seen, seconds }) {
  const switched = `The build switch stands: ${id}'s pages are served.`;
  if ('error' in seen) {
    return [
      `deploy: could not check ${url}: ${seen.error}.`,
      `${switched} Set DEPLOY_CHECK_URL to an address of the site that this machine reaches (e.g. its public`,
      `https://…/ or, on the server, http://127.0.0.1/), then check again with: curl -sI URL | grep -i ${buildHeader}`,
    ].join('\n');
  }
  if (seen.build === null) {
    return [
      `deploy: ${url} answered ${seen.status} without an X-Site-Build header, so it cannot say whose security`,
      `headers and redirects it serves. ${switched} Either its nginx site file predates the header: regenerate it`,
      `(npx tsx deploy/nginx.ts …, docs/deployment.md#nginx-in-front) and reload nginx; or DEPLOY_CHECK_URL is not`,
      `this site (a redirect to another address answers ${seen.status}: name the final address).`,
    ].join('\n');
  }
  return [
    `deploy: ${url} still answers with build ${seen.build}'s headers and redirects (X-Site-Build) after ${seconds} s, not ${id}'s.`,
    `${switched} nginx reads a build's security headers (Content-Security-Policy) and redirects only when it reloads,`,
    `so the new pages go out under the old build's policy until it does. Reload it on the server now:`,
    `  sudo systemctl reload nginx`,
    `and let every deploy and rollback do it: DEPLOY_AFTER="sudo systemctl reload nginx" (docs/deployment.md).`,
    `If nginx did reload, a cache in front (a CDN) may keep the old answer: DEPLOY_CHECK_URL can name the server itself.`,
  ].join('\n');
}

/**
 * Asks `url` until it answers with build `id`, or `seconds` have passed (a reload takes effect
 * while nginx's old workers finish: not always by the first request).
 * @param {{ url: string, id: string, seconds?: number, intervalMs?: number, request?: (url: string) => Promise<Seen> }} options
 * @returns {Promise<{ ok: true, seen: Seen } | { ok: false, seen: Seen, message: string }>}
 */
export async function checkServedBuild({ url, id, seconds = 30, intervalMs = 500, request = ask }) {
  const target = checkUrl(url, id);
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const seen = await request(target);
    if (!('error' in seen) && seen.build === id) return { ok: true, seen };
    if (Date.now() >= until) return { ok: false, seen, message: failureMessage({ url, id, seen, seconds }) };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [url, id, seconds = '30'] = process.argv.slice(2);
  if (!url || !id || !/^\d+$/.test(seconds)) {
    console.error('Usage: node scripts/lib/deploy-check.mjs <url> <build id> [seconds]');
    process.exit(2);
  }
  try {
    new URL(url);
  } catch {
    console.error(`deploy: DEPLOY_CHECK_URL is not a URL: "${url}" (e.g. https://www.your-domain.cn/).`);
    process.exit(2);
  }
  void checkServedBuild({ url, id, seconds: Number(seconds) }).then((result) => {
    if (result.ok) {
      console.log(`deploy: ${url} answers with build ${id}'s headers and redirects (X-Site-Build).`);
    } else {
      console.error(result.message);
      process.exitCode = 1;
    }
  });
}
