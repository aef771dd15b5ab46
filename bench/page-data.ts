// page-data.json sizes per page type, for the build-scale section of bench/run.mts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * page-data.json per page type (a detail page of any collection is `<collection>/:id`, the English
 * copy counted with the Chinese one): pages, mean bytes, and the mean bytes of its `locales` field
 * (the UI strings gatsby-plugin-react-i18next queries on every page), raw and gzipped (what a visit
 * transfers).
 */
export function pageDataSizes(publicDir: string) {
  const dir = path.join(publicDir, 'page-data');
  const types = new Map<string, { pages: number; bytes: number; gzip: number; uiStrings: number }>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('page-data.json')) continue;
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== 'en');
    const type =
      segments[0] === 'index' || !segments.length ? '/' : segments.length > 1 ? `${segments[0]}/:id` : segments[0]!;
    const text = fs.readFileSync(path.join(dir, file));
    const data = (JSON.parse(text.toString('utf8')) as { result?: { data?: { locales?: unknown } } }).result?.data;
    const entry = types.get(type) ?? { pages: 0, bytes: 0, gzip: 0, uiStrings: 0 };
    entry.pages += 1;
    entry.bytes += text.length;
    entry.gzip += zlib.gzipSync(text, { level: 9 }).length;
    entry.uiStrings += data?.locales ? Buffer.byteLength(JSON.stringify(data.locales)) : 0;
    types.set(type, entry);
  }
  return [...types.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, { pages, bytes, gzip, uiStrings }]) => ({
      'page type': type,
      pages,
      'page-data KB': kb(bytes / pages),
      'page-data KB gz': kb(gzip / pages),
      'UI strings KB': kb(uiStrings / pages),
    }));
}
