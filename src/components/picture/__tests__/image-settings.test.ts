/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// The sharp work of a build is set by the gatsbyImageData arguments of these fragments
// (bench/image-encode.mts measures it). Uploads of products, solutions and experts are drawn
// renders or photos saved as PNG: with AUTO their fallback was a palette PNG at quality 50
// (11 s of one thread for 1.8 MB, dithered, its colours shifted). A JPEG at quality 75 took 2-4 s
// for 1.4 MB and looks like the source; AVIF and WebP, which browsers pick, are unchanged.
const components = path.join(__dirname, '..', '..');

/** Every gatsbyImageData(...) argument list in the components, by file, on one line. */
function imageArguments(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of fs.readdirSync(components, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file.includes('__tests__')) continue;
    const source = fs.readFileSync(path.join(components, file), 'utf8');
    // Commas are optional in GraphQL (Prettier drops them): compared without them.
    const args = [...source.matchAll(/gatsbyImageData\(([^)]*)\)/g)].map((match) =>
      match[1]!.replace(/,/g, ' ').replace(/\s+/g, ' ').trim(),
    );
    if (args.length) found.set(file.split(path.sep).join('/'), args);
  }
  return found;
}

const jpegFallback = 'formats: [JPG WEBP AVIF] jpgOptions: { quality: 75 }';

describe('image settings', () => {
  const args = imageArguments();

  it.each([
    'products/product-card.tsx',
    'products/product-detail.tsx',
    'solutions/solution-card.tsx',
    'solutions/solution-detail.tsx',
    'experts/expert-card.tsx',
  ])('%s: PNG uploads get a JPEG fallback at quality 75, beside WebP and AVIF', (file) => {
    expect(args.get(file)).toEqual([expect.stringContaining(jpegFallback)]);
  });

  it('news covers and video posters are JPEG uploads: their fallback stays JPEG at the default quality', () => {
    for (const file of ['news/news-article.tsx', 'video/video-facade.tsx']) {
      expect(args.get(file)).toEqual([expect.stringMatching(/formats: \[AUTO WEBP AVIF\]$/)]);
    }
  });

  it('no query can make a PNG fallback, and every one offers AVIF and WebP', () => {
    const all = [...args.values()].flat();
    expect(all.length).toBeGreaterThanOrEqual(7);
    for (const arg of all) {
      expect(arg).not.toMatch(/\bPNG\b/);
      expect(arg).toMatch(/formats: \[(JPG|AUTO) WEBP AVIF\]/);
      if (arg.includes('AUTO')) expect(arg).not.toMatch(/jpgOptions|pngOptions/);
    }
  });
});
