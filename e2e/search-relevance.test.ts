import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, newPage } from './browser';

// A fixed list of what buyers type, 24 queries per language, each with the page a buyer
// would want first. The test measures the share of queries whose first result is that page and
// prints it; every query must land, so a change that worsens the ranking or the snippets fails here.
// It also checks the snippet rules on each first result: no snippet starts inside a word or a model
// ("-FS50-IR"), and every mark is a whole query term; and on every question of the FAQ found, that
// its snippet is its own answer's text (issue 40: 飞秒激光器价格 showed another question's).
// A query may ask more: a word its first snippet holds, a pattern it must not (a flattened table's
// "Parameter Value Cutting speed."), and pages that must come in a given order.

interface Expect {
  contains?: string;
  lacks?: RegExp;
  /** These pages are all found, in this order. */
  order?: string[];
}
type Query = [query: string, wanted: string, expect?: Expect];

const femtosecondOrder = (prefix: string) =>
  ['yc-fs20-ir', 'yc-fs50-ir', 'yc-fs5-uv', 'yc-seed-fs'].map((slug) => `${prefix}/products/detail/${slug}/`);

const zh: Query[] = [
  ['YC-FS20-IR', '/products/detail/yc-fs20-ir/'],
  ['FS50', '/products/detail/yc-fs50-ir/'],
  ['紫外飞秒', '/products/detail/yc-fs5-uv/'],
  ['绿光飞秒', '/products/detail/yc-fs10-gr/'],
  ['100 W 飞秒', '/products/detail/yc-fs100-ir/'],
  ['纳秒紫外', '/products/detail/yc-ns30-uv/'],
  ['种子源', '/products/detail/yc-seed-fs/'],
  ['预放大模块', '/products/detail/yc-amp-ps/'],
  ['显示玻璃切割', '/solutions/detail/display-glass/'],
  ['晶圆划片', '/solutions/detail/semiconductor-wafer/'],
  ['极片切割', '/solutions/detail/battery-foil/'],
  ['支架切割', '/solutions/detail/medical-stent/'],
  ['PCB 钻孔', '/solutions/detail/pcb-drilling/'],
  ['薄膜电池划线', '/solutions/detail/photovoltaic-scribing/'],
  ['冷却水', '/supports/#faq-cooling-water'],
  ['质保期', '/supports/#faq-warranty'],
  ['预热时间', '/supports/#faq-warm-up-time'],
  ['周航', '/experts/zhou-hang/'],
  // The discontinued model's own page: it leads with its successor, spare parts and service.
  ['YC-PS15-UV 停产', '/products/detail/yc-ps15-uv/'],
  ['首尔服务中心', '/news/detail/2026-03-seoul-service-centre/'],
  // Issue 40: the price question's own answer, not the question before it.
  ['飞秒激光器价格', '/supports/#faq-fs-vs-ps', { contains: '价格' }],
  // A sentence of the page, not its results table flattened ("指标 数值 切割速度.").
  ['玻璃切割', '/solutions/detail/display-glass/', { lacks: /指标|数值 切割速度/ }],
  // The lasers the catalogue leads with before the 5 W UV laser and the seed module.
  ['飞秒激光器', '/products/detail/yc-fs20-ir/', { order: femtosecondOrder('').slice(0, 3) }],
  ['RMA', '/supports/#faq-returns-rma'],
];

const en: Query[] = [
  ['YC-FS20-IR', '/en/products/detail/yc-fs20-ir/'],
  ['FS50', '/en/products/detail/yc-fs50-ir/'],
  ['UV femtosecond laser', '/en/products/detail/yc-fs5-uv/'],
  ['green femtosecond', '/en/products/detail/yc-fs10-gr/'],
  ['100 W femtosecond', '/en/products/detail/yc-fs100-ir/'],
  ['nanosecond UV', '/en/products/detail/yc-ns30-uv/'],
  ['seed laser', '/en/products/detail/yc-seed-fs/'],
  ['pre-amplifier module', '/en/products/detail/yc-amp-ps/'],
  ['cover glass cutting', '/en/solutions/detail/display-glass/'],
  ['wafer dicing', '/en/solutions/detail/semiconductor-wafer/'],
  ['battery electrode cutting', '/en/solutions/detail/battery-foil/'],
  ['stent cutting', '/en/solutions/detail/medical-stent/'],
  ['micro-via drilling', '/en/solutions/detail/pcb-drilling/'],
  ['thin-film scribing', '/en/solutions/detail/photovoltaic-scribing/'],
  ['chiller', '/en/supports/#faq-cooling-water'],
  ['warranty', '/en/supports/#faq-warranty'],
  ['warm up', '/en/supports/#faq-warm-up-time'],
  ['Zhou Hang', '/en/experts/zhou-hang/'],
  ['PS15 discontinued', '/en/products/detail/yc-ps15-uv/'],
  ['Seoul service centre', '/en/news/detail/2026-03-seoul-service-centre/'],
  ['femtosecond laser price', '/en/supports/#faq-fs-vs-ps', { contains: 'lower price' }],
  ['glass cutting', '/en/solutions/detail/display-glass/', { lacks: /Parameter|Value Cutting/ }],
  ['femtosecond', '/en/products/detail/yc-fs20-ir/', { order: femtosecondOrder('/en') }],
  ['RMA', '/en/supports/#faq-returns-rma'],
];

interface Hit {
  href: string;
  excerpt: string;
  marks: string[];
}

/**
 * The results for `query`: the first query of a language opens the results page with it in the
 * URL (as a link or the header's search does); the next ones are typed into the page's field, as a
 * buyer refining a search does (the same search, without loading the page and the index again).
 */
async function hitsFor(page: Page, prefix: string, query: string): Promise<Hit[]> {
  if (new URL(page.url()).pathname === `${prefix}/search/`) {
    await page.locator('input[aria-describedby="search-status"]').fill(query);
  } else {
    await page.goto(`${prefix}/search/?${new URLSearchParams({ q: query }).toString()}`);
    await hydrated(page);
  }
  await page.waitForFunction(
    (wanted) => {
      const status = document.querySelector<HTMLElement>('#search-status');
      return status?.dataset.state === 'done' && status.dataset.query === wanted;
    },
    query,
    { timeout: 15_000 },
  );
  return page.locator('a[data-hit]').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      excerpt: link.lastElementChild?.textContent ?? '',
      marks: [...link.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
    })),
  );
}

/** Each question's answer as the supports page shows it, by its anchor (faq-<slug>), bare. */
async function answersOn(page: Page, prefix: string): Promise<Map<string, string>> {
  await page.goto(`${prefix}/supports/`);
  const answers = await page.$$eval('details[id^="faq-"]', (items) =>
    items.map((item) => [item.id, item.textContent ?? ''] as const),
  );
  return new Map(answers.map(([id, text]) => [id, bare(text)]));
}

/** Text without spaces and punctuation. */
const bare = (text: string) => text.replace(/[\s.,;:!?。，、；：！？]+/gu, '');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe.each([
  ['zh', '', zh],
  ['en', '/en', en],
] as const)('search relevance in %s', (locale, prefix, queries) => {
  it(`puts the page a buyer wants first for all ${queries.length} queries`, async () => {
    const { page, context } = await newPage(browser, { locale: locale === 'en' ? 'en-US' : 'zh-CN' });
    try {
      const answers = await answersOn(page, prefix);
      const outcomes: string[] = [];
      let landed = 0;
      for (const [query, wanted, expected = {}] of queries) {
        const hits = await hitsFor(page, prefix, query);
        const hit = hits[0];
        const ok = hit?.href === wanted;
        if (ok) landed += 1;
        outcomes.push(
          `${ok ? 'ok  ' : 'MISS'} ${query} → ${hit?.href ?? '(nothing)'}${ok ? '' : ` (wanted ${wanted})`}`,
        );
        if (hit) {
          // A snippet starts at a sentence (or with "…" after a cut), never inside a word or model.
          expect({ query, excerpt: hit.excerpt, badStart: /^[-·.,，。:：)）]/.test(hit.excerpt) }).toEqual({
            query,
            excerpt: hit.excerpt,
            badStart: false,
          });
          // Every mark is a whole term of the query (never 秒 of 皮秒 for 飞秒).
          const terms = query.toLowerCase().split(/\s+/);
          for (const mark of hit.marks) {
            const word = mark.toLowerCase();
            const whole = terms.some((term) => word.startsWith(term) || query.toLowerCase().includes(word));
            expect({ query, mark, whole }).toEqual({ query, mark, whole: true });
          }
          if (expected.contains)
            expect({ query, excerpt: hit.excerpt }).toEqual({
              query,
              excerpt: expect.stringContaining(expected.contains),
            });
          if (expected.lacks)
            expect({ query, excerpt: hit.excerpt }).toEqual({
              query,
              excerpt: expect.not.stringMatching(expected.lacks),
            });
        }
        // A question's snippet is from its own answer.
        for (const { href, excerpt } of hits) {
          const anchor = /#(faq-[\w-]+)$/.exec(href)?.[1];
          if (!anchor) continue;
          // Compared without spaces and punctuation: the index ends a list item with a full stop.
          const own = answers.get(anchor)?.includes(bare(excerpt.replace(/…/g, ''))) ?? false;
          expect({ query, href, excerpt, own }).toEqual({ query, href, excerpt, own: true });
        }
        if (expected.order) {
          const at = expected.order.map((href) => hits.findIndex((candidate) => candidate.href === href));
          expect({ query, order: expected.order, at }).toEqual({
            query,
            order: expected.order,
            at: [...at].sort((a, b) => a - b).map((index) => (index < 0 ? NaN : index)),
          });
        }
      }
      console.log(
        `Search relevance (${locale}): ${landed}/${queries.length} first results as wanted\n${outcomes.join('\n')}`,
      );
      expect(outcomes.filter((line) => line.startsWith('MISS'))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
