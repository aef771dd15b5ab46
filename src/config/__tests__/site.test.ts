import { rootRedirectFrom } from '../site';

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
