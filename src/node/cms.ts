import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GatsbyNode } from 'gatsby';

const run = promisify(execFile);

/**
 * /admin is bundled by esbuild after the site is built (scripts/build-cms.mjs): Gatsby's webpack
 * never sees Decap. SKIP_CMS=1 leaves it out (used to measure the build without it).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  if (process.env.SKIP_CMS === '1') {
    reporter.info('SKIP_CMS=1: /admin not built');
    return;
  }
  const activity = reporter.activityTimer('Building the CMS (/admin) with esbuild');
  activity.start();
  try {
    const { stdout } = await run(process.execPath, [path.resolve('scripts/build-cms.mjs')], { env: process.env });
    activity.setStatus(stdout.trim());
  } catch (error) {
    reporter.panicOnBuild('The CMS bundle (scripts/build-cms.mjs) failed', error as Error);
  } finally {
    activity.end();
  }
};
