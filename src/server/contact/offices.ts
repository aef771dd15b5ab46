import fs from 'node:fs';
import path from 'node:path';
import type { Office } from '../../region/nearest-office';
import { servedBuildDir } from '../publish/builds';

let cache: { file: string; mtimeMs: number; offices: Office[] } | null = null;

/**
 * The offices of the served build (public/offices.json, written by the build), re-read when the
 * served build or the file changes; none when it is missing or unreadable (nobody is suggested).
 */
export function servedOffices(root: string = process.cwd()): Office[] {
  const file = path.join(servedBuildDir(root) ?? root, 'public', 'offices.json');
  try {
    const { mtimeMs } = fs.statSync(file);
    if (cache?.file !== file || cache.mtimeMs !== mtimeMs) {
      const offices = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
      cache = { file, mtimeMs, offices: Array.isArray(offices) ? (offices as Office[]) : [] };
    }
    return cache.offices;
  } catch {
    return [];
  }
}
