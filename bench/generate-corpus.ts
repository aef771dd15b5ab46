// A synthetic corpus for the build-scale bench: `npx tsx bench/generate-corpus.ts <site-copy> <N>`
// writes N news, N/10 products and N/20 experts (both locales, the way Decap writes them) into
// the content/ of a COPY of the project, made from the shipped entries with new ids, then checks
// the copy against the content model. Never run it on the working tree.
import fs from 'node:fs';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import { readContentFiles, staticFiles } from '../src/model/read-content';
import { validateContent } from '../src/model/validate';

type Entry = { zh: Record<string, unknown>; en?: Record<string, unknown> };

function templates(root: string, collection: string): Entry[] {
  const dir = path.join(root, 'content', collection);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.yml'))
    .sort()
    .map((file) => load(fs.readFileSync(path.join(dir, file), 'utf8')) as Entry);
}

/** Writes `count` copies of a collection's entries, each with its own id (and date/order when given). */
function writeCopies(
  root: string,
  collection: string,
  count: number,
  vary: (entry: Entry, index: number, slug: string) => void,
) {
  const sources = templates(root, collection);
  const dir = path.join(root, 'content', collection);
  for (let index = 0; index < count; index += 1) {
    const entry = structuredClone(sources[index % sources.length]!);
    const slug = `bench-${collection}-${String(index).padStart(5, '0')}`;
    entry.zh.slug = slug;
    vary(entry, index, slug);
    fs.writeFileSync(path.join(dir, `${slug}.yml`), dump(entry, { lineWidth: -1 }));
  }
}

/** Adds the synthetic entries to the copy at `root` and returns the model's validation errors. */
export function generateCorpus(root: string, n: number): string[] {
  const day = (index: number) => new Date(Date.UTC(2020, 0, 1) + index * 86_400_000);
  writeCopies(root, 'news', n, (entry, index) => {
    entry.zh.date = day(index);
    entry.zh.title = `${String(entry.zh.title)}（基准 ${index}）`;
    if (entry.en?.title) entry.en.title = `${entry.en.title as string} (bench ${index})`;
  });
  writeCopies(root, 'products', Math.floor(n / 10), (entry, index) => {
    entry.zh.model = `BENCH-${index}`;
    entry.zh.order = 1000 + index;
    entry.zh.featured = false;
  });
  writeCopies(root, 'experts', Math.floor(n / 20), (entry, index) => {
    entry.zh.order = 1000 + index;
  });
  return validateContent(readContentFiles(root), staticFiles(root));
}

if (require.main === module) {
  const [root, n] = process.argv.slice(2);
  if (!root || !n || path.resolve(root) === path.resolve(__dirname, '..')) {
    console.error('usage: tsx bench/generate-corpus.ts <copy of the project> <N>');
    process.exit(2);
  }
  const errors = generateCorpus(path.resolve(root), Number(n));
  console.log(errors.length ? errors.slice(0, 20).join('\n') : `valid corpus with N = ${n}`);
  process.exit(errors.length ? 1 : 0);
}
