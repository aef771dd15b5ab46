import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { buildHeader, servedBuildDir } from '../publish/builds';
import { publishRoutes } from '../publish/routes';
import { type AppOptions, createApp } from './app';
import { permissionsPolicy } from './permissions-policy';

export interface ServedSiteOptions extends AppOptions {
  /** The publisher's status file (npm run cms): served at GET /api/publish-status. */
  publishStatusFile?: string;
}

/**
 * The site as served: the current good build (`.builds/current`, switched only after a build
 * succeeded) or, before any switch, `public/` and `.cache/` of the project. A switch takes effect
 * on the next request; a running or failed build never changes what is served.
 */
export function servedSite({ projectDir, publishStatusFile, ...options }: ServedSiteOptions): express.Express {
  const apps = new Map<string, express.Express>();
  const appFor = (dir: string) => {
    let app = apps.get(dir);
    if (!app) {
      app = createApp({ ...options, projectDir: dir });
      apps.set(dir, app);
      // The previous build may still be answering a request; older ones are gone from disk.
      for (const old of [...apps.keys()].slice(0, -2)) apps.delete(old);
    }
    return app;
  };
  const site = express();
  site.disable('x-powered-by');
  site.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    next();
  });
  const current = () => servedBuildDir(projectDir) ?? projectDir;
  if (publishStatusFile) {
    // npm run cms: the publishing state and undo, for the editor's machine only (src/server/publish/routes.ts).
    site.use(publishRoutes({ projectDir, statusFile: publishStatusFile, hsts: options.hsts }));
    // A picture the editor just uploaded is committed to static/uploads/ but in no build until the
    // publish finishes: /admin's thumbnail and preview showed it broken. Served from the working
    // tree while the live build lacks it (the editor's machine only; the build's copy wins).
    const uploads = express.static(path.join(projectDir, 'static', 'uploads'), { index: false, fallthrough: true });
    site.use('/uploads', (req, res, next) => {
      let name: string;
      try {
        name = path.posix.normalize(decodeURIComponent(req.path));
      } catch {
        return next(); // a malformed address: the build's own answer (404)
      }
      if (fs.existsSync(path.join(current(), 'public', 'uploads', name))) return next();
      return uploads(req, res, next);
    });
  }
  // The build served now is set up at once, so its Functions load when the server starts.
  appFor(current());
  site.use((req, res, next) => {
    const served = servedBuildDir(projectDir);
    // Which build answered: a deploy checks the site serves the build it switched to (docs/deployment.md).
    if (served) res.setHeader(buildHeader, path.basename(served));
    appFor(served ?? projectDir)(req, res, next);
  });
  return site;
}
