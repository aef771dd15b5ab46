import path from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import type { RootRedirect } from '../../config/site';
import { defaultLocale, localeInfo, localeOfPath } from '../../i18n/locales';
import { cacheControlFor, isNeverServed } from './cache-policy';
import { findRedirect, readRedirects } from './redirects';
import { bodyLimitErrors, functionsMiddleware } from './functions';
import { adminCspDirectives, localAdminHosts, readAdminOrigins } from './admin-csp';
import { siteCspDirectives } from './site-csp';
import type { TrustProxy } from '../env';
import { permissionsPolicy } from './permissions-policy';
import { sendNotFoundPage } from './not-found';
import { queryOf, siteLocation, trailingSlashRedirect } from './request-url';

export interface AppOptions {
  /** The Gatsby project: public/ and .cache/ are read from here. */
  projectDir: string;
  rootRedirect: RootRedirect | null;
  /** Send Strict-Transport-Security (only behind HTTPS). */
  hsts?: boolean;
  /** Express's `trust proxy` (TRUST_PROXY, src/server/env.ts); none by default. */
  trustProxy?: TrustProxy;
}

/** The not-found page of the locale a path belongs to. */
function notFoundFile(publicDir: string, urlPath: string): string {
  const locale = localeOfPath(urlPath);
  return locale === defaultLocale
    ? path.join(publicDir, '404.html')
    : path.join(publicDir, localeInfo[locale].prefix.slice(1), '404', 'index.html');
}

/** The URL path of a file of the build (a precompressed copy counts as its original). */
const urlPathOf = (publicDir: string, filePath: string) =>
  `/${path.relative(publicDir, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');

/**
 * The site and its Functions on one port: security headers, the configured root redirect,
 * build-time redirects, the build's precompressed files (scripts/lib/precompress.mjs), long
 * caching for hashed assets, and a real 404 status with the localized not-found page.
 * Redirect targets come from the parsed path and query only, never from the request's host.
 */
export function createApp({ projectDir, rootRedirect, hsts = false, trustProxy = false }: AppOptions): express.Express {
  const publicDir = path.join(projectDir, 'public');
  const redirects = readRedirects(projectDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    next();
  });

  const securityHeaders = (directives: Record<string, string[] | null>) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { ...directives, 'upgrade-insecure-requests': hsts ? [] : null },
      },
      strictTransportSecurity: hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  // One policy for every page but /admin (site-csp.ts): the served build's inline scripts by hash.
  const siteHeaderSets = new Map<string, ReturnType<typeof securityHeaders>>();
  const siteHeadersFor = () => {
    const directives = siteCspDirectives(publicDir);
    const key = JSON.stringify(directives);
    if (!siteHeaderSets.has(key)) siteHeaderSets.set(key, securityHeaders(directives));
    return siteHeaderSets.get(key)!;
  };
  // /admin allows the origins of the backend its build was configured with (admin/csp.json).
  const adminHeaders = new Map<string, ReturnType<typeof securityHeaders>>();
  const adminHeadersFor = (req: express.Request) => {
    const directives = adminCspDirectives(readAdminOrigins(publicDir), localAdminHosts.includes(req.hostname));
    const key = JSON.stringify(directives);
    if (!adminHeaders.has(key)) adminHeaders.set(key, securityHeaders(directives));
    return adminHeaders.get(key)!;
  };
  app.use((req, res, next) =>
    (/^\/admin(\/|$)/.test(req.path) ? adminHeadersFor(req) : siteHeadersFor())(req, res, next),
  );

  if (rootRedirect) {
    app.all('/', (req, res) => {
      res.redirect(rootRedirect.status, siteLocation(`${rootRedirect.to}${queryOf(req)}`));
    });
  }

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const redirect = findRedirect(redirects, req.path);
    if (!redirect) return next();
    res.redirect(redirect.status, siteLocation(`${redirect.toPath}${queryOf(req)}`));
  });

  // Only the Functions' answers are compressed per request; files come precompressed.
  app.use('/api', compression(), functionsMiddleware(projectDir));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });

  // `<file>.br` and `<file>.gz` when the client accepts them (brotli first), else the file itself;
  // each with its own ETag and length. serve-static's own trailing-slash redirect is off: it copies
  // the request line, host and all, into Location.
  const serveStatic = expressStaticGzip(publicDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: {
      index: 'index.html',
      redirect: false,
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(urlPathOf(publicDir, filePath)));
        // express-static-gzip names the charset of a compressed copy `UTF-8`: the same header as its original.
        const type = res.getHeader('Content-Type');
        if (typeof type === 'string')
          res.setHeader('Content-Type', type.replace(/; charset=UTF-8$/, '; charset=utf-8'));
      },
    },
  });
  const addSlash = trailingSlashRedirect(publicDir);
  app.use((req, res, next) => {
    // The not-found pages are never a 200, precompressed copies never sent by their own name,
    // build-only files never at all: judged on the decoded, normalised path (cache-policy.ts).
    if (isNeverServed(req.path)) return next();
    addSlash(req, res, () => {
      serveStatic(req, res, next);
    });
  });

  app.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    sendNotFoundPage(req, res, notFoundFile(publicDir, req.path));
  });

  const onError: ErrorRequestHandler = (
    error: { status?: number; statusCode?: number; type?: string },
    req,
    res,
    next,
  ) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    // Body parsing failures (malformed JSON, too large, bad charset) are the client's, never a 500.
    if (status >= 400 && status < 500) {
      const limit = error.type === undefined ? undefined : bodyLimitErrors[error.type];
      res.status(status).json({ error: limit ?? (status === 413 ? 'Payload too large' : 'Bad request') });
      return;
    }
    console.error(`${req.method} ${req.originalUrl} failed:`, error);
    res.status(500).json({ error: 'Internal server error' });
  };
  app.use(onError);
  return app;
}
