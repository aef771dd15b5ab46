import fs from 'node:fs';
import path from 'node:path';
import { newsOrder } from '..';

const srcDir = path.join(__dirname, '../..');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

describe('newsOrder', () => {
  it('sorts newest first, then by slug', () => {
    const news = [
      { date: '2024-01-02', slug: 'b' },
      { date: '2024-03-01', slug: 'z' },
      { date: '2024-01-02', slug: 'a' },
      { date: '2023-12-31', slug: 'a' },
    ];
    expect([...news].sort(newsOrder.compare)).toEqual([
      { date: '2024-03-01', slug: 'z' },
      { date: '2024-01-02', slug: 'a' },
      { date: '2024-01-02', slug: 'b' },
      { date: '2023-12-31', slug: 'a' },
    ]);
  });

  it('is the GraphQL sort of the comparator', () => {
    expect(newsOrder.graphql).toBe('[{ date: DESC }, { slug: ASC }]');
  });

  // Page queries cannot interpolate a value, so they spell it: every allNews query must spell this one
  // (previous/next links are right only while the lists and pages.ts agree).
  it('every allNews query in src sorts by newsOrder', () => {
    const queries = sourceFiles(srcDir).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/allNews\(([^()]*)\)/g)].map((match) => ({
        file: path.relative(srcDir, file),
        args: match[1] ?? '',
      })),
    );
    expect(queries.length).toBeGreaterThan(1);
    const wrong = queries.filter(
      ({ args }) => !args.includes(`sort: ${newsOrder.graphql}`) && !args.includes('sort: ${newsOrder.graphql}'),
    );
    expect(wrong).toEqual([]);
  });
});
