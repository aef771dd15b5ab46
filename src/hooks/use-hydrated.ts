import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `duringHydration` while server rendering and hydrating, `value` afterwards: state read from the
 * URL (which static HTML cannot know) is applied only after hydration, so the markup matches.
 * When `value` equals `duringHydration` (an address without a query, the usual case) React keeps
 * the hydrated tree as it is instead of rendering the whole page a second time.
 */
export function useAfterHydration<T>(value: T, duringHydration: T): T {
  return useSyncExternalStore(
    subscribe,
    () => value,
    () => duringHydration,
  );
}
