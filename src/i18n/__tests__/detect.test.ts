import { decideRootLocale, detectRootLocale, detectionConfig, rootDetectionScript } from '../detect';

describe('detectRootLocale', () => {
  it.each([
    ['/', null, ['en-US', 'en'], '/en/', 'en'],
    ['/', null, ['en-GB'], '/en/', 'en'],
    ['/', null, ['zh-CN', 'en'], null, 'zh'],
    ['/', null, ['zh-Hant-TW'], null, 'zh'],
    ['/', null, ['fr-FR', 'en'], '/en/', 'en'],
    ['/', null, ['fr-FR', 'de'], null, null],
    ['/', null, [], null, null],
    ['/', 'i18n_redirected=zh', ['en-US'], null, null],
    ['/', 'a=1; i18n_redirected=en', ['zh-CN'], '/en/', null],
    ['/', 'i18n_redirected=fr', ['en-US'], '/en/', 'en'],
    ['/products/', null, ['en-US'], null, null],
    ['/en/', null, ['zh-CN'], null, null],
  ])('%s with cookie %p and %j goes to %p, remembers %p', (pathname, cookie, languages, redirectTo, remember) => {
    expect(detectRootLocale({ pathname, cookie, languages })).toEqual({ redirectTo, remember });
  });

  it('knows the homes of both locales', () => {
    expect(detectionConfig).toEqual({
      cookieName: 'i18n_redirected',
      defaultLocale: 'zh',
      homes: { zh: '/', en: '/en/' },
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

  it('lets the cookie win over the browser language', () => {
    const { replace, cookie } = run(['en-US'], 'i18n_redirected=zh');
    expect(replace).not.toHaveBeenCalled();
    expect(cookie).toBe('i18n_redirected=zh');
  });
});
