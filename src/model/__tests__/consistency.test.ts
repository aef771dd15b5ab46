import path from 'node:path';
import { collectionNamed } from '..';
import { collections } from '..';
import { consistencyProblems } from '../consistency';
import { describeProblem } from '../rules/messages';
import { readContentFiles } from '../read-content';
import type { ContentFile } from '../validate';

const entry = (collection: string, zh: Record<string, unknown>, en: Record<string, unknown> = {}): ContentFile => ({
  collection: collectionNamed(collection),
  path: `content/${collection}/${String(zh.slug)}.yml`,
  data: { zh, en },
});

const product = (slug: string, model: string, images: string[] = []) => entry('products', { slug, model, images });
const products = [
  product('yc-ps50-gr', 'YC-PS50-GR'),
  product('yc-ps80-ir', 'YC-PS80-IR'),
  product('yc-fs100-ir', 'YC-FS100-IR', ['/uploads/products/yc-fs100-ir.png']),
  product('yc-fs50-ir', 'YC-FS50-IR', ['/uploads/products/yc-fs50-ir.png']),
];
const caseStudy = (approach: string) => ({ customer: 'c', challenge: 'c', approach, results: [] });
const solution = (zh: Record<string, unknown>, en: Record<string, unknown> = {}) =>
  entry('solutions', { slug: 'pv', products: ['yc-ps50-gr', 'yc-ps80-ir'], ...zh }, en);
const messages = (files: ContentFile[]) => consistencyProblems([...products, ...files]).map((p) => p.message);

describe('consistencyProblems', () => {
  it('accepts a case study whose models are the solution’s and named in its text', () => {
    const good = solution({ caseStudyProducts: ['yc-ps80-ir'], caseStudy: caseStudy('P1 with a YC-PS80-IR') });
    expect(messages([good])).toEqual([]);
  });

  it('refuses a case study that names no models', () => {
    expect(messages([solution({ caseStudy: caseStudy('scribed it') })])).toEqual([
      'a case study names the models it used',
    ]);
  });

  it('refuses a case study model the solution does not list', () => {
    const bad = solution({ caseStudyProducts: ['yc-fs50-ir'], caseStudy: caseStudy('with a YC-FS50-IR') });
    expect(messages([bad])).toEqual([
      expect.stringContaining('the case study used "yc-fs50-ir", which is not one of the solution\'s related products'),
    ]);
  });

  it('refuses a model named in the case study text (any language) but not listed', () => {
    const bad = solution(
      { caseStudyProducts: ['yc-ps80-ir'], caseStudy: caseStudy('P1 with a YC-PS80-IR') },
      { caseStudy: caseStudy('P1–P3 with a YC-PS50-GR') },
    );
    const [problem, ...rest] = consistencyProblems([...products, bad]);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ locale: 'en', path: ['caseStudy'], values: { value: 'YC-PS50-GR' } });
  });

  it('refuses a document signed by someone who has left, and accepts a current signer', () => {
    const left = entry('experts', { slug: 'he', active: false });
    const current = entry('experts', { slug: 'luo', active: true });
    const declaration = (signer: string) => entry('downloads', { slug: 'ce', document: 'declaration', signer });
    expect(messages([left, current, declaration('luo')])).toEqual([]);
    expect(messages([left, current, declaration('he')])).toEqual([
      '"he" has left the company and cannot sign: choose a current member of staff',
    ]);
  });

  it('refuses an expert who has left as responsible for a product still sold', () => {
    const sold = entry('products', { slug: 'yc-fs20-ir', model: 'YC-FS20-IR', state: 'active' });
    const discontinued = entry('products', { slug: 'yc-ps15-uv', model: 'YC-PS15-UV', state: 'inactive' });
    const left = (owned: string[]) =>
      entry('experts', { slug: 'lin-yue', name: '林悦', active: false, products: owned });
    const current = entry('experts', { slug: 'luo', active: true, products: ['yc-fs20-ir'] });
    expect(messages([sold, discontinued, current, left(['yc-ps15-uv'])])).toEqual([]);
    const problems = consistencyProblems([
      ...products,
      sold,
      discontinued,
      current,
      left(['yc-fs20-ir', 'yc-ps15-uv']),
    ]);
    expect(problems.map((problem) => [problem.file, problem.path, problem.message])).toEqual([
      [
        'content/experts/lin-yue.yml',
        ['products'],
        '"lin-yue" has left the company but is still responsible for YC-FS20-IR: remove those products, or give them to a current member of staff',
      ],
    ]);
    expect(describeProblem(problems[0]!, collections, 'zh', {})).toContain(
      '林悦 已不在职，却仍负责在售产品 YC-FS20-IR',
    );
  });

  it('refuses an expert who has left as a solution’s application lead, naming file and field', () => {
    const left = entry('experts', { slug: 'lin-yue', name: '林悦', active: false });
    const current = entry('experts', { slug: 'qin-lu', name: '秦璐', active: true });
    const led = (lead: string) => solution({ applicationLead: lead });
    expect(messages([left, current, led('qin-lu')])).toEqual([]);
    const problems = consistencyProblems([...products, left, current, led('lin-yue')]);
    expect(problems.map((problem) => [problem.file, problem.path, problem.message])).toEqual([
      [
        'content/solutions/pv.yml',
        ['applicationLead'],
        '"lin-yue" has left the company and cannot lead this solution\'s applications: choose a current member of staff',
      ],
    ]);
    expect(describeProblem(problems[0]!, collections, 'zh', {})).toContain('林悦 已不在职，不能担任应用负责人');
  });

  it('refuses a news story showing the picture of a product it does not name', () => {
    const story = (cover: string) =>
      entry('news', { slug: 'line', cover, title: 'The first YC-FS50-IR off the new line', products: ['yc-fs50-ir'] });
    expect(messages([story('/uploads/products/yc-fs50-ir.png')])).toEqual([]);
    expect(messages([story('/uploads/products/yc-fs100-ir.png')])).toEqual([
      expect.stringContaining('shows the picture of YC-FS100-IR, but its text does not name YC-FS100-IR'),
    ]);
  });

  it('refuses a news story naming a model (title, summary or body, any language) that its products do not list', () => {
    const story = (products: string[], en: Record<string, unknown> = {}) =>
      entry('news', { slug: 'expo', title: '光博会首发 YC-FS100-IR', body: '现场演示。', products }, en);
    expect(messages([story(['yc-fs100-ir'])])).toEqual([]);
    expect(messages([story([])])).toEqual(['the story names YC-FS100-IR, which is not listed in its products']);
    expect(describeProblem(consistencyProblems([...products, story([])])[0]!, collections, 'zh', {})).toContain(
      '新闻提到了 YC-FS100-IR，但“文中产品”里没有它：请补选该型号，或改正正文',
    );
    expect(
      consistencyProblems([...products, story(['yc-fs100-ir'], { summary: 'Shown beside the YC-PS80-IR.' })]).map(
        (problem) => [problem.locale, problem.path, problem.values],
      ),
    ).toMatchObject([['en', ['products'], { value: 'YC-PS80-IR' }]]);
  });

  it('does not take a model for a longer one (YC-FS5 is not named by YC-FS50-IR)', () => {
    const fs5 = product('yc-fs5', 'YC-FS5', ['/uploads/products/yc-fs5.png']);
    const story = entry('news', {
      slug: 's',
      cover: '/uploads/products/yc-fs5.png',
      title: 'YC-FS50-IR ships',
      products: ['yc-fs50-ir'],
    });
    expect(consistencyProblems([...products, fs5, story])).toMatchObject([{ values: { model: 'YC-FS5' } }]);
  });

  it('says each problem in the editor’s language, with display names, never slugs or internal names', () => {
    const expert = entry('experts', { slug: 'he-jianguo', name: '何建国', active: false });
    const files = [
      expert,
      entry('downloads', { slug: 'ce', title: 'CE 符合性声明', document: 'declaration', signer: 'he-jianguo' }),
      solution({ title: '光伏', caseStudyProducts: ['yc-fs50-ir'], caseStudy: caseStudy('用 YC-PS50-GR 完成 P1') }),
      entry('news', { slug: 'line', title: '新产线下线', cover: '/uploads/products/yc-fs100-ir.png' }),
    ];
    const said = (locale: 'zh' | 'en') =>
      consistencyProblems([...products, ...files]).map((problem) =>
        describeProblem({ ...problem, title: String(problem.entry) }, collections, locale, {}),
      );
    const zh = said('zh');
    expect(zh).toHaveLength(4);
    expect(zh.join('\n')).toContain('何建国 已不在职');
    expect(zh.join('\n')).toContain('案例用到的 YC-FS50-IR 不在本方案的“相关产品”中');
    expect(zh.join('\n')).toContain('案例正文提到了 YC-PS50-GR');
    expect(zh.join('\n')).toContain('这张图片是 YC-FS100-IR 的产品图');
    for (const text of zh) expect(text).not.toMatch(/he-jianguo|yc-fs50-ir|caseStudy|signer|不符合规则/);
    for (const text of said('en')) expect(text).not.toMatch(/he-jianguo|yc-fs50-ir|caseStudy|signer|Breaks a rule/);
  });

  it('finds nothing to refuse in the site’s content', () => {
    const files = readContentFiles(path.resolve(__dirname, '../../..'));
    expect(consistencyProblems(files).map((problem) => `${problem.file}: ${problem.message}`)).toEqual([]);
  });
});
