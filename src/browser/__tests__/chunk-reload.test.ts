import {
  chunkReloadGuardMs,
  createChunkReloadGuard,
  installChunkReload,
  isChunkLoadError,
  isOwnAssetFailure,
} from '../chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'Loading chunk 914 failed.' }, true],
    [new Error('Loading chunk component---src-templates-news-list-tsx failed.'), true],
    [new Error('Loading CSS chunk 12 failed.\n(/styles.css)'), true],
    [new Error('page resources for /en/news/ not found. Not rendering React'), true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
    ['Loading chunk 1 failed', false],
  ])('%p is %p', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe('isOwnAssetFailure', () => {
  const origin = 'https://www.example.cn';
  it('counts our scripts and stylesheets, not images or other sites', () => {
    expect(isOwnAssetFailure({ tagName: 'SCRIPT', src: `${origin}/app-1.js` } as never, origin)).toBe(true);
    expect(isOwnAssetFailure({ tagName: 'LINK', rel: 'stylesheet', href: `${origin}/a.css` } as never, origin)).toBe(
      true,
    );
    expect(isOwnAssetFailure({ tagName: 'SCRIPT', src: 'https://stats.example.com/s.js' } as never, origin)).toBe(
      false,
    );
    expect(isOwnAssetFailure({ tagName: 'IMG', src: `${origin}/a.png` } as never, origin)).toBe(false);
    expect(isOwnAssetFailure(null, origin)).toBe(false);
  });
});

describe('createChunkReloadGuard', () => {
  it('reloads once, not again within 60 s, and again after', () => {
    let now = 1_000_000;
    const reload = jest.fn();
    const guard = createChunkReloadGuard({ storage: memoryStorage(), now: () => now, reload });
    expect(guard()).toBe(true);
    now += chunkReloadGuardMs - 1;
    expect(guard()).toBe(false);
    now += 1;
    expect(guard()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives the reload itself: the time is kept in storage, not in memory', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    createChunkReloadGuard({ storage, now: () => 5000, reload })();
    const afterReload = createChunkReloadGuard({ storage, now: () => 6000, reload });
    expect(afterReload()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without storage, so that it cannot loop', () => {
    const reload = jest.fn();
    expect(createChunkReloadGuard({ storage: null, now: () => 1, reload })()).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(createChunkReloadGuard({ storage: throwing, now: () => 1, reload })()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads offline (the error page would replace the page), and still can once back', () => {
    let offline = true;
    const reload = jest.fn();
    const guard = createChunkReloadGuard({ storage: memoryStorage(), now: () => 1000, reload, offline: () => offline });
    expect(guard()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    offline = false;
    expect(guard()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the stored time lies in the future (clock changed)', () => {
    const storage = memoryStorage();
    storage.setItem('chunk-reload-at', String(10_000_000));
    const reload = jest.fn();
    expect(createChunkReloadGuard({ storage, now: () => 1000, reload })()).toBe(true);
  });
});

describe('installChunkReload', () => {
  it('reacts to unhandled chunk rejections and ignores other errors', () => {
    const reload = jest.fn();
    const win = Object.assign(new EventTarget(), {
      sessionStorage: memoryStorage(),
      location: { origin: 'http://localhost', reload },
    }) as unknown as Window;
    const stop = installChunkReload(win);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    win.dispatchEvent(rejection(new Error('something else')));
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(rejection({ name: 'ChunkLoadError', message: 'Loading chunk 1 failed.' }));
    win.dispatchEvent(rejection({ name: 'ChunkLoadError', message: 'Loading chunk 2 failed.' }));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads navigator.onLine: an own script failing offline does not reload', () => {
    const reload = jest.fn();
    const navigator = { onLine: false };
    const win = Object.assign(new EventTarget(), {
      sessionStorage: memoryStorage(),
      navigator,
      location: { origin: 'http://localhost', reload },
    }) as unknown as Window;
    const stop = installChunkReload(win);
    const chunkError = () =>
      Object.assign(new Event('unhandledrejection'), { reason: { name: 'ChunkLoadError', message: 'x' } });
    win.dispatchEvent(chunkError());
    expect(reload).not.toHaveBeenCalled();
    navigator.onLine = true;
    win.dispatchEvent(chunkError());
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
