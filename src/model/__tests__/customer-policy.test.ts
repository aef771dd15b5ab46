import path from 'node:path';
import { partners } from '../../components/home/partners';
import { readContentFiles } from '../read-content';

// One customer policy (issue 40): the customers are named, the same invented names throughout. The
// home page's customer strip (src/components/home/partners.ts) lists them; every case study is
// told under one of those names, its solution's results table names the same customer, and no
// text describes a customer anonymously ("某头部面板厂", "a leading display panel maker") while the
// strip shows names. About says so once: case studies are published under the customer's name.
const files = readContentFiles(path.resolve(__dirname, '../../..'));
const names = partners.map((partner) => partner.name);
type Section = Record<string, unknown>;
const sectionsOf = (collection: string) =>
  files
    .filter((file) => file.collection.name === collection)
    .map((file) => ({ file: file.path, ...(file.data as Record<'zh' | 'en', Section>) }));

/** Every string of a section, at any depth. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsOf)
        : [];

/**
 * A customer described without a name: 某（头部）…企业/厂商/厂/客户, "a (leading) … maker /
 * manufacturer / house" (not "a maker of instruments", a trade; nor after the name it describes:
 * "Brixolt Energy, a battery maker").
 */
const anonymousZh = /某(?:头部|家)?[^\s，。；、：]{0,12}?(?:企业|厂商|厂|客户)/gu;
const makers = new Set(['maker', 'makers', 'manufacturer', 'manufacturers', 'house', 'houses']);

function anonymousIn(text: string, locale: 'zh' | 'en'): string[] {
  if (locale === 'zh') return [...text.matchAll(anonymousZh)].map((match) => match[0]);
  // English, word by word (a pattern for it could backtrack: src/__tests__/redos.test.ts): "a" or
  // "an", at most four words, then a maker or house not followed by "of".
  const words = text.split(/\s+/);
  const found: string[] = [];
  words.forEach((word, index) => {
    if (!/^an?$/i.test(word)) return;
    const before = words.slice(0, index).join(' ');
    if (names.some((name) => before.endsWith(`${name},`))) return;
    for (let end = index + 1; end <= index + 5 && end < words.length; end += 1) {
      // Its trailing punctuation cut with a loop (a pattern for it backtracks quadratically).
      let noun = words[end]!.toLowerCase();
      while (noun && !/[a-z-]/.test(noun[noun.length - 1]!)) noun = noun.slice(0, -1);
      if (makers.has(noun) && words[end + 1] !== 'of') {
        found.push(words.slice(index, end + 1).join(' '));
        return;
      }
      if (!/^[a-z-]+$/i.test(words[end]!)) return;
    }
  });
  return found;
}

describe('the customer policy: named customers throughout', () => {
  const solutions = sectionsOf('solutions');

  it.each(solutions.map((solution) => [solution.file, solution] as const))(
    '%s: the case study and its results name the same customer of the strip, in both languages',
    (_file, solution) => {
      const study = (locale: 'zh' | 'en') => (solution[locale]?.caseStudy as Section | undefined)?.customer as string;
      const zh = study('zh');
      const customer = names.find((name) => zh?.startsWith(name));
      expect({ customer: zh, named: Boolean(customer) }).toEqual({ customer: zh, named: true });
      expect(study('en')?.startsWith(customer!)).toBe(true);
      for (const locale of ['zh', 'en'] as const) expect(String(solution[locale]?.body)).toContain(customer);
    },
  );

  it.each(['solutions', 'news', 'experts', 'about'])('%s describe no customer anonymously', (collection) => {
    const found = sectionsOf(collection).flatMap((entry) =>
      (['zh', 'en'] as const).flatMap((locale) =>
        textsOf(entry[locale])
          .flatMap((text) => anonymousIn(text, locale))
          .map((phrase) => `${entry.file} (${locale}): ${phrase}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('About says the policy once, in both languages, and names the strip’s customers', () => {
    const [about] = sectionsOf('about');
    expect(String(about!.zh.company)).toContain('方案页上的客户案例均经客户同意，以客户名称发布');
    expect(String(about!.en.company)).toContain(
      "every case study on our solution pages is published under the customer's name, with the customer's consent",
    );
    for (const locale of ['zh', 'en'] as const)
      for (const customer of solutions.map((solution) =>
        names.find((name) =>
          String(solution.zh?.caseStudy && (solution.zh.caseStudy as Section).customer).startsWith(name),
        ),
      ))
        expect(String(about![locale].company)).toContain(customer);
  });

  it('recognises the anonymous phrasings it is meant to refuse', () => {
    expect(anonymousIn('以下为某头部面板厂商在产线上的量产数据', 'zh').length > 0).toBe(true);
    expect(anonymousIn('华东某钙钛矿组件企业', 'zh').length > 0).toBe(true);
    expect(anonymousIn('Production data from a leading display-panel maker', 'en').length > 0).toBe(true);
    expect(anonymousIn('An assembly and test house, 12-inch logic wafer dicing', 'en').length > 0).toBe(true);
    expect(anonymousIn('delivered to a battery manufacturer in eastern China', 'en').length > 0).toBe(true);
    expect(anonymousIn('several battery makers have announced new capacity', 'en').length > 0).toBe(false);
    expect(anonymousIn('delivered to Brixolt Energy, a battery maker in eastern China', 'en').length > 0).toBe(false);
    expect(anonymousIn('twenty years at a maker of optoelectronic instruments', 'en').length > 0).toBe(false);
  });
});
