/** Where the window should go after a route change (docs/requirements.md, Navigation behaviour). */
export type ScrollDecision = { kind: 'restore' } | { kind: 'top' } | { kind: 'hash'; id: string } | { kind: 'none' };

export interface ScrollLocation {
  pathname: string;
  search: string;
  hash: string;
  /** History action recorded by Gatsby's router: PUSH, REPLACE or POP. */
  action?: string;
}

/** The element id of a `#hash`, decoded; null for an empty hash. */
export function hashTarget(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A hash wins: the visitor asked for that spot. Back and forward restore where the visitor was,
 * like any website. A new page starts at the top. The first render leaves the browser alone.
 */
export function decideScroll(location: ScrollLocation, previous: ScrollLocation | null | undefined): ScrollDecision {
  const id = hashTarget(location.hash);
  if (!previous) return { kind: 'none' };
  if (id) return { kind: 'hash', id };
  if (location.action === 'POP') return { kind: 'restore' };
  if (location.pathname === previous.pathname && location.search === previous.search) return { kind: 'none' };
  return { kind: 'top' };
}

/** Applies a decision after the new page rendered; a missing hash target falls back to the top. */
export function applyScroll(decision: ScrollDecision, win: Window = window): void {
  if (decision.kind === 'top') win.scrollTo(0, 0);
  if (decision.kind !== 'hash') return;
  const target = win.document.getElementById(decision.id);
  if (target) target.scrollIntoView();
  else win.scrollTo(0, 0);
}
