import fs from 'node:fs';
import type { Request, Response } from 'express';

/**
 * The encoding to send to a client, from its Accept-Encoding: brotli, then gzip, else none.
 * A missing header means the file as is (what browsers never send, and what curl does).
 */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(param)).find(Boolean);
    quality.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const extensions = { br: '.br', gzip: '.gz' } as const;

/**
 * Answers 404 with the whole not-found page `file` (its precompressed copy when the client accepts
 * one), whatever the request's conditional or Range headers: a not-found page is never a 206 or
 * a 304, and says nothing of ranges, validators or caching.
 */
export function sendNotFoundPage(req: Request, res: Response, file: string): void {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const candidates = encoding ? [file + extensions[encoding], file] : [file];
  const send = (index: number) => {
    fs.readFile(candidates[index] ?? file, (error, body) => {
      if (error) {
        if (index + 1 < candidates.length) return send(index + 1);
        if (!res.headersSent)
          res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not Found');
        return;
      }
      res.status(404);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Vary', 'Accept-Encoding');
      if (index === 0 && encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  };
  send(0);
}
