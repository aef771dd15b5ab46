import fs from 'node:fs';
import path from 'node:path';
import {
  homePath,
  localePath,
  matchPath,
  navItems,
  optionalIdRedirects,
  parseRouteName,
  routeBases,
  routeEntry,
  routeName,
  sitePath,
  switchLocalePath,
} from '../routes';

describe('localePath', () => {
  it.each([
    ['index', 'zh', undefined, '/'],
    ['index', 'en', undefined, '/en/'],
    ['about', 'zh', undefined, '/about/'],
    ['about', 'en', undefined, '/en/about/'],
    ['experts', 'zh', undefined, '/experts/'],
    ['news', 'en', undefined, '/en/news/'],
    ['products', 'zh', undefined, '/products/'],
    ['solutions', 'en', undefined, '/en/solutions/'],
    ['supports', 'zh', undefined, '/supports/'],
    ['news-detail-id', 'zh', { id: 'n-2026-03' }, '/news/detail/n-2026-03/'],
    ['news-detail-id', 'en', { id: 'n-2026-03' }, '/en/news/detail/n-2026-03/'],
    ['news-detail-id', 'zh', undefined, '/news/detail/'],
    ['news-detail-id', 'en', {}, '/en/news/detail/'],
    ['products-detail-id', 'en', { id: 'fs-1030' }, '/en/products/detail/fs-1030/'],
    ['solutions-detail-id', 'zh', { id: 'pcb' }, '/solutions/detail/pcb/'],
    ['experts-id', 'zh', { id: 'li-wei' }, '/experts/li-wei/'],
    ['experts-id', 'en', { id: 'li-wei' }, '/en/experts/li-wei/'],
  ] as const)('%s in %s with %j is %s', (base, locale, params, expected) => {
    expect(localePath(base, locale, params as never)).toBe(expected);
  });

  it('encodes ids so that any id round-trips', () => {
    const path = localePath('news-detail-id', 'en', { id: 'a b/c?d#e' });
    expect(path).toBe('/en/news/detail/a%20b%2Fc%3Fd%23e/');
    expect(matchPath(path)?.params).toEqual({ id: 'a b/c?d#e' });
  });

  it('treats an empty optional id as absent', () => {
    expect(localePath('products-detail-id', 'zh', { id: '' })).toBe('/products/detail/');
  });

  it('refuses an expert path without its id', () => {
    expect(() => localePath('experts-id', 'zh', {} as never)).toThrow('needs the param "id"');
    expect(() => localePath('experts-id', 'en', { id: '' })).toThrow('needs the param "id"');
  });
});

describe('matchPath', () => {
  it('is the inverse of localePath for every route, locale and param shape', () => {
    for (const base of routeBases) {
      for (const locale of ['zh', 'en'] as const) {
        const shapes: Record<string, string>[] = base.endsWith('-id') ? [{ id: 'x-1' }] : [{}];
        if (base.includes('detail')) shapes.push({});
        for (const params of shapes) {
          const path = localePath(base, locale, params as never);
          expect(matchPath(path)).toEqual({ base, locale, name: `${base}___${locale}`, params });
        }
      }
    }
  });

  it.each([
    ['/en', 'index___en'],
    ['/en/about', 'about___en'],
    ['/products', 'products___zh'],
    ['/news/detail/abc', 'news-detail-id___zh'],
  ])('accepts %s without its trailing slash', (path, name) => {
    expect(matchPath(path)?.name).toBe(name);
  });

  it.each([
    '/unknown/',
    '/en/unknown/',
    '/experts/a/b/',
    '/news/detail/a/b/',
    '/english/',
    '/enx/about/',
    '/zh/about/',
    '/news/detail/%E0%A4%A/',
  ])('does not match %s', (path) => {
    expect(matchPath(path)).toBeNull();
  });

  it('reads the expert list, not an expert called "experts"', () => {
    expect(matchPath('/en/experts/')?.base).toBe('experts');
    expect(matchPath('/en/experts/zhang-min/')).toMatchObject({ base: 'experts-id', params: { id: 'zhang-min' } });
  });
});

describe('switchLocalePath', () => {
  it.each([
    ['/', 'en', '/en/'],
    ['/en/', 'zh', '/'],
    ['/en', 'zh', '/'],
    ['/products/', 'en', '/en/products/'],
    ['/en/news/detail/n-1/', 'zh', '/news/detail/n-1/'],
    ['/experts/li-wei/', 'en', '/en/experts/li-wei/'],
    ['/about/', 'zh', '/about/'],
    ['/no-such-page/', 'en', '/en/no-such-page/'],
    ['/en/no-such-page/', 'zh', '/no-such-page/'],
  ] as const)('%s to %s is %s', (path, target, expected) => {
    expect(switchLocalePath(path, target)).toBe(expected);
  });

  // A not-found path keeps its rest: it must still name this site, never another host (a
  // protocol-relative `//host`, or `/\host` and `/<tab>/host`, which browsers read the same way).
  it.each([
    ['/en//evil.example/..%2f..%2fen/products/', 'zh', '/evil.example/..%2f..%2fen/products/'],
    ['/en//evil.example/', 'zh', '/evil.example/'],
    ['/en/\\evil.example/', 'zh', '/evil.example/'],
    ['/en/\\/evil.example/', 'zh', '/evil.example/'],
    ['/en/\t/evil.example/', 'zh', '/evil.example/'],
    ['/en/a\\b/', 'zh', '/a/b/'],
    ['//evil.example/', 'en', '/en/evil.example/'],
    ['/\\evil.example/', 'en', '/en/evil.example/'],
  ] as const)('%j to %s stays on the site: %s', (path, target, expected) => {
    const switched = switchLocalePath(path, target);
    expect(switched).toBe(expected);
    expect(new URL(switched, 'https://site.example/en/x/').host).toBe('site.example');
  });
});

describe('sitePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/products/', '/products/'],
    ['//evil.example/x', '/evil.example/x'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/\n/evil.example', '/evil.example'],
  ])('%j is %j, a path on the same host', (path, expected) => {
    expect(sitePath(path)).toBe(expected);
    expect(new URL(sitePath(path), 'https://site.example/').host).toBe('site.example');
  });
});

describe('route names', () => {
  it('joins base and locale with three underscores', () => {
    expect(routeName('news-detail-id', 'en')).toBe('news-detail-id___en');
    expect(parseRouteName('experts-id___zh')).toEqual({ base: 'experts-id', locale: 'zh' });
  });

  it.each(['news', 'news___fr', 'nope___zh', 'news___zh___en', '___zh'])('rejects %s', (name) => {
    expect(parseRouteName(name)).toBeNull();
  });

  it('homes are / and /en/', () => {
    expect(homePath()).toBe('/');
    expect(homePath('en')).toBe('/en/');
  });
});

describe('optionalIdRedirects', () => {
  it('sends every bare optional-id detail path to its list in the same locale', () => {
    expect(optionalIdRedirects()).toEqual([
      { fromPath: '/news/detail/', toPath: '/news/' },
      { fromPath: '/en/news/detail/', toPath: '/en/news/' },
      { fromPath: '/products/detail/', toPath: '/products/' },
      { fromPath: '/en/products/detail/', toPath: '/en/products/' },
      { fromPath: '/solutions/detail/', toPath: '/solutions/' },
      { fromPath: '/en/solutions/detail/', toPath: '/en/solutions/' },
      { fromPath: '/notes/detail/', toPath: '/notes/' },
      { fromPath: '/en/notes/detail/', toPath: '/en/notes/' },
    ]);
  });
});

describe('route entries', () => {
  it.each(routeBases)('%s names a template that exists', (base) => {
    const file = path.join(__dirname, '..', 'templates', `${routeEntry(base).template}.tsx`);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('gives every route with an optional id a list to fall back on, and a collection', () => {
    for (const base of routeBases) {
      const { listOf, collection } = routeEntry(base);
      if (listOf) expect(collection).toBeDefined();
    }
  });

  it('derives the six navigation items, in order', () => {
    expect(navItems).toEqual([
      { key: 'nav.products', route: 'products' },
      { key: 'nav.solutions', route: 'solutions' },
      { key: 'nav.supports', route: 'supports' },
      { key: 'nav.news', route: 'news' },
      { key: 'nav.about', route: 'about' },
      { key: 'nav.contact', route: 'about', hash: 'contact' },
    ]);
  });
});
