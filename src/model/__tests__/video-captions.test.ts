import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

// A product's video says what the product does: its captions name the product's model, and every
// material they mention is one the product's own page names (applications, summary, overview),
// in the same language. A clip of a wafer under a display-glass laser fails here.
const root = path.join(__dirname, '../../..');

interface Side {
  model?: string;
  summary?: string;
  overview?: string;
  applications?: string[];
  video?: { captions?: Partial<Record<'zh' | 'en', string>> };
}
const products = fs.readdirSync(path.join(root, 'content/products')).map((file) => {
  const entry = load(fs.readFileSync(path.join(root, 'content/products', file), 'utf8')) as { zh: Side; en?: Side };
  return { file, zh: entry.zh, en: entry.en ?? {} };
});
const withVideo = products.filter((product) => product.zh.video?.captions?.zh && product.zh.video.captions.en);

/** The materials a caption may speak of, as each language writes them (longer names first). */
const materials = {
  zh: ['晶圆', '硅片', '玻璃', '蓝宝石', '陶瓷', '薄膜', '金属', '铜', '铝', '不锈钢', '聚合物', '偏光片'],
  en: [
    'wafer',
    'silicon',
    'glass',
    'sapphire',
    'ceramic',
    'film',
    'metal',
    'copper',
    'aluminium',
    'steel',
    'polymer',
    'polariser',
  ],
};

/** The cue text of a WebVTT file: every line that is not the header, a cue number or a timing. */
function cueText(sitePath: string): string {
  const text = fs.readFileSync(path.join(root, 'static', sitePath), 'utf8');
  return text
    .split('\n')
    .filter((line) => line && line !== 'WEBVTT' && !/^\d+$/.test(line) && !line.includes('-->'))
    .join(' ');
}

it('has a product with a video to check', () => {
  expect(withVideo.length).toBeGreaterThan(0);
});

describe.each(withVideo.map((product) => [product.file, product] as const))('the video of %s', (_file, product) => {
  it.each(['zh', 'en'] as const)(
    'has %s captions that name the model and only materials the product names',
    (locale) => {
      const captions = cueText(product.zh.video!.captions![locale]!);
      expect(captions).toContain(product.zh.model);
      const side = locale === 'zh' ? product.zh : product.en;
      const page = [side.summary, side.overview, ...(side.applications ?? [])].join(' ').toLowerCase();
      const named = materials[locale].filter((material) => captions.toLowerCase().includes(material));
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((material) => !page.includes(material))).toEqual([]);
    },
  );
});
