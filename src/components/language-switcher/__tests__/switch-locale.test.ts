import { onBeforeLocaleSwitch, onLocaleSwitched, switchLocale } from '../switch-locale';

function environment(pathname = '/news/detail/n-1/', search = '?from=home', hash = '#body') {
  const calls: string[] = [];
  return {
    calls,
    env: {
      current: 'zh' as const,
      location: { pathname, search, hash },
      navigate: jest.fn(async (to: string) => void calls.push(`navigate ${to}`)),
      remember: jest.fn((locale: string) => void calls.push(`remember ${locale}`)),
    },
  };
}

describe('switchLocale', () => {
  it.each([[''], [null], [undefined], ['zh'], ['fr']])('does nothing for %p', async (target) => {
    const { env, calls } = environment();
    await expect(switchLocale(target, env)).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it('remembers, then goes to the same route, params, query and hash, then runs after-hooks', async () => {
    const { env, calls } = environment();
    const stop = onLocaleSwitched((from, to) => void calls.push(`after ${from}->${to}`));
    await expect(switchLocale('en', env)).resolves.toBe('en');
    expect(calls).toEqual(['remember en', 'navigate /en/news/detail/n-1/?from=home#body', 'after zh->en']);
    stop();
  });

  it('lets a before-hook substitute the target, or cancel by choosing the current locale', async () => {
    const { env, calls } = environment('/experts/zhou-hang/', '', '');
    const stop = onBeforeLocaleSwitch(() => 'zh');
    await expect(switchLocale('en', env)).resolves.toBeNull();
    expect(calls).toEqual([]);
    stop();
    const keep = onBeforeLocaleSwitch(() => undefined);
    await expect(switchLocale('en', env)).resolves.toBe('en');
    expect(calls).toEqual(['remember en', 'navigate /en/experts/zhou-hang/']);
    keep();
  });

  it.each(['/en//evil.example/..%2f..%2fen/products/', '/en//evil.example/', '/en/\\evil.example/'])(
    'from the not-found page %s goes to a page of this site',
    async (pathname) => {
      const en = { ...environment(pathname, '', '').env, current: 'en' as const };
      await expect(switchLocale('zh', en)).resolves.toBe('zh');
      const [to] = en.navigate.mock.calls[0]!;
      expect(to).toMatch(/^\/[^/\\]/);
      expect(new URL(to, 'https://site.example/en/').host).toBe('site.example');
    },
  );
});
