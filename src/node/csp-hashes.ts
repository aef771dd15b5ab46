import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { writeInlineScriptHashes } from '../server/http/inline-scripts';

/**
 * Lists the hashes of the built pages' inline scripts in `public/csp-hashes.json`, which the
 * server's Content-Security-Policy allows instead of every inline script (src/server/http/site-csp.ts).
 * Runs after the pages are written; later build steps (search index, precompression) change no HTML.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const hashes = writeInlineScriptHashes(path.resolve('public'));
  reporter.info(`CSP: ${hashes.length} inline script hashes listed in public/csp-hashes.json`);
};
