import { type StatisticsConfig, providerScript } from '../../statistics/providers';

/** Sends one page view of the current location. */
export interface Tracker {
  pageview: () => void;
}

type Queue = unknown[][] & { push: (...items: unknown[][]) => unknown };

interface ProviderGlobals {
  /** Baidu Tongji's command queue. */
  _hmt?: Queue;
  /** Umami's tracker, defined by its script. */
  umami?: { track: () => unknown };
  /** Plausible's command function; queued until its script defines the real one. */
  plausible?: ((event: string) => void) & { q?: unknown[][] };
}

/**
 * Adds the provider's script to the document and resolves once it has run, with a tracker that
 * sends page views the provider's own way. No provider sends a page view by itself: each is told
 * to leave it to us, so that the first page is counted once and each route change once.
 */
export function installProvider(config: StatisticsConfig, doc: Document = document): Promise<Tracker> {
  const win = doc.defaultView as (Window & ProviderGlobals) | null;
  if (!win) return Promise.reject(new Error('no window'));
  const here = () => `${win.location.pathname}${win.location.search}`;
  let tracker: Tracker;
  switch (config.provider) {
    case 'baidu':
      win._hmt = win._hmt ?? ([] as unknown as Queue);
      win._hmt.push(['_setAutoPageview', false]);
      tracker = { pageview: () => win._hmt!.push(['_trackPageview', here()]) };
      break;
    case 'umami':
      tracker = { pageview: () => void win.umami?.track() };
      break;
    case 'plausible':
      win.plausible =
        win.plausible ??
        Object.assign(
          (...args: unknown[]) => {
            (win.plausible!.q = win.plausible!.q ?? []).push(args);
          },
          { q: undefined },
        );
      tracker = { pageview: () => win.plausible!('pageview') };
      break;
  }
  const { src, attributes } = providerScript(config);
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.statistics = config.provider;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => resolve(tracker));
    script.addEventListener('error', () => reject(new Error(`statistics script not loaded: ${src}`)));
    doc.head.appendChild(script);
  });
}
