import { collectionNamed, collections } from '..';
import { localizeEntry } from '../localize';
import { renderMarkdown } from '../markdown';

describe('localizeEntry', () => {
  const data = {
    zh: { slug: 'a', category: 'company', date: '2026-03-01', title: '标题', summary: '摘要', body: '**正文**' },
    en: { title: 'Title' },
  };

  it('takes shared fields from zh and texts from the locale, falling back to zh', () => {
    const { fields, fallbacks } = localizeEntry(collectionNamed('news'), data, 'en');
    expect(fields).toMatchObject({
      slug: 'a',
      category: 'company',
      date: '2026-03-01',
      title: 'Title',
      summary: '摘要',
    });
    expect(fields.bodyHtml).toBe('<p><strong>正文</strong></p>');
    expect(fallbacks).toEqual(['en.summary', 'en.body']);
  });

  it('has no fallbacks in the default locale', () => {
    expect(localizeEntry(collectionNamed('news'), data, 'zh').fallbacks).toEqual([]);
  });

  it('fills defaults for booleans and lists', () => {
    const { fields } = localizeEntry(collectionNamed('experts'), { zh: { slug: 'x', name: 'n' } }, 'zh');
    expect(fields).toMatchObject({ active: true, specialties: [], products: [], biographyHtml: null });
  });

  it('publishes personal contact details only while the expert is active', () => {
    const expert = { slug: 'x', name: 'n', email: 'x@example.cn', phone: '+86 27 1234 5678' };
    for (const locale of ['zh', 'en'] as const) {
      expect(localizeEntry(collectionNamed('experts'), { zh: expert }, locale).fields).toMatchObject({
        email: 'x@example.cn',
        phone: '+86 27 1234 5678',
      });
      expect(
        localizeEntry(collectionNamed('experts'), { zh: { ...expert, active: false } }, locale).fields,
      ).toMatchObject({ active: false, email: null, phone: null });
    }
  });
});

describe('localizeEntry: spec values in shared lists', () => {
  const data = {
    zh: {
      slug: 'p',
      specifications: [
        { key: 'wavelength', value: '1030 nm' },
        { key: 'cooling', value: '水冷', valueIn: { en: 'Water cooling' } },
        { key: 'polarization', value: '线偏振，> 100:1' },
      ],
    },
  };
  const specs = (locale: 'zh' | 'en') => localizeEntry(collectionNamed('products'), data, locale);

  it('shows the shared value in Chinese and drops the English wording', () => {
    expect(specs('zh').fields.specifications).toEqual([
      { key: 'wavelength', value: '1030 nm' },
      { key: 'cooling', value: '水冷' },
      { key: 'polarization', value: '线偏振，> 100:1' },
    ]);
    expect(specs('zh').fallbacks).toEqual([]);
  });

  it('shows a row’s English wording on English pages, the shared value otherwise', () => {
    expect(specs('en').fields.specifications).toEqual([
      { key: 'wavelength', value: '1030 nm' },
      { key: 'cooling', value: 'Water cooling' },
      { key: 'polarization', value: '线偏振，> 100:1' },
    ]);
  });

  it('lists a Chinese value without English wording as a fallback', () => {
    expect(specs('en').fallbacks).toEqual(['en.specifications[2].value']);
  });
});

describe('renderMarkdown', () => {
  it('renders a hostile body harmless', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=)',
        '<a href="https://example.com" onclick="alert(4)">ok</a>',
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
        '<div style="position:fixed">overlay</div>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|data:text|<iframe|<style|style=/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
  });

  it('keeps tables, lists and emphasis', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<td>1</td>');
    expect(renderMarkdown('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });
});

describe('publishedWhile in the model', () => {
  it('names a boolean field of the same collection', () => {
    const declared = collections.flatMap((collection) =>
      collection.fields.flatMap((field) =>
        field.type === 'string' && field.publishedWhile ? [{ collection, flag: field.publishedWhile }] : [],
      ),
    );
    expect(declared.length).toBeGreaterThan(0);
    for (const { collection, flag } of declared) {
      expect(collection.fields.find((field) => field.name === flag)?.type).toBe('boolean');
    }
  });
});
