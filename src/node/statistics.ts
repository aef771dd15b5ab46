import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readContentFiles } from '../model/read-content';
import { type StatisticsConfig, type StatisticsSettings, statisticsConfig } from '../statistics/providers';

/**
 * The statistics provider of the site settings (content/settings/site.yml, `statistics`, written
 * once under the default locale). The content check (onPreBootstrap) has already refused an
 * invalid block, naming file and field; this reads the checked value.
 */
export function siteStatisticsSettings(root: string): StatisticsSettings | null {
  const file = readContentFiles(root).find((candidate) => candidate.collection.name === 'settings');
  return (file?.data as { zh?: { statistics?: StatisticsSettings } } | null)?.zh?.statistics ?? null;
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
