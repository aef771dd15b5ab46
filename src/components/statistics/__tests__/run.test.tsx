import { act, fireEvent, screen } from '@testing-library/react';

import { baidu, plausible, umami } from './fixtures';

import { createStatistics } from '../run';

type Run = ReturnType<typeof createStatistics>;
type Globals = Window & {
  _hmt?: unknown[][];
  umami?: { track: () => void };
  plausible?: ((event: string) => void) & { q?: unknown[][] };
};
const win = window as Globals;

/** Fresh page-view state, as on a new page load at the given path. */
function freshRun(pathname: string): Run {
  window.history.replaceState(null, '', pathname);
  return createStatistics();
}

const statisticsScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-statistics]'));

/** What the provider's script does when it has loaded, then its load event. */
async function scriptLoads(provider: () => void) {
  const [script] = statisticsScripts();
  provider();
  await act(async () => {
    script!.dispatchEvent(new Event('load'));
    await Promise.resolve();
  });
}

let navigatorSignals: { doNotTrack?: string; globalPrivacyControl?: boolean } = {};

beforeAll(() => {
  Object.defineProperty(window.navigator, 'doNotTrack', {
    configurable: true,
    get: () => navigatorSignals.doNotTrack ?? null,
  });
  Object.defineProperty(window.navigator, 'globalPrivacyControl', {
    configurable: true,
    get: () => navigatorSignals.globalPrivacyControl,
  });
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.localStorage.clear();
  delete win._hmt;
  delete win.umami;
  delete win.plausible;
  navigatorSignals = {};
});

describe('statistics on the page', () => {
  it('Umami: loads its script with auto-tracking off, one page view on load, one per route change', async () => {
    const run = freshRun('/products/');
    run.start(umami);
    const [script] = statisticsScripts();
    expect(script!.src).toBe('https://stats.example.cn/script.js');
    expect(script!.getAttribute('data-website-id')).toBe(umami.websiteId);
    expect(script!.getAttribute('data-auto-track')).toBe('false');
    const track = jest.fn();
    // Gatsby calls onRouteUpdate on hydration too: nothing is sent before the script is there.
    run.routeChanged();
    expect(track).not.toHaveBeenCalled();
    await scriptLoads(() => (win.umami = { track }));
    expect(track).toHaveBeenCalledTimes(1);
    run.routeChanged(); // the same location again
    expect(track).toHaveBeenCalledTimes(1);
    window.history.pushState(null, '', '/news/');
    run.routeChanged();
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('Plausible: queues page views through plausible(), the first once', async () => {
    const run = freshRun('/en/');
    run.start(plausible);
    expect(statisticsScripts()[0]!.src).toBe('https://plausible.io/js/script.manual.js');
    expect(statisticsScripts()[0]!.getAttribute('data-domain')).toBe('example.cn');
    const sent: string[] = [];
    await scriptLoads(() => {
      win.plausible = Object.assign((event: string) => void sent.push(`${event} ${window.location.pathname}`), {});
    });
    window.history.pushState(null, '', '/en/about/');
    run.routeChanged();
    expect(sent).toEqual(['pageview /en/', 'pageview /en/about/']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Baidu on the Chinese site: loads without a banner, automatic page views off, one _trackPageview per page', async () => {
    const run = freshRun('/');
    run.start(baidu);
    expect(screen.queryByRole('region')).toBeNull();
    expect(statisticsScripts()[0]!.src).toBe(`https://hm.baidu.com/hm.js?${baidu.siteId}`);
    expect(win._hmt).toEqual([['_setAutoPageview', false]]);
    await scriptLoads(() => undefined);
    window.history.pushState(null, '', '/products/?series=femtosecond');
    run.routeChanged();
    expect(win._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/'],
      ['_trackPageview', '/products/?series=femtosecond'],
    ]);
  });

  it('Baidu on the English site: asks first; Accept loads it and is remembered', async () => {
    const run = freshRun('/en/products/');
    await act(async () => {
      run.start(baidu);
    });
    expect(statisticsScripts()).toHaveLength(0);
    const banner = await screen.findByRole('region', { name: 'Visitor statistics' });
    expect(banner).toHaveTextContent('Baidu Tongji');
    expect(screen.getByRole('link', { name: 'See our privacy notice' })).toHaveAttribute('href', '/en/privacy/');
    // Not a dialog: focus stays where it was.
    expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(statisticsScripts()).toHaveLength(1);
    expect(window.localStorage.getItem('statistics-consent:baidu')).toBe('accepted');

    document.head.innerHTML = '';
    freshRun('/en/news/').start(baidu);
    expect(screen.queryByRole('region')).toBeNull();
    expect(statisticsScripts()).toHaveLength(1);
  });

  it('Baidu on the English site: Decline loads nothing, now and next time', async () => {
    await act(async () => {
      freshRun('/en/').start(baidu);
    });
    const decline = await screen.findByRole('button', { name: 'Decline' });
    fireEvent.click(decline);
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.localStorage.getItem('statistics-consent:baidu')).toBe('declined');
    freshRun('/en/about/').start(baidu);
    expect(screen.queryByRole('region')).toBeNull();
    expect(statisticsScripts()).toHaveLength(0);
    expect(win._hmt).toBeUndefined();
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('%s: no script and no banner, for every provider and language', (_name, signals) => {
    navigatorSignals = signals;
    for (const [path, config] of [
      ['/', umami],
      ['/en/', plausible],
      ['/', baidu],
      ['/en/', baidu],
    ] as const) {
      freshRun(path).start(config);
    }
    expect(statisticsScripts()).toHaveLength(0);
    expect(screen.queryByRole('region')).toBeNull();
    expect(win._hmt).toBeUndefined();
    expect(win.plausible).toBeUndefined();
  });

  it('a script that fails to load leaves the page as it was', async () => {
    const run = freshRun('/');
    run.start(umami);
    await act(async () => {
      statisticsScripts()[0]!.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    expect(() => run.routeChanged()).not.toThrow();
  });
});
