import { useSyncExternalStore } from 'react';

/** Online/offline state of the browser, as an external store for React. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return navigator.onLine !== false;
}

/** The server renders everyone as online; the browser corrects it after hydration. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
