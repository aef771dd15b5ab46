import fs from 'node:fs';
import path from 'node:path';
import {
  type StatisticsConfig,
  type StatisticsSettings,
  statisticsConfig,
} from '../../components/statistics/providers';

let cached: { file: string; mtimeMs: number; config: StatisticsConfig | null } | undefined;

/**
 * The statistics provider of the build being served (`statistics.json`, written by
 * src/node/statistics.ts), read again when the file changes (a new build may be switched in under a
 * running server). A build without the file, or with an unreadable or invalid one, allows no
 * provider: the pages then load none either way, or are blocked rather than let anything through.
 */
export function readStatisticsConfig(publicDir: string): StatisticsConfig | null {
  const file = path.join(publicDir, 'statistics.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.config;
  let config: StatisticsConfig | null = null;
  try {
    // The settings block as the build read it, through the same checks as the settings.
    config = statisticsConfig(JSON.parse(fs.readFileSync(file, 'utf8')) as StatisticsSettings);
  } catch {
    config = null;
  }
  cached = { file, mtimeMs, config };
  return config;
}
