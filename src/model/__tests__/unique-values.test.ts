import { collectionNamed, collections } from '..';
import { consistencyProblems } from '../consistency';
import { describeProblem, fieldMessage } from '../rules/messages';
import { uniqueValueProblems } from '../unique-values';
import type { ContentFile } from '../validate';

const entry = (collection: string, zh: Record<string, unknown>, en: Record<string, unknown> = {}): ContentFile => ({
  collection: collectionNamed(collection),
  path: `content/${collection}/${String(zh.slug)}.yml`,
  data: { zh, en },
});

const fs20 = entry(
  'products',
  { slug: 'yc-fs20-ir', model: 'YC-FS20-IR', name: '20 W 红外飞秒激光器', images: ['/uploads/yc-fs20-ir.png'] },
  { name: '20 W Infrared Femtosecond Laser' },
);
/** What Decap's Duplicate (复制) makes of it once the editor typed a new slug only. */
const copy = entry(
  'products',
  { slug: 'yc-fs30-ir', model: 'yc-fs20-ir ', name: '20 W 红外飞秒激光器', images: ['/uploads/yc-fs20-ir.png'] },
  { name: '20 W Infrared Femtosecond Laser' },
);

describe('uniqueValueProblems', () => {
  it('refuses a copied product at its model, its name in each language and its pictures, in both entries', () => {
    const problems = uniqueValueProblems([fs20, copy]);
    const at = (file: ContentFile) =>
      problems.filter((problem) => problem.file === file.path).map((problem) => [problem.locale, problem.path]);
    const expected = [
      ['zh', ['model']],
      ['zh', ['name']],
      ['en', ['name']],
      ['zh', ['images', 0]],
    ];
    expect(at(copy)).toEqual(expected);
    expect(at(fs20)).toEqual(expected);
    // Said at the field, naming the other product by its name in the editor's language.
    const onCopy = problems.filter((problem) => problem.file === copy.path);
    const products = collectionNamed('products');
    expect(fieldMessage(onCopy[1]!, products, 'zh', {})).toBe(
      '名称：与产品“20 W 红外飞秒激光器”相同：每条产品都要有自己的名称（复制来的产品请改成它自己的）',
    );
    expect(fieldMessage(onCopy[2]!, products, 'en', {})).toBe(
      'English version › Name: The same as product “20 W Infrared Femtosecond Laser”: each product needs its own name (give a copied product its own)',
    );
    expect(fieldMessage(onCopy[3]!, products, 'zh', {})).toBe(
      '产品图片 › 第 1 项：这张图片是产品“20 W 红外飞秒激光器（YC-FS20-IR）”的：每个产品只用自己的图片（复制来的产品请换成它自己的图片）',
    );
    expect(describeProblem(onCopy[0]!, collections, 'zh', {})).toMatch(/^产品“20 W 红外飞秒激光器”的“型号”：与产品/);
  });

  it('accepts a copy given its own model, names and pictures, and a story whose title is its own', () => {
    const own = entry(
      'products',
      { slug: 'yc-fs30-ir', model: 'YC-FS30-IR', name: '30 W 红外飞秒激光器', images: ['/uploads/yc-fs30-ir.png'] },
      { name: '30 W Infrared Femtosecond Laser' },
    );
    // An English name left empty shows the Chinese one: not a value of its own, nothing shared.
    const untranslated = entry('products', { slug: 'yc-fs40-ir', model: 'YC-FS40-IR', name: '40 W 红外飞秒激光器' });
    expect(uniqueValueProblems([fs20, own, untranslated])).toEqual([]);
    const story = (slug: string, title: string) => entry('news', { slug, title });
    expect(uniqueValueProblems([story('a', '新品发布'), story('b', '展会')])).toEqual([]);
    expect(uniqueValueProblems([story('a', '新品发布'), story('b', ' 新品发布 ')])).toHaveLength(2);
  });

  it('does not blame a news story for a copied picture: its text names one of the products showing it', () => {
    const story = entry('news', {
      slug: 'launch',
      title: 'YC-FS20-IR 发布',
      cover: '/uploads/yc-fs20-ir.png',
      products: ['yc-fs20-ir'],
    });
    const problems = consistencyProblems([fs20, copy, story]);
    expect(problems.filter((problem) => problem.file === story.path)).toEqual([]);
    expect(problems.filter((problem) => problem.file === copy.path).length).toBeGreaterThan(0);
  });
});
