import { useSyncExternalStore } from 'react';
import { openAllGates } from '../components/static-section/gates';

const subscribe = () => () => {};

/**
 * `duringHydration` while server rendering and hydrating, `value` afterwards: state read from the
 * URL (which static HTML cannot know) is applied only after hydration, so the markup matches.
 * When `value` equals `duringHydration` (an address without a query, the usual case) React keeps
 * the hydrated tree as it is instead of rendering the whole page a second time.
 */
export function useAfterHydration<T>(value: T, duringHydration: T): T {
  // The page renders again right after hydration: its static sections (src/components/static-section)
  // hydrate now, with the page, rather than take that update while still showing the server's markup,
  // which measured in the browser made React render a card's content empty for a moment.
  if (!Object.is(value, duringHydration) && typeof window !== 'undefined') openAllGates();
  return useSyncExternalStore(
    subscribe,
    () => value,
    () => duringHydration,
  );
}
