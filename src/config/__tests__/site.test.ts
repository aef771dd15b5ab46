import { placeholderSiteUrl, rootRedirectFrom, siteUrlProblem } from '../site';
import { isProductionBuild, onPreInit } from '../../node/site-url';

describe('siteUrlProblem (a production build refuses the placeholder origin)', () => {
  const build = (siteUrl?: string) => ({ siteUrl, production: true });

  it.each([
    [undefined, 'SITE_URL is not set'],
    [' ', 'SITE_URL is not set'],
    [placeholderSiteUrl, `the placeholder ${placeholderSiteUrl}`],
    [`${placeholderSiteUrl}/`, 'the placeholder'],
    ['www.yaochen-laser.cn', 'must be an http(s) origin'],
    ['https://www.yaochen-laser.cn/zh', 'must be an http(s) origin'],
    ['ftp://www.yaochen-laser.cn', 'must be an http(s) origin'],
  ])('refuses %p', (siteUrl, message) => {
    expect(siteUrlProblem(build(siteUrl))).toContain(message);
  });

  it('says in one paragraph what to set and where it is used', () => {
    const problem = siteUrlProblem(build())!;
    expect(problem).not.toContain('\n');
    expect(problem).toContain('SITE_URL=https://www.your-domain.cn npm run build');
    for (const use of ['canonical', 'hreflang', 'sitemap', 'RSS', 'robots.txt', 'npm start']) {
      expect(problem).toContain(use);
    }
  });

  it.each(['https://www.yaochen-laser.cn', 'https://www.yaochen-laser.cn/', 'http://127.0.0.1:9000'])(
    'accepts %p',
    (siteUrl) => {
      expect(siteUrlProblem(build(siteUrl))).toBeNull();
    },
  );

  it('lets development use the placeholder', () => {
    expect(siteUrlProblem({ siteUrl: undefined, production: false })).toBeNull();
  });
});

describe('isProductionBuild', () => {
  it.each([
    ['build', {}, true],
    ['build', { NODE_ENV: 'development' }, true],
    [undefined, { NODE_ENV: 'production' }, true],
    [undefined, { CI: 'true' }, true],
    // gatsby develop keeps the placeholder, in CI too (e2e/develop.test.ts runs it with CI=1)
    ['develop', { CI: '1', NODE_ENV: 'development' }, false],
    ['develop', { NODE_ENV: 'production' }, false],
    [undefined, { NODE_ENV: 'test' }, false],
  ])('%p with %j: %p', (command, env, production) => {
    expect(isProductionBuild(command, env)).toBe(production);
  });
});

describe('onPreInit', () => {
  const run = (command: string, siteUrl: string | undefined) => {
    const saved = process.env.SITE_URL;
    const reporter = { panic: jest.fn() };
    try {
      if (siteUrl === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = siteUrl;
      const store = { getState: () => ({ program: { _: [command] } }) };
      (onPreInit as (args: unknown) => void)({ reporter, store });
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
    return reporter.panic;
  };

  it('stops gatsby build without a SITE_URL before any work', () => {
    expect(run('build', undefined)).toHaveBeenCalledWith(expect.stringContaining('SITE_URL is not set'));
    expect(run('build', placeholderSiteUrl)).toHaveBeenCalledWith(expect.stringContaining('placeholder'));
  });

  it('lets gatsby build go ahead with a real origin, and gatsby develop with none', () => {
    expect(run('build', 'https://www.yaochen-laser.cn')).not.toHaveBeenCalled();
    expect(run('develop', undefined)).not.toHaveBeenCalled();
  });
});

describe('rootRedirectFrom', () => {
  it('is off unless configured', () => {
    expect(rootRedirectFrom({})).toBeNull();
    expect(rootRedirectFrom({ ROOT_REDIRECT: ' ' })).toBeNull();
  });

  it('defaults to 302 and accepts the redirect statuses', () => {
    expect(rootRedirectFrom({ ROOT_REDIRECT: '/en/' })).toEqual({ to: '/en/', status: 302 });
    expect(rootRedirectFrom({ ROOT_REDIRECT: 'https://global.example.com/', ROOT_REDIRECT_STATUS: '301' })).toEqual({
      to: 'https://global.example.com/',
      status: 301,
    });
  });

  it.each([
    [{ ROOT_REDIRECT: 'en/' }, 'must be a path'],
    [{ ROOT_REDIRECT: '//evil.example/' }, 'must be a path'],
    [{ ROOT_REDIRECT: 'javascript:alert(1)' }, 'must be a path'],
    [{ ROOT_REDIRECT: '/' }, 'must not point at "/"'],
    [{ ROOT_REDIRECT: '/en/', ROOT_REDIRECT_STATUS: '200' }, 'must be one of 301, 302, 303, 307, 308'],
  ])('rejects %j', (env, message) => {
    expect(() => rootRedirectFrom(env)).toThrow(message);
  });
});
