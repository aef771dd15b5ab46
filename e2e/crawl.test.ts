import { baseUrl } from './browser';

/** Internal links and assets of an HTML page (href/src attributes), without fragments. */
function linksOf(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const raw = match[1]!.replace(/&amp;/g, '&');
    if (/^(mailto|tel|javascript|data):/i.test(raw)) continue;
    const url = new URL(raw, pageUrl);
    if (url.origin !== new URL(baseUrl).origin) continue;
    url.hash = '';
    urls.add(url.toString());
  }
  for (const match of html.matchAll(/srcSet="([^"]+)"/gi)) {
    for (const candidate of match[1]!.split(',')) {
      const src = candidate.trim().split(/\s+/)[0];
      if (src) urls.add(new URL(src.replace(/&amp;/g, '&'), pageUrl).toString());
    }
  }
  return [...urls];
}

describe('crawl', () => {
  it('finds no broken internal link or missing asset from either home page', async () => {
    const queue = [`${baseUrl}/`, `${baseUrl}/en/`, `${baseUrl}/sitemap-index.xml`];
    const seen = new Set(queue);
    const broken: string[] = [];
    let pages = 0;
    while (queue.length) {
      const url = queue.shift()!;
      const response = await fetch(url, { redirect: 'follow' });
      if (response.status !== 200) {
        broken.push(`${response.status} ${url}`);
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/html') && !type.includes('xml')) {
        await response.arrayBuffer();
        continue;
      }
      pages += 1;
      const text = await response.text();
      const found = type.includes('xml')
        ? [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/^https?:\/\/[^/]+/, baseUrl))
        : linksOf(text, url);
      for (const link of found) {
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(pages).toBeGreaterThan(100);
  }, 180_000);
});
