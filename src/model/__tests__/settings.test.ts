import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { collectionNamed } from '..';
import { seoLimits, seoPages } from '../collections/settings';
import { localizeEntry } from '../localize';
import { type ContentFile, validateFile } from '../validate';

const context = { publicFileExists: () => true };
const file = 'content/settings/site.yml';
const real = load(fs.readFileSync(path.join(__dirname, '../../..', file), 'utf8')) as Record<
  string,
  Record<string, unknown>
>;

/** The real settings with some fields of one locale replaced. */
const settingsWith = (zh: Record<string, unknown>, en: Record<string, unknown> = {}): ContentFile => ({
  collection: collectionNamed('settings'),
  path: file,
  data: { zh: { ...real.zh, ...zh }, en: { ...real.en, ...en } },
});
const errorsOf = (zh: Record<string, unknown>, en?: Record<string, unknown>) =>
  validateFile(settingsWith(zh, en), context);
const footer = (url: string) => ({ footerLinks: [{ label: '产品中心', url }] });

describe('site settings', () => {
  it('are valid as shipped, with a title and description for every page in both languages', () => {
    expect(errorsOf({})).toEqual([]);
    for (const locale of ['zh', 'en'] as const) {
      const { fields, fallbacks } = localizeEntry(collectionNamed('settings'), real, locale);
      expect(fallbacks).toEqual([]);
      const seo = fields.seo as Record<string, { title: string; description: string }>;
      expect(Object.keys(seo)).toEqual([...seoPages]);
      for (const page of seoPages) {
        expect(seo[page]!.title.length).toBeGreaterThan(0);
        expect(seo[page]!.description.length).toBeLessThanOrEqual(seoLimits.description);
      }
    }
  });

  it.each(['/products/', '/en/about/#join', '/news/?category=industry', 'https://www.miit.gov.cn/', 'https://x.cn'])(
    'accepts the footer link %s',
    (url) => {
      expect(errorsOf(footer(url))).toEqual([]);
    },
  );

  it.each([
    'javascript:alert(1)',
    '//evil.example/',
    'http://www.example.com/',
    'products/',
    'mailto:sales@yaochen-laser.cn',
    '/products/ and more',
  ])('refuses the footer link %s, naming the item', (url) => {
    expect(errorsOf(footer(url))).toEqual([
      `${file}: zh.footerLinks[0].url: ${JSON.stringify(url)} must be a site path such as /products/ or an https:// address`,
    ]);
  });

  it('wants a label and a link for every footer link', () => {
    expect(errorsOf({ footerLinks: [{ url: '/news/' }] })).toEqual([`${file}: zh.footerLinks[0].label: is required`]);
  });

  it('bounds SEO titles and descriptions, in either language', () => {
    const seo = real.zh!.seo as Record<string, object>;
    const long = { ...seo, products: { title: 'x'.repeat(seoLimits.title + 1), description: '产品' } };
    expect(errorsOf({ seo: long })).toEqual([
      `${file}: zh.seo.products.title: is ${seoLimits.title + 1} characters long, at most ${seoLimits.title} allowed`,
    ]);
    const enSeo = { news: { description: 'y'.repeat(seoLimits.description + 1) } };
    expect(errorsOf({}, { seo: enSeo })).toEqual([
      `${file}: en.seo.news.description: is ${seoLimits.description + 1} characters long, at most ${seoLimits.description} allowed`,
    ]);
  });

  it('wants every page in Chinese, but lets the English side leave texts to fall back', () => {
    const { home: _home, ...withoutHome } = real.zh!.seo as Record<string, object>;
    expect(errorsOf({ seo: withoutHome })).toEqual([`${file}: zh.seo.home: is required`]);
    const seo = real.zh!.seo as Record<string, Record<string, string>>;
    expect(errorsOf({ seo: { ...seo, about: { title: '关于我们' } } })).toEqual([
      `${file}: zh.seo.about.description: is required`,
    ]);
    const partial = { seo: { news: { title: 'Newsroom' } } };
    expect(errorsOf({}, partial)).toEqual([]);
    const { fields, fallbacks } = localizeEntry(
      collectionNamed('settings'),
      { zh: real.zh, en: { ...real.en, ...partial } },
      'en',
    );
    const localized = fields.seo as Record<string, { title: string; description: string }>;
    expect(localized.news).toEqual({ title: 'Newsroom', description: '曜辰激光的公司新闻与超快激光行业资讯。' });
    expect(fallbacks).toContain('en.seo.news.description');
    expect(fallbacks).toContain('en.seo.home.title');
  });

  it('refuses a careers mailbox that is not an address and an unknown SEO page', () => {
    expect(errorsOf({ careersEmail: 'hr at yaochen' })).toEqual([
      `${file}: zh.careersEmail: "hr at yaochen" must be an e-mail address such as hr@example.com`,
    ]);
    const seo = { ...(real.zh!.seo as object), contact: { title: 'x', description: 'y' } };
    expect(errorsOf({ seo })).toEqual([`${file}: zh.seo.contact: unknown field`]);
  });

  it('wants the consent text to link to the privacy notice', () => {
    expect(errorsOf({ consent: '我已阅读并同意《隐私声明》。' })).toEqual([
      `${file}: zh.consent: must link to the privacy notice: [《隐私声明》](/privacy/)`,
    ]);
  });

  it('renders the consent text as sanitized HTML with its link', () => {
    const { fields } = localizeEntry(collectionNamed('settings'), real, 'en');
    expect(fields.consentHtml).toBe(
      '<p>I have read and agree to the <a href="/en/privacy/">privacy notice</a> and agree that Yaochen Laser processes the data I enter to answer this enquiry.</p>',
    );
  });

  describe('footer: filings and social accounts', () => {
    const withFooter = (changes: Record<string, unknown>) => ({
      footer: { ...(real.zh!.footer as object), ...changes },
    });

    it('ships the filing numbers, WeChat, LinkedIn and the privacy link, the same on the English site', () => {
      const zh = localizeEntry(collectionNamed('settings'), real, 'zh').fields.footer;
      expect(zh).toEqual({
        icp: '鄂ICP备2018012345号-1',
        publicSecurity: '鄂公网安备 42018502001234号',
        wechatAccount: '曜辰激光',
        wechatUrl: 'http://weixin.qq.com/r/mp/yaochen-laser-official',
        linkedin: 'https://www.linkedin.com/company/yaochen-laser',
        privacy: '/privacy/',
      });
      expect(localizeEntry(collectionNamed('settings'), real, 'en').fields.footer).toEqual(zh);
    });

    it.each([
      [{ icp: '京ICP备12345678号' }],
      [{ icp: '粤ICP证030173号' }],
      [{ publicSecurity: '京公网安备11010802020088号' }],
      [{ publicSecurity: '', wechatUrl: '', wechatAccount: '', linkedin: '' }],
      [{ linkedin: 'https://cn.linkedin.com/company/yaochen' }],
    ])('accepts %j', (changes) => {
      expect(errorsOf(withFooter(changes))).toEqual([]);
    });

    it.each([
      ['icp', { icp: 'ICP 2018012345' }, 'must be an ICP filing number such as 鄂ICP备2018012345号-1'],
      ['icp', { icp: '' }, 'required'],
      ['publicSecurity', { publicSecurity: '鄂公网安备 4201850200号' }, 'must be a public-security filing number'],
      ['wechatUrl', { wechatUrl: 'weixin.qq.com/r/abc' }, 'must be an http(s) address'],
      ['linkedin', { linkedin: 'https://www.linkedin.com.evil.cn/x' }, 'must be a LinkedIn address'],
      ['privacy', { privacy: 'javascript:alert(1)' }, 'must be a site path such as /products/'],
    ])('refuses a wrong %s, naming the field', (name, changes, message) => {
      const errors = errorsOf(withFooter(changes));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`${file}: zh.footer.${name}:`);
      expect(errors[0]).toContain(message);
    });
  });
});

describe('site settings: statistics', () => {
  const baiduSiteId = '0123456789abcdef0123456789abcdef';
  const statistics = (block: Record<string, unknown>) => errorsOf({ statistics: block });

  it('are off as shipped and accept each provider with its ids', () => {
    expect(real.zh!.statistics).toEqual({ provider: 'none' });
    expect(statistics({ provider: 'baidu', baiduSiteId })).toEqual([]);
    expect(
      statistics({
        provider: 'umami',
        umamiScriptUrl: 'https://stats.example.cn/script.js',
        umamiWebsiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
      }),
    ).toEqual([]);
    expect(statistics({ provider: 'plausible', plausibleDomain: 'www.example.cn' })).toEqual([]);
    expect(
      statistics({
        provider: 'plausible',
        plausibleDomain: 'example.cn',
        plausibleScriptOrigin: 'https://p.example.cn',
      }),
    ).toEqual([]);
  });

  it('take the empty strings Decap writes for unused fields as unset', () => {
    expect(statistics({ provider: 'none', baiduSiteId: '', umamiScriptUrl: '', plausibleScriptOrigin: '' })).toEqual(
      [],
    );
    expect(statistics({ provider: 'plausible', plausibleDomain: 'example.cn', plausibleScriptOrigin: '' })).toEqual([]);
    expect(statistics({ provider: 'baidu', baiduSiteId: '' })).toEqual([
      `${file}: zh.statistics.baiduSiteId: is required for baidu`,
    ]);
  });

  it('fail the build naming the field when a provider misses its id', () => {
    expect(statistics({ provider: 'baidu' })).toEqual([`${file}: zh.statistics.baiduSiteId: is required for baidu`]);
    expect(statistics({ provider: 'umami', umamiWebsiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' })).toEqual([
      `${file}: zh.statistics.umamiScriptUrl: is required for umami`,
    ]);
    expect(statistics({ provider: 'plausible', plausibleScriptOrigin: 'https://p.example.cn' })).toEqual([
      `${file}: zh.statistics.plausibleDomain: is required for plausible`,
    ]);
  });

  it('fail the build naming the field on a bad URL, id or domain', () => {
    expect(
      statistics({ provider: 'umami', umamiScriptUrl: 'http://stats.example.cn/script.js', umamiWebsiteId: 'x' }),
    ).toEqual([
      `${file}: zh.statistics.umamiScriptUrl: "http://stats.example.cn/script.js" must be an https:// address of the Umami script, e.g. https://stats.example.cn/script.js`,
      `${file}: zh.statistics.umamiWebsiteId: "x" must be a UUID such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b`,
    ]);
    expect(statistics({ provider: 'baidu', baiduSiteId: 'hm.js?123' })).toEqual([
      `${file}: zh.statistics.baiduSiteId: "hm.js?123" must be the 32 hex digits after hm.js? in the code Baidu Tongji gives`,
    ]);
    expect(statistics({ provider: 'plausible', plausibleDomain: 'https://example.cn/' })).toHaveLength(1);
    expect(statistics({ provider: 'google' })).toEqual([
      `${file}: zh.statistics.provider: "google" is not one of none, baidu, umami, plausible`,
    ]);
  });
});
