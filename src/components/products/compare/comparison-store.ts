import { useSyncExternalStore } from 'react';

/** A model picked for comparison: its slug for the address, its model name for the tray. */
export interface PickedModel {
  slug: string;
  model: string;
}

/** The comparison holds two to four models; a fifth is refused with a message. */
export const comparisonLimit = 4;

export interface ComparisonState {
  picked: readonly PickedModel[];
  /** The last pick was refused because four models are already picked. */
  full: boolean;
}

const storageKey = 'yc.comparison';
const changeEvent = 'yc-comparison-change';
const empty: ComparisonState = { picked: [], full: false };
let cached: { raw: string | null; full: boolean; state: ComparisonState } | null = null;
let refused = false;

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function parse(raw: string | null): PickedModel[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value)
      ? value
          .filter(
            (item): item is PickedModel =>
              typeof item === 'object' &&
              item !== null &&
              typeof (item as PickedModel).slug === 'string' &&
              typeof (item as PickedModel).model === 'string',
          )
          .slice(0, comparisonLimit)
      : [];
  } catch {
    return [];
  }
}

/** The picks of this tab (sessionStorage: they survive navigation and reloads, not the tab). */
function snapshot(): ComparisonState {
  const raw = readRaw();
  if (!cached || cached.raw !== raw || cached.full !== refused) {
    const picked = parse(raw);
    // Nothing picked is the static HTML's state itself: hydration then renders every toggle once, not twice.
    cached = { raw, full: refused, state: picked.length || refused ? { picked, full: refused } : empty };
  }
  return cached.state;
}

function save(picked: readonly PickedModel[], full: boolean) {
  refused = full;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(picked));
  } catch {
    // Storage refused (private mode quota): the picks last until the page is left.
  }
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(listener: () => void) {
  window.addEventListener(changeEvent, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener('storage', listener);
  };
}

/** Adds or removes a model; refuses a fifth (the state's `full` says so until the next change). */
export function togglePick(model: PickedModel): void {
  const { picked } = snapshot();
  if (picked.some((item) => item.slug === model.slug))
    save(
      picked.filter((item) => item.slug !== model.slug),
      false,
    );
  else if (picked.length >= comparisonLimit) save(picked, true);
  else save([...picked, model], false);
}

export function clearPicks(): void {
  save([], false);
}

/** The picked models, read after hydration (the static HTML shows none). */
export function useComparison(): ComparisonState {
  return useSyncExternalStore(subscribe, snapshot, () => empty);
}
