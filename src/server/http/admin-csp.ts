import path from 'node:path';
import { buildFileReader } from './build-file';

/** The origins of the configured CMS backend, written by scripts/build-cms.mjs to admin/csp.json. */
export interface AdminOrigins {
  connect: string[];
  img: string[];
}

const none: AdminOrigins = { connect: [], img: [] };
const origin = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

const valid = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && origin.test(item)) : [];

/**
 * The backend origins of the build being served, read again when the file changes; none when the
 * build has no file or a bad one (it allows nothing beyond the site itself).
 */
export const readAdminOrigins = buildFileReader<AdminOrigins>(
  path.join('admin', 'csp.json'),
  (parsed) => ({
    connect: valid((parsed as Partial<AdminOrigins>).connect),
    img: valid((parsed as Partial<AdminOrigins>).img),
  }),
  none,
);

/** Host names on which /admin talks to Decap's local proxy (npm run cms), as Decap itself decides. */
export const localAdminHosts = ['localhost', '127.0.0.1'];

/**
 * The Content-Security-Policy directives of /admin: Decap compiles its config schema at run time
 * (ajv: 'unsafe-eval'); it talks to exactly the configured backend's API and auth origins, and,
 * when opened on localhost, to the local proxy. Uploads are read back from blob: URLs.
 */
export function adminCspDirectives(origins: AdminOrigins, local: boolean): Record<string, string[]> {
  const proxy = local ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  return {
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins.img],
    'connect-src': ["'self'", 'blob:', 'data:', ...proxy, ...origins.connect],
    'frame-src': ["'self'", 'blob:'],
    // Helmet's default would allow fonts from all of https:; Decap brings its own.
    'font-src': ["'self'", 'data:'],
    'frame-ancestors': ["'none'"],
  };
}
