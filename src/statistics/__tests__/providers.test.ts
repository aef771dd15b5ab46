import {
  plausibleDefaultOrigin,
  providerOrigins,
  providerScript,
  setsCookies,
  statisticsConfig,
  statisticsProblems,
  withStatisticsOrigins,
} from '../providers';

const baiduId = '0123456789abcdef0123456789abcdef';
const umamiId = '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b';
const site = {
  'script-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'self'"],
};

describe('statistics settings → provider', () => {
  it.each([undefined, null, {}, { provider: 'none' }, { provider: 'none', baiduSiteId: '' }])(
    'is off for %p',
    (settings) => {
      expect(statisticsConfig(settings)).toBeNull();
      expect(withStatisticsOrigins(site, null)).toEqual(site);
    },
  );

  it('reads Baidu Tongji: hm.js with the site id, its one origin for script, image and connect', () => {
    const config = statisticsConfig({ provider: 'baidu', baiduSiteId: baiduId, umamiWebsiteId: '' })!;
    expect(config).toEqual({ provider: 'baidu', siteId: baiduId });
    expect(providerScript(config)).toEqual({ src: `https://hm.baidu.com/hm.js?${baiduId}`, attributes: {} });
    expect(providerOrigins(config)).toEqual({
      script: ['https://hm.baidu.com'],
      connect: ['https://hm.baidu.com'],
      img: ['https://hm.baidu.com'],
    });
    expect(setsCookies(config.provider)).toBe(true);
  });

  it('reads a self-hosted Umami: its script, auto-tracking off, the script origin for script and connect', () => {
    const config = statisticsConfig({
      provider: 'umami',
      umamiScriptUrl: 'https://stats.example.cn:8443/u/script.js',
      umamiWebsiteId: umamiId,
    })!;
    expect(providerScript(config)).toEqual({
      src: 'https://stats.example.cn:8443/u/script.js',
      attributes: { 'data-website-id': umamiId, 'data-auto-track': 'false', 'data-do-not-track': 'true' },
    });
    expect(providerOrigins(config)).toEqual({
      script: ['https://stats.example.cn:8443'],
      connect: ['https://stats.example.cn:8443'],
      img: [],
    });
    expect(setsCookies(config.provider)).toBe(false);
  });

  it('reads Plausible with plausible.io by default, or a self-hosted origin', () => {
    const hosted = statisticsConfig({ provider: 'plausible', plausibleDomain: 'www.example.cn' })!;
    expect(hosted).toEqual({ provider: 'plausible', domain: 'www.example.cn', scriptOrigin: plausibleDefaultOrigin });
    expect(providerScript(hosted)).toEqual({
      src: 'https://plausible.io/js/script.manual.js',
      attributes: { 'data-domain': 'www.example.cn' },
    });
    const own = statisticsConfig({
      provider: 'plausible',
      plausibleDomain: 'example.cn',
      plausibleScriptOrigin: 'https://p.example.cn',
    })!;
    expect(providerScript(own).src).toBe('https://p.example.cn/js/script.manual.js');
    expect(providerOrigins(own)).toEqual({
      script: ['https://p.example.cn'],
      connect: ['https://p.example.cn'],
      img: [],
    });
    expect(setsCookies(own.provider)).toBe(false);
  });

  it('adds only the chosen provider to the CSP, keeping the site directives', () => {
    const csp = withStatisticsOrigins(site, statisticsConfig({ provider: 'plausible', plausibleDomain: 'example.cn' }));
    expect(csp).toEqual({
      'script-src': ["'self'", "'unsafe-inline'", 'https://plausible.io'],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://plausible.io'],
      'frame-ancestors': ["'self'"],
    });
    expect(JSON.stringify(csp)).not.toMatch(/baidu|umami/);
    const baidu = withStatisticsOrigins(site, statisticsConfig({ provider: 'baidu', baiduSiteId: baiduId }));
    expect(baidu['img-src']).toEqual(["'self'", 'data:', 'https://hm.baidu.com']);
    expect(JSON.stringify(baidu)).not.toMatch(/plausible/);
  });

  it.each([
    [{ provider: 'baidu' }, ['baiduSiteId is required for baidu']],
    [{ provider: 'baidu', baiduSiteId: 'hm.js?0123' }, ['baiduSiteId "hm.js?0123" is not valid']],
    [{ provider: 'umami', umamiWebsiteId: umamiId }, ['umamiScriptUrl is required for umami']],
    [
      { provider: 'umami', umamiScriptUrl: 'http://stats.example.cn/script.js', umamiWebsiteId: umamiId },
      ['umamiScriptUrl "http://stats.example.cn/script.js" is not valid'],
    ],
    [
      { provider: 'umami', umamiScriptUrl: 'https://stats.example.cn/script.js', umamiWebsiteId: 'abc' },
      ['umamiWebsiteId "abc" is not valid'],
    ],
    [{ provider: 'plausible' }, ['plausibleDomain is required for plausible']],
    [
      { provider: 'plausible', plausibleDomain: 'https://example.cn/' },
      ['plausibleDomain "https://example.cn/" is not valid'],
    ],
    [
      { provider: 'plausible', plausibleDomain: 'example.cn', plausibleScriptOrigin: 'https://p.example.cn/js/' },
      ['plausibleScriptOrigin "https://p.example.cn/js/" is not valid'],
    ],
    [{ provider: 'google' }, ['provider must be one of none, baidu, umami, plausible']],
  ])('refuses %p, naming the field', (settings, expected) => {
    const problems = statisticsProblems(settings).map(({ field, rule }) => `${field} ${rule}`);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, index) => expect(problems[index]).toContain(start));
    expect(() => statisticsConfig(settings)).toThrow(expected[0]);
  });
});
