// The Debian packages the build and the tests need beside npm's: Chromium, CJK fonts and
// poppler-utils (the datasheets), nginx with its brotli_static module (the nginx test). Installed
// with apt-get when missing and running as root; otherwise a message naming them and the command.
// Node built-ins only: `npm test` imports this before node_modules exists on a fresh clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { childEnv, log, run } from './project.mjs';

/** @typedef {{ ok: true, message?: undefined } | { ok: false, message: string }} Ensured */

/** The Chromium the datasheets are printed with and the browser tests drive. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's nginx: the server deploy/nginx.ts writes its configuration for. */
export const nginxPath = '/usr/sbin/nginx';
/** Debian's brotli_static module for nginx (libnginx-mod-http-brotli-static), loaded by deploy/nginx.ts standaloneConfig. */
export const nginxBrotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** @param {string} name */
function debPackageInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/**
 * What to tell someone who lacks Debian packages `missing`, needed for `purpose`, and cannot have
 * them installed here (not root, or no apt-get): the packages by name and the exact command.
 * @param {{ purpose: string, missing: readonly string[], hasApt: boolean, alternative?: string }} need
 */
export function missingPackagesMessage({ purpose, missing, hasApt, alternative = '' }) {
  const list = missing.join(' ');
  if (!hasApt) {
    return (
      `${purpose} This system has no apt-get: install the equivalents of Debian's ${list} ` +
      `with its package manager${alternative ? `, ${alternative}` : ''}.`
    );
  }
  return (
    `${purpose} Missing here: ${list}. Run as root, npm start, npm run build and npm test install them; ` +
    `as this user, install them with:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${list}` +
    `${alternative ? `\n${alternative.charAt(0).toUpperCase()}${alternative.slice(1)}.` : ''}`
  );
}

/**
 * Installs Debian packages `missing` with apt-get when running as root; otherwise (or when apt-get
 * fails) `{ ok: false, message }` naming them and the command that installs them.
 * @param {{ purpose: string, missing: string[], alternative?: string, present: () => boolean, startsService?: boolean }} need
 * @returns {Promise<Ensured>}
 */
async function ensureDebianPackages({ purpose, missing, alternative, present, startsService = false }) {
  if (missing.length === 0) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !hasApt)
    return { ok: false, message: missingPackagesMessage({ purpose, missing, hasApt, alternative }) };
  log(`Installing ${missing.join(' and ')} from Debian's packages`);
  const env = { ...childEnv, DEBIAN_FRONTEND: 'noninteractive' };
  // A package that would start a system service on install (nginx on port 80): Debian's
  // policy-rc.d hook (exit 101) tells its scripts not to; the tests start their own instance.
  const policy = '/usr/sbin/policy-rc.d';
  const holdServices = startsService && !fs.existsSync(policy);
  if (holdServices) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  let install;
  try {
    const update = await run('apt-get', ['update', '-qq'], { env });
    install =
      update === 0
        ? await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env })
        : update;
  } finally {
    if (holdServices) fs.rmSync(policy, { force: true });
  }
  if (install !== 0 || !present()) {
    return { ok: false, message: `apt-get could not install ${missing.join(' and ')} (exit ${install}).` };
  }
  return { ok: true };
}

/** @param {Array<string | false>} names @returns {string[]} */
const named = (names) => names.filter((name) => name !== false);

/**
 * Debian's Chromium and CJK fonts, with which every build prints the product datasheets (and the
 * browser tests run), and poppler-utils, whose pdftotext the datasheet test reads them with.
 * @returns {Promise<Ensured>}
 */
export async function ensureChromium() {
  const hasBrowser = fs.existsSync(chromiumPath);
  const hasFonts = process.env.CHROMIUM_PATH ? true : debPackageInstalled('fonts-noto-cjk');
  const hasPoppler = process.env.CHROMIUM_PATH ? true : debPackageInstalled('poppler-utils');
  return ensureDebianPackages({
    purpose:
      'Every build prints the product datasheets with Chromium (chromium, and fonts-noto-cjk for their Chinese text), ' +
      'and the tests read them back with pdftotext (poppler-utils).',
    missing: named([!hasBrowser && 'chromium', !hasFonts && 'fonts-noto-cjk', !hasPoppler && 'poppler-utils']),
    alternative: 'or point CHROMIUM_PATH at a Chromium binary (with CJK fonts and pdftotext installed)',
    present: () => fs.existsSync(chromiumPath),
  });
}

/** Whether rsync, which scripts/deploy.sh copies builds with, is on the PATH (Debian ships it apart). */
const hasRsync = () => spawnSync('sh', ['-c', 'command -v rsync'], { encoding: 'utf8' }).status === 0;

/**
 * Debian's nginx and its brotli_static module, for the browser test of the nginx configuration
 * (e2e/nginx.test.ts, deploy/nginx.ts). Installed as ensureChromium installs Chromium.
 * @returns {Promise<Ensured>}
 */
export async function ensureNginx() {
  return ensureDebianPackages({
    purpose:
      "The nginx test deploys a build with scripts/deploy.sh (rsync) and serves it with Debian's nginx and its brotli_static module.",
    missing: named([
      !fs.existsSync(nginxPath) && 'nginx',
      !fs.existsSync(nginxBrotliModule) && 'libnginx-mod-http-brotli-static',
      !hasRsync() && 'rsync',
    ]),
    startsService: true,
    present: () => fs.existsSync(nginxPath) && fs.existsSync(nginxBrotliModule) && hasRsync(),
  });
}
