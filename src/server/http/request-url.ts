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
 * A Location for a path of this site (`/…`, query and all). Browsers drop tabs and line breaks
 * anywhere in a URL and read `\` as `/`, so `//host`, `/\host` and `/<tab>/host` all name
 * another host: those characters are percent-encoded (tabs and line breaks too) and leading
 * slashes collapse into one. An absolute URL (a configured root redirect) is kept as it is.
 */
export function siteLocation(target: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target;
  const encoded = target.replace(
    /[\\\t\n\r]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `/${encoded.replace(/^\/+/, '')}`;
}

/**
 * Gatsby's pages are folders (`/products/` is `products/index.html`): `/products` answers 301 to
 * `/products/`, the query kept. The target is the folder found, as a path of this site (`//host/dir`
 * or `/\host/%2e%2e/dir` give `/dir/`, never a link to another host), never the request line.
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
      const folder = path.relative(publicDir, dir).split(path.sep).map(encodeURIComponent).join('/');
      res.redirect(301, siteLocation(`/${folder}/${queryOf(req)}`));
    });
  };
}
