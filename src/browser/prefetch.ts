/** docs/requirements.md, Navigation behaviour: prefetch waits for an idle moment, at most this long. */
export const prefetchIdleTimeoutMs = 2000;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export interface NavigatorLike {
  onLine?: boolean;
  connection?: NetworkInformationLike;
}

/** Prefetch only where it cannot hurt: not offline, not on 2g, not in data-saver mode. */
export function prefetchAllowed(nav: NavigatorLike): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (!connection) return true;
  if ((connection.effectiveType ?? '').includes('2g')) return false;
  return !connection.saveData;
}

interface PrefetchHandle {
  then: (resolve: (value: boolean) => void, reject?: (error: unknown) => void) => unknown;
  abort: () => void;
}

export interface PageLoader {
  enqueue: (path: string) => PrefetchHandle | undefined;
  hovering: (path: string) => void;
}

const refused: PrefetchHandle = { then: (resolve) => resolve(false), abort: () => {} };

type Idle = (callback: () => void, options: { timeout: number }) => unknown;

/**
 * Gates Gatsby's public loader: viewport prefetch (`enqueue`) and hover prefetch (`hovering`)
 * both ask `prefetchAllowed` first, and viewport prefetch waits for the browser to be idle.
 */
export function gatePrefetching(loader: PageLoader, nav: NavigatorLike, idle: Idle): void {
  const enqueue = loader.enqueue.bind(loader);
  const hovering = loader.hovering.bind(loader);
  loader.enqueue = (path) => {
    if (!prefetchAllowed(nav)) return refused;
    let inner: PrefetchHandle | undefined;
    let aborted = false;
    const result = new Promise<boolean>((resolve, reject) => {
      idle(
        () => {
          if (aborted || !prefetchAllowed(nav)) return resolve(false);
          inner = enqueue(path);
          if (inner) inner.then(resolve, reject);
          else resolve(false);
        },
        { timeout: prefetchIdleTimeoutMs },
      );
    });
    return {
      then: (resolve, reject) => result.then(resolve, reject),
      abort: () => {
        aborted = true;
        inner?.abort();
      },
    };
  };
  loader.hovering = (path) => {
    if (prefetchAllowed(nav)) hovering(path);
  };
}

/** requestIdleCallback where the browser has it (Safari lacks it), a timer otherwise. */
export const browserIdle: Idle = (callback, options) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, options)
    : window.setTimeout(callback, 1);
