import path from 'node:path';
import { readContentFiles } from '../read-content';

// Each news story shows a cover of its own (issue 40: one micrograph stood over a provincial award,
// a research centre and a glass-market report; one marked-metal code over a trade fair, a service
// centre and an audit). The covers are drawn by scripts/samples/draw-micrographs.mjs and
// draw-news-covers.mjs, or are the product's own picture where the story names the product.
describe('news covers', () => {
  it('are never the same picture on two stories', () => {
    const files = readContentFiles(path.resolve(__dirname, '../../..')).filter(
      (file) => file.collection.name === 'news',
    );
    const storiesOf = new Map<string, string[]>();
    for (const file of files) {
      const cover = (file.data as { zh: { cover?: string } }).zh.cover;
      if (cover) storiesOf.set(cover, [...(storiesOf.get(cover) ?? []), path.basename(file.path)]);
    }
    expect([...storiesOf].filter(([, stories]) => stories.length > 1)).toEqual([]);
    expect(storiesOf.size).toBe(files.length);
  });
});
