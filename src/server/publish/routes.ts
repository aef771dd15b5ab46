import fs from 'node:fs';
import express from 'express';
import helmet from 'helmet';
import { undoLastPublish } from './undo';

/** Host names of this machine's loopback interface, as a browser on it sends them. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether a request comes from the editor's own machine: a loopback peer (the socket's, not a
 * forwarded address), no proxy in between, and a loopback Host (a page on another site cannot
 * reach it through DNS rebinding). `npm run cms` serves /admin to that machine only; the
 * publishing state and undo are nobody else's business.
 */
export function fromEditorsMachine(req: express.Request): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopbackPeer = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'].some(
    (name) => name in req.headers,
  );
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return loopbackPeer && !forwarded && loopbackHosts.has(host);
}

/**
 * GET /api/publish-status and POST /api/publish/undo of `npm run cms`, answered only on the
 * editor's machine (fromEditorsMachine: 404 elsewhere, as if absent), with the site's security
 * headers and a policy that allows nothing to run. The undo must be a JSON POST from this origin:
 * a form or image on another page cannot send one.
 */
export function publishRoutes({
  projectDir,
  statusFile,
  hsts = false,
}: {
  projectDir: string;
  statusFile: string;
  hsts?: boolean;
}) {
  const router = express.Router();
  router.use(
    ['/api/publish-status', '/api/publish'],
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      strictTransportSecurity: hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      if (!fromEditorsMachine(req)) {
        res.status(404).json({ error: 'Not found' });
        return;
      }
      next();
    },
  );
  router.get('/api/publish-status', (_req, res) => {
    fs.readFile(statusFile, 'utf8', (error, text) => {
      if (error) res.status(503).json({ error: 'The publisher has not reported yet' });
      else res.type('application/json').send(text);
    });
  });
  router.post('/api/publish/undo', (req, res) => {
    const origin = req.headers.origin;
    let sameOrigin = !origin;
    try {
      sameOrigin ||= new URL(origin!).host === req.headers.host;
    } catch {
      // "null" or garbage: not this origin
    }
    if (!req.is('application/json') || !sameOrigin) {
      res.status(403).json({ error: 'Send a JSON request from /admin' });
      return;
    }
    undoLastPublish(projectDir, statusFile).then(
      (result) => res.status(result.ok ? 200 : 409).json(result),
      (error: Error) => res.status(409).json({ ok: false, reason: 'failed', detail: error.message }),
    );
  });
  router.all(['/api/publish-status', '/api/publish/undo'], (_req, res) => {
    res.setHeader('Allow', 'GET, HEAD, POST');
    res.status(405).json({ error: 'Method not allowed' });
  });
  return router;
}
