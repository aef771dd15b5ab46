import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';

/**
 * The query string of the request (`?a=1`, or empty), from the request target whatever its form:
 * `/path?a=1` or the absolute form `http://host/path?a=1`. Never the host or the path.
 */
export function queryOf(req: Request): string {
  const start = req.url.indexOf('?');
  return start === -1 ? '' : req.url.slice(start);
}

/**
 * Gatsby's pages are folders (`/products/` is `products/index.html`): `/products` answers 301 to
 * `/products/`, the query kept. The target is built from the parsed path (leading slashes
 * collapsed, so `//host/dir` cannot become a link to another host), never from the request line.
 */
export function trailingSlashRedirect(publicDir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.endsWith('/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const dir = path.join(publicDir, decoded);
    if (decoded.includes('\0') || !dir.startsWith(publicDir + path.sep)) return next();
    if (path.basename(dir).startsWith('.')) return next();
    fs.stat(path.join(dir, 'index.html'), (error, stats) => {
      if (error || !stats.isFile()) return next();
      res.redirect(301, `${req.path.replace(/^\/+/, '/')}/${queryOf(req)}`);
    });
  };
}
