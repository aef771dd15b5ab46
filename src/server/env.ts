import { isIP } from 'node:net';

/**
 * The environment at run time. Gatsby bundles Functions with webpack, which replaces
 * `process.env` with the build's GATSBY_* values (`({})` for the rest); reading it through
 * globalThis keeps the real, deploy-time environment.
 */
export function runtimeEnv(): NodeJS.ProcessEnv {
  return globalThis.process.env;
}

/** The contact form's time trap: a form sent sooner than this after it was shown is refused. */
export const defaultContactMinFillMs = 3000;

/**
 * CONTACT_MIN_FILL_MS: the time trap in milliseconds (a whole number, default 3000). Meant for
 * the test servers (scripts/lib/test-servers.mjs sets it low so browser tests need not wait); unset in
 * production. Anything but a whole number of milliseconds is refused with an error.
 */
export function contactMinFillMsFrom(env: Record<string, string | undefined>): number {
  const raw = env.CONTACT_MIN_FILL_MS?.trim();
  if (raw === undefined || raw === '') return defaultContactMinFillMs;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new Error(`CONTACT_MIN_FILL_MS must be a whole number of milliseconds (e.g. 3000), got "${raw}"`);
  }
  return Number(raw);
}

/** What Express's `trust proxy` setting accepts: all, none, a hop count or the addresses of proxies. */
export type TrustProxy = boolean | number | string[];

const trustProxyNames = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, optionally with a CIDR prefix or (IPv4) a dotted netmask, as proxy-addr reads it. */
function isProxyAddress(value: string): boolean {
  const [address = '', range, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: which proxies in front of the server Express believes about the client's address
 * (X-Forwarded-For) and protocol. Unset or empty: none. The forms Express documents:
 * `true`/`false`, a hop count (`1`), or a comma-separated list of IP addresses, CIDR ranges and the
 * names `loopback`, `linklocal`, `uniquelocal`. Anything else is refused with an error.
 */
export function trustProxyFrom(env: Record<string, string | undefined>): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d{1,3}$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !trustProxyNames.includes(entry) && !isProxyAddress(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be true, false, a number of proxy hops (e.g. 1) or a comma-separated list of IP ` +
        `addresses, CIDR ranges and the names ${trustProxyNames.join(', ')} (e.g. "loopback, 10.0.0.0/8"); ` +
        `"${wrong.join('", "')}" is none of these`,
    );
  }
  return entries;
}
