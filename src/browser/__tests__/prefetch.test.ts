import { gatePrefetching, prefetchAllowed, prefetchIdleTimeoutMs, type PageLoader } from '../prefetch';

describe('prefetchAllowed', () => {
  it.each([
    [{ onLine: true }, true],
    [{ onLine: true, connection: { effectiveType: '4g', saveData: false } }, true],
    [{ onLine: false, connection: { effectiveType: '4g' } }, false],
    [{ onLine: true, connection: { effectiveType: '2g' } }, false],
    [{ onLine: true, connection: { effectiveType: 'slow-2g' } }, false],
    [{ onLine: true, connection: { effectiveType: '3g', saveData: true } }, false],
  ])('%j -> %p', (nav, expected) => {
    expect(prefetchAllowed(nav)).toBe(expected);
  });
});

describe('gatePrefetching', () => {
  function setup(nav: { onLine: boolean; connection?: { saveData?: boolean } }) {
    const enqueue = jest.fn(() => ({ then: (resolve: (value: boolean) => void) => resolve(true), abort: jest.fn() }));
    const hovering = jest.fn();
    const loader: PageLoader = { enqueue, hovering };
    const idle = jest.fn((callback: () => void) => callback());
    gatePrefetching(loader, nav, idle);
    return { loader, enqueue, hovering, idle };
  }

  it('passes viewport prefetch through an idle callback with the 2000 ms timeout', async () => {
    const { loader, enqueue, idle } = setup({ onLine: true });
    await expect(new Promise((resolve) => loader.enqueue('/en/news/')!.then(resolve))).resolves.toBe(true);
    expect(enqueue).toHaveBeenCalledWith('/en/news/');
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: prefetchIdleTimeoutMs });
  });

  it('refuses viewport and hover prefetch offline or with data saver', async () => {
    for (const nav of [{ onLine: false }, { onLine: true, connection: { saveData: true } }]) {
      const { loader, enqueue, hovering } = setup(nav);
      await expect(new Promise((resolve) => loader.enqueue('/news/')!.then(resolve))).resolves.toBe(false);
      loader.hovering('/news/');
      expect(enqueue).not.toHaveBeenCalled();
      expect(hovering).not.toHaveBeenCalled();
    }
  });

  it('checks again when the idle callback runs: going offline meanwhile cancels', async () => {
    const nav = { onLine: true };
    const enqueue = jest.fn();
    let later: () => void = () => {};
    const loader: PageLoader = { enqueue, hovering: jest.fn() };
    gatePrefetching(loader, nav, (callback) => {
      later = callback;
    });
    const result = new Promise((resolve) => loader.enqueue('/news/')!.then(resolve));
    nav.onLine = false;
    later();
    await expect(result).resolves.toBe(false);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('lets hover prefetch through online', () => {
    const { loader, hovering } = setup({ onLine: true });
    loader.hovering('/about/');
    expect(hovering).toHaveBeenCalledWith('/about/');
  });
});
