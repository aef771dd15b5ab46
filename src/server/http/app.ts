import path from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { RootRedirect } from '../../config/site';
import { defaultLocale, localeInfo, localeOfPath } from '../../i18n/locales';
import { cacheControlFor } from './cache-policy';
import { findRedirect, readRedirects } from './redirects';
import { functionsMiddleware } from './functions';
import { adminCspDirectives, localAdminHosts, readAdminOrigins } from './admin-csp';

export interface AppOptions {
  /** The Gatsby project: public/ and .cache/ are read from here. */
  projectDir: string;
  rootRedirect: RootRedirect | null;
  /** Send Strict-Transport-Security (only behind HTTPS). */
  hsts?: boolean;
}

/** The not-found page of the locale a path belongs to. */
function notFoundFile(publicDir: string, urlPath: string): string {
  const locale = localeOfPath(urlPath);
  return locale === defaultLocale
    ? path.join(publicDir, '404.html')
    : path.join(publicDir, localeInfo[locale].prefix.slice(1), '404', 'index.html');
}

const notFoundPaths = /^(\/[a-z]{2})?\/404(\.html|\/(index\.html)?)?$/;

/**
 * The site and its Functions on one port: security headers, compression, the configured root
 * redirect, build-time redirects, long caching for hashed assets, and a real 404 status with
 * the localized not-found page.
 */
export function createApp({ projectDir, rootRedirect, hsts = false }: AppOptions): express.Express {
  const publicDir = path.join(projectDir, 'public');
  const redirects = readRedirects(projectDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY : false);

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
  const siteHeaders = securityHeaders({
    // Gatsby inlines its bootstrap scripts and critical CSS. 'wasm-unsafe-eval' lets the site search
    // (Pagefind, /search/) compile its own WebAssembly from /pagefind/; it allows no eval() of JS.
    // Site-wide rather than per page: one policy for every page keeps the header and caching simple.
    'script-src': ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
  // /admin allows the origins of the backend its build was configured with (admin/csp.json).
  const adminHeaders = new Map<string, ReturnType<typeof securityHeaders>>();
  const adminHeadersFor = (req: express.Request) => {
    const directives = adminCspDirectives(readAdminOrigins(publicDir), localAdminHosts.includes(req.hostname));
    const key = JSON.stringify(directives);
    if (!adminHeaders.has(key)) adminHeaders.set(key, securityHeaders(directives));
    return adminHeaders.get(key)!;
  };
  app.use((req, res, next) => (/^\/admin(\/|$)/.test(req.path) ? adminHeadersFor(req) : siteHeaders)(req, res, next));
  app.use(compression());

  if (rootRedirect) {
    app.all('/', (req, res) => {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(rootRedirect.status, `${rootRedirect.to}${query}`);
    });
  }

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const redirect = findRedirect(redirects, req.path);
    if (!redirect) return next();
    res.redirect(redirect.status, `${redirect.toPath}${req.originalUrl.slice(req.path.length)}`);
  });

  app.use('/api', functionsMiddleware(projectDir));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });

  const serveStatic = express.static(publicDir, {
    index: 'index.html',
    redirect: true,
    dotfiles: 'ignore',
    setHeaders: (res, filePath) => {
      const urlPath = `/${path.relative(publicDir, filePath).split(path.sep).join('/')}`;
      res.setHeader('Cache-Control', cacheControlFor(urlPath));
    },
  });
  // The not-found pages themselves are never a 200.
  app.use((req, res, next) => (notFoundPaths.test(req.path) ? next() : serveStatic(req, res, next)));

  app.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    res.status(404);
    res.setHeader('Cache-Control', 'no-store');
    // Relative to `root`: send refuses dot-folders on the absolute path (the served build lives
    // under .builds/), but only checks what follows the root.
    res.sendFile(path.relative(publicDir, notFoundFile(publicDir, req.path)), { root: publicDir }, (error) => {
      if (error && !res.headersSent) res.type('text/plain').send('Not Found');
    });
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
      res.status(status).json({ error: status === 413 ? 'Payload too large' : 'Bad request' });
      return;
    }
    console.error(`${req.method} ${req.originalUrl} failed:`, error);
    res.status(500).json({ error: 'Internal server error' });
  };
  app.use(onError);
  return app;
}
