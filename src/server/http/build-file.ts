import fs from 'node:fs';
import path from 'node:path';

/**
 * A reader of one JSON file of the served build (e.g. `admin/csp.json`): parsed by `parse`, read
 * again only when the file changes (a new build may be switched in under a running server), and
 * `fallback` when the build has no such file or `parse` refuses it.
 */
export function buildFileReader<T>(relative: string, parse: (json: unknown) => T, fallback: T) {
  let cached: { file: string; mtimeMs: number; value: T } | undefined;
  return (publicDir: string): T => {
    const file = path.join(publicDir, relative);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return fallback;
    }
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.value;
    let value = fallback;
    try {
      value = parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      // An unreadable or refused file counts as none.
    }
    cached = { file, mtimeMs, value };
    return value;
  };
}
