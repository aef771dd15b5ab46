/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';

// The sharp work of a build is set by the gatsbyImageData arguments of these fragments and by
// gatsby-plugin-sharp's defaults in gatsby-config (bench/image-encode.mts measures it). Most uploads
// are drawn renders saved as PNG: with AUTO their fallback was a palette PNG at quality 50 (11 s of
// one thread for 1.8 MB, dithered, its colours shifted). A JPEG at quality 75 took 2-4 s for
// 1.4 MB and looks like the source; AVIF and WebP, which browsers pick, are unchanged.
const components = path.join(__dirname, '..', '..');

/** The text between `gatsbyImageData(` and the next `)`, each time (searched, not matched: redos.test.ts). */
function argumentLists(source: string): string[] {
  const opening = 'gatsbyImageData(';
  const lists: string[] = [];
  for (let at = source.indexOf(opening); at !== -1; at = source.indexOf(opening, at + 1)) {
    const end = source.indexOf(')', at + opening.length);
    if (end === -1) break;
    lists.push(source.slice(at + opening.length, end));
  }
  return lists;
}

/** Every gatsbyImageData(...) argument list in the components, by file, on one line. */
function imageArguments(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of fs.readdirSync(components, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file.includes('__tests__')) continue;
    const source = fs.readFileSync(path.join(components, file), 'utf8');
    // Commas are optional in GraphQL (Prettier drops them): compared without them.
    const args = argumentLists(source).map((list) => list.replace(/,/g, ' ').replace(/\s+/g, ' ').trim());
    if (args.length) found.set(file.split(path.sep).join('/'), args);
  }
  return found;
}

/** gatsby-plugin-sharp's options as gatsby-config gives them. */
function sharpOptions() {
  const saved = { ...process.env };
  process.env.SITE_URL = 'https://www.example-ultrafast.cn';
  try {
    let config: GatsbyConfig | undefined;
    jest.isolateModules(() => {
      config = (require('../../../../gatsby-config') as { default: GatsbyConfig }).default;
    });
    const plugin = config!.plugins!.find(
      (entry) => typeof entry === 'object' && entry.resolve === 'gatsby-plugin-sharp',
    ) as { options?: { defaults?: Record<string, unknown> } } | undefined;
    return plugin?.options;
  } finally {
    process.env = saved;
  }
}

describe('image settings', () => {
  const args = imageArguments();

  it.each([
    'products/product-card.tsx',
    'products/product-detail.tsx',
    'solutions/solution-card.tsx',
    'solutions/solution-detail.tsx',
    'experts/expert-card.tsx',
    // News covers and video posters are JPEG or PNG uploads (a news item may reuse a product render).
    'news/news-article.tsx',
    'video/video-facade.tsx',
    // An application note's micrographs: drawn JPEG uploads.
    'notes/note-detail.tsx',
  ])('%s: a JPEG fallback whatever the upload (never a PNG), beside WebP and AVIF', (file) => {
    expect(args.get(file)).toEqual([expect.stringMatching(/formats: \[JPG WEBP AVIF\]$/)]);
  });

  it('every JPEG fallback is made at quality 75 (gatsby-plugin-sharp defaults), the other formats at 50', () => {
    expect(sharpOptions()?.defaults).toEqual({ jpgOptions: { quality: 75 } });
    for (const arg of [...args.values()].flat()) expect(arg).not.toMatch(/quality|Options/);
  });

  it('no other picture query exists that could make a PNG fallback', () => {
    const all = [...args.values()].flat();
    expect(all).toHaveLength(8);
    for (const arg of all) expect(arg).toMatch(/formats: \[JPG WEBP AVIF\]/);
  });
});
