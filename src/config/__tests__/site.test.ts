import { placeholderSiteUrl, rootRedirectFrom, siteUrlProblem } from '../site';
import { onPreInit } from '../../node/site-url';

describe('siteUrlProblem (a production build refuses the placeholder origin)', () => {
  const build = { gatsby_executing_command: 'build', NODE_ENV: 'production' };

  it.each([
    [{ ...build }, 'SITE_URL is not set'],
    [{ ...build, SITE_URL: ' ' }, 'SITE_URL is not set'],
    [{ ...build, SITE_URL: placeholderSiteUrl }, `the placeholder ${placeholderSiteUrl}`],
    [{ ...build, SITE_URL: `${placeholderSiteUrl}/` }, 'the placeholder'],
    [{ NODE_ENV: 'production' }, 'SITE_URL is not set'],
    [{ CI: 'true' }, 'SITE_URL is not set'],
    [{ ...build, SITE_URL: 'www.yaochen-laser.cn' }, 'must be an http(s) origin'],
    [{ ...build, SITE_URL: 'https://www.yaochen-laser.cn/zh' }, 'must be an http(s) origin'],
    [{ ...build, SITE_URL: 'ftp://www.yaochen-laser.cn' }, 'must be an http(s) origin'],
  ])('refuses %j', (env, message) => {
    const problem = siteUrlProblem(env);
    expect(problem).toContain(message);
  });

  it('says in one paragraph what to set and where it is used', () => {
    const problem = siteUrlProblem(build)!;
    expect(problem).not.toContain('\n');
    expect(problem).toContain('SITE_URL=https://www.your-domain.cn npm run build');
    for (const use of ['canonical', 'hreflang', 'sitemap', 'RSS', 'robots.txt', 'npm start']) {
      expect(problem).toContain(use);
    }
  });

  it.each([
    [{ ...build, SITE_URL: 'https://www.yaochen-laser.cn' }],
    [{ ...build, SITE_URL: 'https://www.yaochen-laser.cn/' }],
    [{ CI: 'true', SITE_URL: 'http://127.0.0.1:9000' }],
    // gatsby develop keeps the placeholder, in CI too (e2e/develop.test.ts runs it with CI=1)
    [{ gatsby_executing_command: 'develop', NODE_ENV: 'development', CI: '1' }],
    [{ NODE_ENV: 'development' }],
    [{}],
  ])('accepts %j', (env) => {
    expect(siteUrlProblem(env)).toBeNull();
  });

  it('stops gatsby build before any work (onPreInit)', () => {
    const saved = { ...process.env };
    const reporter = { panic: jest.fn() };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.SITE_URL;
      (onPreInit as (args: unknown) => void)({ reporter });
      expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining('SITE_URL is not set'));
      reporter.panic.mockClear();
      process.env.SITE_URL = 'https://www.yaochen-laser.cn';
      (onPreInit as (args: unknown) => void)({ reporter });
      expect(reporter.panic).not.toHaveBeenCalled();
    } finally {
      process.env = saved;
    }
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
