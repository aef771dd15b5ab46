import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/** The slugs of a content folder, read the way the build reads them (default locale). */
export function slugsOf(collection: string): string[] {
  const dir = path.join(__dirname, '..', 'content', collection);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => (load(fs.readFileSync(path.join(dir, file), 'utf8')) as { zh: { slug: string } }).zh.slug);
}

/** News slugs, newest first (the list's order; ties by slug). */
export function newsByDate(): string[] {
  const dir = path.join(__dirname, '..', 'content', 'news');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.yml'))
    .map(
      (file) =>
        (load(fs.readFileSync(path.join(dir, file), 'utf8')) as { zh: { slug: string; date: Date | string } }).zh,
    )
    .map((entry) => ({ slug: entry.slug, date: new Date(entry.date).toISOString() }))
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)))
    .map((entry) => entry.slug);
}
