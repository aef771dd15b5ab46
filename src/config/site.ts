import { trimEndOf } from '../text/trim';

/**
 * Deployment settings read at build time (site URL) and at serve time (root redirect).
 * The root redirect lives here and nowhere else: the server applies it before anything else
 * answers `/`.
 */
/** The origin used until SITE_URL is set: fine for `gatsby develop`, refused by a production build. */
export const placeholderSiteUrl = 'https://www.example-ultrafast.cn';

/** The site's origin from a SITE_URL value: trimmed, without a trailing slash, the placeholder when empty. */
export const siteUrlFrom = (value: string | undefined) => trimEndOf(value?.trim() || placeholderSiteUrl, '/');

/**
 * SITE_URL as the build saw it, compiled into every bundle by src/node/webpack.ts (DefinePlugin):
 * the browser has no process.env, and a head that changed origin at hydration would tell search
 * engines (which run the scripts) that the site lives at the placeholder. Undefined outside
 * webpack (Node, Jest), where process.env is read.
 */
declare const __SITE_URL__: string | undefined;

export const siteUrl = typeof __SITE_URL__ === 'string' ? __SITE_URL__ : siteUrlFrom(process.env.SITE_URL);

/**
 * Why this build must not go ahead with the site URL it has, or null. A production build
 * (`gatsby build`, NODE_ENV=production, or CI set: src/node/site-url.ts decides) writes SITE_URL
 * into every canonical link, hreflang alternate, the sitemap, the feeds and robots.txt: with the
 * placeholder (or SITE_URL unset) search engines would be told the site lives at a domain that is
 * not ours. `gatsby develop` keeps the placeholder. `npm start`, `npm test` and `npm run cms` set a
 * local SITE_URL of the origin they serve (scripts/lib/build-steps.mjs withLocalSiteUrl), so they need no configuration.
 */
export function siteUrlProblem({
  siteUrl: given,
  production,
}: {
  siteUrl: string | undefined;
  production: boolean;
}): string | null {
  if (!production) return null;
  const value = given?.trim() ?? '';
  const origin = trimEndOf(value, '/');
  const example = 'SITE_URL=https://www.your-domain.cn npm run build';
  if (!value || origin === placeholderSiteUrl) {
    return (
      `SITE_URL is ${value ? `the placeholder ${placeholderSiteUrl}` : 'not set'}. A production build writes it into ` +
      `every canonical link, hreflang alternate, the sitemap, the RSS feeds and robots.txt, so set it to the ` +
      `public origin the site is served from, without a path, e.g. "${example}" (in CI: ` +
      `the SITE_URL variable of the deploy workflow). For a local preview build, use "npm start", or set ` +
      `SITE_URL to the local origin you serve it on, e.g. http://127.0.0.1:9000 (docs/configuration.md).`
    );
  }
  let url: URL | null = null;
  try {
    url = new URL(origin);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin) {
    return (
      `SITE_URL must be an http(s) origin without a path or query, such as ` +
      `https://www.your-domain.cn; got "${value}". It is written into every canonical link, hreflang ` +
      `alternate, the sitemap, the RSS feeds and robots.txt (docs/configuration.md).`
    );
  }
  return null;
}

export const themeColor = '#0f3f95';

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export interface RootRedirect {
  /** Absolute path on this site (`/en/`) or an absolute http(s) URL. */
  to: string;
  status: RedirectStatus;
}

const redirectStatuses: readonly RedirectStatus[] = [301, 302, 303, 307, 308];

/**
 * The root redirect from the environment: `ROOT_REDIRECT=/en/` (target) and
 * `ROOT_REDIRECT_STATUS=301` (default 302). Unset or empty means no root redirect.
 */
export function rootRedirectFrom(env: Record<string, string | undefined>): RootRedirect | null {
  const to = env.ROOT_REDIRECT?.trim();
  if (!to) return null;
  if (!/^\/(?!\/)/.test(to) && !/^https?:\/\/[^/]/i.test(to)) {
    throw new Error(`ROOT_REDIRECT must be a path starting with "/" or an http(s) URL, got "${to}"`);
  }
  const rawStatus = env.ROOT_REDIRECT_STATUS?.trim();
  const status = rawStatus ? Number(rawStatus) : 302;
  if (!redirectStatuses.includes(status as RedirectStatus)) {
    throw new Error(`ROOT_REDIRECT_STATUS must be one of ${redirectStatuses.join(', ')}, got "${rawStatus}"`);
  }
  if (to === '/') throw new Error('ROOT_REDIRECT must not point at "/" itself');
  return { to, status: status as RedirectStatus };
}
