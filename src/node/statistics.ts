import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { load } from 'js-yaml';
import { settings } from '../model/collections/settings';
import { type StatisticsConfig, type StatisticsSettings, statisticsConfig } from '../statistics/providers';

/**
 * The statistics provider of the site settings (content/settings/site.yml, `statistics`, written
 * once under the default locale). The content check (onPreBootstrap) has already refused an
 * invalid block, naming file and field; this reads the checked value. Only that file is read: the
 * build asks twice (the HTML renderer's config, onPostBuild), and the whole content set is
 * thousands of entries at scale (bench/generate-corpus.ts).
 */
export function siteStatisticsSettings(root: string): StatisticsSettings | null {
  let data: unknown;
  try {
    data = load(fs.readFileSync(path.join(root, 'content', settings.file!), 'utf8'));
  } catch {
    return null;
  }
  return (data as { zh?: { statistics?: StatisticsSettings } } | null)?.zh?.statistics ?? null;
}

/** The checked provider of the site settings, null when statistics are off. */
export const siteStatistics = (root: string): StatisticsConfig | null => statisticsConfig(siteStatisticsSettings(root));

/** Where the build leaves the provider for the server's Content-Security-Policy (src/server/http/statistics-csp.ts). */
export const statisticsFile = 'statistics.json';

/** The server allows exactly the provider of the build it serves: the build writes it beside the pages. */
export const onPostBuild: GatsbyNode['onPostBuild'] = () => {
  const root = path.resolve('.');
  const settings = siteStatisticsSettings(root) ?? { provider: 'none' };
  statisticsConfig(settings); // throws on a block the server would refuse (the content check ran first)
  fs.writeFileSync(path.join(root, 'public', statisticsFile), `${JSON.stringify(settings)}\n`);
};
