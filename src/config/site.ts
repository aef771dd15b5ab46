import { trimEndOf } from '../text/trim';

/**
 * Deployment settings read at build time (site URL) and at serve time (root redirect).
 * The root redirect lives here and nowhere else: the server applies it before anything else
 * answers `/`.
 */
export const siteUrl = trimEndOf(process.env.SITE_URL ?? 'https://www.example-ultrafast.cn', '/');

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
