/**
 * The gates that keep the server's markup of a static section on screen while the page hydrates
 * (src/components/static-section/static-section.tsx). A gate is a thenable that React's `use()`
 * reads: pending, it leaves the section's Suspense boundary dehydrated (React keeps the server's
 * DOM and attaches nothing to it); opened, React hydrates the section (at once, if an event or an
 * update is waiting on it). A gate opens when the visitor touches its section (pointer, focus,
 * key, click: in the window's capture phase, before React's own listener, so React hydrates the
 * section synchronously and the very same event reaches its handlers), when it comes near the
 * viewport (sections that ask for it), when a navigation begins (the next page's render may
 * update the section) and when the section's own content changes.
 */
export interface Gate extends PromiseLike<void> {
  /** React reads a thenable's `status` and `value`: a fulfilled one does not suspend. */
  status: 'pending' | 'fulfilled';
  value: undefined;
  open(): void;
}

/** A gate that is open from the start: sections rendered on the server and on the client. */
export const openGate: Gate = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
  open: () => undefined,
});

/** Closed gates, each with the element of its section once mounted. */
const waiting = new Map<Gate, Element | null>();
/** A navigation has begun: no gate closes any more. */
let allOpen = false;
/** An event is being dispatched into a section (until the next task): gates created meanwhile are born open. */
let touching = false;

/**
 * A closed gate; `open()` fulfils it synchronously (React reads the status) and wakes React. Born
 * open once a navigation has begun (the next render may update it) and while an event is being
 * dispatched into markup React is hydrating for it (a section inside a section being touched).
 */
export function closedGate(): Gate {
  if (allOpen || touching) return openGate;
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const pending: Gate['status'] = 'pending';
  const gate: Gate = Object.assign(promise, {
    status: pending,
    value: undefined,
    open() {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      waiting.delete(gate);
      resolve();
    },
  });
  waiting.set(gate, null);
  return gate;
}

/** Events that mean the visitor reaches into a section (React replays none of them into markup it has not hydrated). */
export const touchEvents = ['pointerdown', 'mousedown', 'focusin', 'keydown', 'click'] as const;
let listening = false;

function onTouch(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  let touched = false;
  for (const [gate, element] of waiting) {
    if (!element?.contains(target)) continue;
    gate.open();
    touched = true;
  }
  if (!touched || touching) return;
  touching = true;
  setTimeout(() => {
    touching = false;
  });
}

let viewport: IntersectionObserver | null = null;
const gateOf = new Map<Element, Gate>();

/**
 * Opens `gate` when its section `element` is touched, and also when it comes within 300 px of the
 * viewport if `whenVisible`. Returns the cleanup (the section unmounted).
 */
export function watchGate(gate: Gate, element: Element, whenVisible: boolean): () => void {
  if (gate.status === 'fulfilled') return () => undefined;
  waiting.set(gate, element);
  if (!listening) {
    listening = true;
    for (const type of touchEvents) window.addEventListener(type, onTouch, { capture: true, passive: true });
  }
  if (whenVisible && typeof IntersectionObserver !== 'undefined') {
    viewport ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          gateOf.get(entry.target)?.open();
          viewport?.unobserve(entry.target);
          gateOf.delete(entry.target);
        }
      },
      { rootMargin: '300px 0px' },
    );
    gateOf.set(element, gate);
    viewport.observe(element);
  }
  return () => {
    waiting.delete(gate);
    if (gateOf.get(element) !== gate) return;
    gateOf.delete(element);
    viewport?.unobserve(element);
  };
}

/** Opens every closed gate, now and to come: a navigation begins, and its render may update any section. */
export function openAllGates(): void {
  allOpen = true;
  for (const gate of [...waiting.keys()]) gate.open();
}

/** Where React renders: on the server (no window; a test sets it around its server render). */
export const environment = { server: typeof window === 'undefined' };

/**
 * Runs `render` as the server would: for tests that render a page's server HTML in jsdom (which
 * has a window) and then hydrate it, so static sections render their content, as on the server.
 */
export function asServer<T>(render: () => T): T {
  const before = environment.server;
  environment.server = true;
  try {
    return render();
  } finally {
    environment.server = before;
  }
}

/**
 * Tells whether a component mounts by hydrating server markup: React asks for an external store's
 * server snapshot exactly then (and on the server), never in a client render. Both snapshots are
 * the same value, so React has no reason to render the component again after hydration. Used by
 * `useHydratingMount` around one `useSyncExternalStore` call.
 */
const probe = { sawServerSnapshot: false };
export const hydrationProbe = {
  subscribe: () => () => undefined,
  clientSnapshot: () => 0,
  serverSnapshot: () => {
    probe.sawServerSnapshot = true;
    return 0;
  },
  begin(): void {
    probe.sawServerSnapshot = false;
  },
  /** Whether the server snapshot was asked for since `begin()`. */
  end(): boolean {
    const seen = probe.sawServerSnapshot;
    probe.sawServerSnapshot = false;
    return seen;
  },
};
