import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GatsbyNode } from 'gatsby';

const run = promisify(execFile);

/** The CMS bundle being built: started before Gatsby's bootstrap, awaited after the pages. */
let pending: Promise<{ stdout: string }> | null = null;
let startedAt = 0;

/**
 * /admin is bundled by esbuild (scripts/build-cms.mjs), in a child process: Gatsby's webpack never
 * sees Decap. It needs nothing Gatsby makes, so it starts here, after Gatsby has emptied public/
 * on a cold build and before its bootstrap, and runs on the core Gatsby's mostly single-threaded
 * bootstrap leaves idle. SKIP_CMS=1 leaves it out (used to measure the build without it).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => {
  if (process.env.SKIP_CMS === '1' || process.env.NODE_ENV !== 'production') return;
  startedAt = Date.now();
  pending = run(process.execPath, [path.resolve('scripts/build-cms.mjs')], { env: process.env });
  // Awaited in onPostBuild; a failure before then must not be an unhandled rejection.
  pending.catch(() => undefined);
};

/** Waits for the bundle started in onPreBootstrap (or builds it now, if it was not started). */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  if (process.env.SKIP_CMS === '1') {
    reporter.info('SKIP_CMS=1: /admin not built');
    return;
  }
  const activity = reporter.activityTimer('Building the CMS (/admin) with esbuild');
  activity.start();
  try {
    const building = pending ?? run(process.execPath, [path.resolve('scripts/build-cms.mjs')], { env: process.env });
    pending = null;
    const { stdout } = await building;
    const since = startedAt ? ` (started ${((Date.now() - startedAt) / 1000).toFixed(1)} s ago, beside Gatsby)` : '';
    activity.setStatus(`${stdout.trim()}${since}`);
  } catch (error) {
    reporter.panicOnBuild('The CMS bundle (scripts/build-cms.mjs) failed', error as Error);
  } finally {
    startedAt = 0;
    activity.end();
  }
};
