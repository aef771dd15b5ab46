import {
  acceptedLanguages,
  decideRootLocale,
  detectRootLocale,
  detectionConfig,
  preferredLocale,
  rootDetectionScript,
} from '../detect';
import { requestLocale } from '../../server/contact/messages';

describe('detectRootLocale', () => {
  it.each([
    ['/', null, ['en-US', 'en'], '/en/', 'en'],
    ['/', null, ['en-GB'], '/en/', 'en'],
    ['/', null, ['zh-CN', 'en'], null, 'zh'],
    ['/', null, ['zh-Hant-TW'], null, 'zh'],
    ['/', null, ['fr-FR', 'en'], '/en/', 'en'],
    ['/', null, ['fr-FR', 'de'], '/en/', 'en'],
    ['/', null, [], null, null],
    ['/', null, [''], null, null],
    ['/', 'i18n_redirected=zh', ['en-US'], null, null],
    ['/', 'a=1; i18n_redirected=en', ['zh-CN'], '/en/', null],
    ['/', 'i18n_redirected=fr', ['en-US'], '/en/', 'en'],
    ['/products/', null, ['en-US'], null, null],
    ['/en/', null, ['zh-CN'], null, null],
  ])('%s with cookie %p and %j goes to %p, remembers %p', (pathname, cookie, languages, redirectTo, remember) => {
    expect(detectRootLocale({ pathname, cookie, languages })).toEqual({ redirectTo, remember });
  });

  // navigator.languages of real browsers: only a list with Chinese in it (before any English) stays on /.
  it.each([
    [['de-DE', 'de'], 'en'],
    [['de'], 'en'],
    [['ko-KR', 'ko'], 'en'],
    [['fr-FR', 'fr', 'en-US', 'en'], 'en'],
    [['ja-JP'], 'en'],
    [['es-419', 'es'], 'en'],
    [['ru', 'uk'], 'en'],
    [['pt_BR'], 'en'],
    [['de-DE', 'zh-CN'], 'zh'],
    [['ko', 'fr', 'zh-TW'], 'zh'],
    [['ZH-HK'], 'zh'],
    [['zh-Hans-CN', 'en'], 'zh'],
    [['en-GB', 'zh-CN'], 'en'],
    [['de', 'en-US', 'zh'], 'en'],
    [['de', 'zh', 'en'], 'zh'],
    [['en'], 'en'],
  ])('a browser with %j gets %s', (languages, locale) => {
    expect(detectRootLocale({ pathname: '/', cookie: null, languages })).toEqual({
      redirectTo: locale === 'zh' ? null : '/en/',
      remember: locale,
    });
  });

  it('keeps the cookie over any browser language, the foreign fallback included', () => {
    expect(detectRootLocale({ pathname: '/', cookie: 'i18n_redirected=zh', languages: ['de-DE'] })).toEqual({
      redirectTo: null,
      remember: null,
    });
  });

  it('knows the homes of both locales', () => {
    expect(detectionConfig).toEqual({
      cookieName: 'i18n_redirected',
      defaultLocale: 'zh',
      homes: { zh: '/', en: '/en/' },
      foreignLocale: 'en',
    });
  });

  it('is self-contained, so it can be inlined', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the inlined source is the test
    const inlined = new Function(`return (${decideRootLocale.toString()})`)() as typeof decideRootLocale;
    expect(inlined({ pathname: '/', cookie: '', languages: ['en'] }, detectionConfig)).toEqual({
      redirectTo: '/en/',
      remember: 'en',
    });
  });
});

describe('Accept-Language (the contact endpoint answers before it has read the form)', () => {
  it.each([
    ['de-DE,de;q=0.9', ['de-DE', 'de'], 'en'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', ['ko-KR', 'ko', 'en-US', 'en'], 'en'],
    ['fr-FR,fr;q=0.9,zh-CN;q=0.8', ['fr-FR', 'fr', 'zh-CN'], 'zh'],
    ['zh-CN,zh;q=0.9,en;q=0.8', ['zh-CN', 'zh', 'en'], 'zh'],
    ['en-GB,en;q=0.9,zh-CN;q=0.8', ['en-GB', 'en', 'zh-CN'], 'en'],
    ['en;q=0.5, zh-TW', ['zh-TW', 'en'], 'zh'],
    ['zh;q=0, de', ['de'], 'en'],
    ['*', ['*'], null],
    ['', [], null],
  ])('%p is %j and chooses %p', (header, languages, locale) => {
    expect(acceptedLanguages(header)).toEqual(languages);
    expect(preferredLocale(acceptedLanguages(header))).toBe(locale);
    expect(requestLocale(undefined, header)).toBe(locale ?? 'zh');
  });

  it('lets the locale the form sent win', () => {
    expect(requestLocale('zh', 'de-DE')).toBe('zh');
  });
});

describe('rootDetectionScript', () => {
  function run(languages: string[], cookie = '') {
    const replace = jest.fn();
    const doc = { cookie };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script as the page would
    const fn = new Function('location', 'document', 'navigator', rootDetectionScript());
    fn({ pathname: '/', search: '?utm=1', hash: '#x', replace }, doc, { languages, cookieEnabled: true });
    return { replace, cookie: doc.cookie };
  }

  it('redirects an English browser and remembers the choice with the spec attributes', () => {
    const { replace, cookie } = run(['en-US']);
    expect(replace).toHaveBeenCalledWith('/en/?utm=1#x');
    expect(cookie).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('keeps a Chinese browser on / and remembers zh', () => {
    const { replace, cookie } = run(['zh-CN']);
    expect(replace).not.toHaveBeenCalled();
    expect(cookie).toMatch(/^i18n_redirected=zh;/);
  });

  it('sends a Korean browser to /en/ and remembers en', () => {
    const { replace, cookie } = run(['ko-KR', 'ko']);
    expect(replace).toHaveBeenCalledWith('/en/?utm=1#x');
    expect(cookie).toMatch(/^i18n_redirected=en;/);
  });

  it('lets the cookie win over the browser language', () => {
    const { replace, cookie } = run(['en-US'], 'i18n_redirected=zh');
    expect(replace).not.toHaveBeenCalled();
    expect(cookie).toBe('i18n_redirected=zh');
  });
});
