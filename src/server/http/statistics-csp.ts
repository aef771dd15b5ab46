import { type StatisticsConfig, type StatisticsSettings, statisticsConfig } from '../../statistics/providers';
import { buildFileReader } from './build-file';

/**
 * The statistics provider of the build being served (`statistics.json`, the settings block as
 * src/node/statistics.ts wrote it), through the same checks as the settings. A build without the
 * file, or with an unreadable or invalid one, allows no provider.
 */
export const readStatisticsConfig = buildFileReader<StatisticsConfig | null>(
  'statistics.json',
  (parsed) => statisticsConfig(parsed as StatisticsSettings),
  null,
);
