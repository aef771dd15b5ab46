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
