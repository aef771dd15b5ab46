// Each section of the build lives in src/node; this file only gathers them.
import type { GatsbyNode } from 'gatsby';
import { onPostBuild as writeFeeds } from './src/node/feeds';
import { onPostBuild as buildCms, onPreBootstrap as startCms } from './src/node/cms';
import { onPostBuild as writeStatistics } from './src/node/statistics';
import { onPostBuild as writeOffices } from './src/node/offices';
import { onPostBuild as writeEventCalendars } from './src/node/events';
import { onPostBuild as drawLocationMap } from './src/node/location-map';
import { onPostBuild as listInlineScripts } from './src/node/csp-hashes';
import { onPostBuild as removeStaleAssets } from './src/node/stale-assets';
import { onPreBootstrap as checkContent } from './src/node/content';
import { onPreInit as checkSiteUrl } from './src/node/site-url';
import { flattenJpegOnSurface, setDefaultAvifEffort } from './src/node/images';
export { createResolvers } from './src/node/wechat-qr';
export { createSchemaCustomization } from './src/node/schema';
export { onCreateNode } from './src/node/content';
export { createPages } from './src/node/pages';

// Before any image job, in the process that runs them (src/node/images.ts): sharp's AVIF effort, and
// JPEG fallbacks of transparent uploads on the page's white, not black.
export const onPreInit: GatsbyNode['onPreInit'] = async (...args) => {
  await checkSiteUrl!(...args);
  setDefaultAvifEffort();
  flattenJpegOnSurface();
};

// The CMS bundle starts first (a child process, awaited in onPostBuild), then the content check.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async (...args) => {
  await startCms!(...args);
  await checkContent!(...args);
};

// Rest parameters keep the function's length 0: Gatsby treats a 3-parameter API as callback-style.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (...args) => {
  await writeFeeds!(...args);
  await writeStatistics!(...args);
  await writeOffices!(...args);
  await writeEventCalendars!(...args);
  await drawLocationMap!(...args);
  await buildCms!(...args);
  await removeStaleAssets!(...args);
  // Last: the pages are all written by now.
  await listInlineScripts!(...args);
};
export { onCreateWebpackConfig } from './src/node/webpack';
