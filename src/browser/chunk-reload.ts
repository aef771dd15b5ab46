/** docs/requirements.md, Navigation behaviour: after a chunk-load failure the page reloads, at most once per 60 s. */
export const chunkReloadGuardMs = 60_000;

const storageKey = 'chunk-reload-at';

/** Webpack's chunk errors, CSS chunk errors and Gatsby's "page resources not found". */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk [\w-]+ failed/i.test(text) || /^page resources for .+ not found/i.test(text);
}

/** A failed <script> or stylesheet of our own origin, as seen by a capturing error listener. */
export function isOwnAssetFailure(target: EventTarget | null, origin: string): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: string; src?: string; href?: string; rel?: string };
  const url =
    element.tagName === 'SCRIPT'
      ? element.src
      : element.tagName === 'LINK' && element.rel === 'stylesheet'
        ? element.href
        : '';
  if (!url) return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  /** True while the browser knows it has no network: a reload then shows its offline error page. */
  offline?: () => boolean;
  guardMs?: number;
}

/**
 * Reloads when allowed and says whether it did. Without storage it never reloads: a reload
 * that cannot be remembered could repeat forever. Offline it never reloads either: the chunk
 * failed for want of a network, not because a deploy replaced it, and reloading would trade the
 * page the visitor is reading for the browser's error page (the failed import is retried or the
 * next navigation loads it).
 */
export function createChunkReloadGuard({
  storage,
  now,
  reload,
  offline = () => false,
  guardMs = chunkReloadGuardMs,
}: ChunkReloadDeps) {
  return function onChunkFailure(): boolean {
    if (!storage || offline()) return false;
    try {
      const last = Number(storage.getItem(storageKey) ?? 0);
      const current = now();
      if (last && current - last >= 0 && current - last < guardMs) return false;
      storage.setItem(storageKey, String(current));
    } catch {
      return false;
    }
    reload();
    return true;
  };
}

function sessionStorageOrNull(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Listens for failed chunks and failed own scripts; returns a function that stops listening. */
export function installChunkReload(win: Window = window): () => void {
  const onFailure = createChunkReloadGuard({
    storage: sessionStorageOrNull(win),
    now: () => Date.now(),
    reload: () => win.location.reload(),
    offline: () => win.navigator?.onLine === false,
  });
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) onFailure();
  };
  const onError = (event: Event) => {
    if (isChunkLoadError((event as ErrorEvent).error) || isOwnAssetFailure(event.target, win.location.origin)) {
      onFailure();
    }
  };
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError, true);
  return () => {
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError, true);
  };
}
