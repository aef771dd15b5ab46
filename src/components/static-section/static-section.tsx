import React, {
  type HTMLAttributes,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Gate, closedGate, environment, hydrationProbe, openGate, watchGate } from './gates';

/** The elements a static section can be. */
type SectionTag = 'div' | 'section' | 'footer' | 'aside' | 'article';

export interface StaticSectionProps extends HTMLAttributes<HTMLElement> {
  /** The section's own element (hydrated at once, without its content). Default `div`. */
  as?: SectionTag;
  /**
   * `touch` (the default): the content hydrates when the visitor reaches into it (pointer, focus,
   * key, click: that first event is not lost), for content that only needs React to route its
   * links or run a handler. `view`: also when it comes near the viewport, for content that works
   * by itself once hydrated (effects, observers), such as a tab panel once shown.
   */
  hydrateOn?: 'touch' | 'view';
  children: ReactNode;
}

/** Whether this component is mounting by hydrating markup rendered on the server. */
function useHydratingMount(): boolean {
  hydrationProbe.begin();
  useSyncExternalStore(hydrationProbe.subscribe, hydrationProbe.clientSnapshot, hydrationProbe.serverSnapshot);
  return hydrationProbe.end() && !environment.server;
}

/** Suspends while the gate is closed: inside the boundary, that leaves the server's markup dehydrated. */
function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate);
  return children;
}

/**
 * A part of a page that keeps the server's HTML when the page loads: React does not hydrate its
 * content (no fibers, no listeners, no work on the main thread) until the visitor reaches into it
 * (see `hydrateOn`), a navigation begins or its content changes, and then hydrates it as it is.
 * Rendered on the client (a client-side navigation, a CMS preview), it renders its content at
 * once, as any component. A static section inside another one stays dehydrated when the outer
 * one hydrates.
 *
 * Give it stable content: a section whose parent renders it again with new children is hydrated
 * then (never blanked, but no longer saved), so put it in a component that renders only when its
 * own props change (React.memo), and keep state that changes on the client outside it. Its own
 * attributes may change (a tab panel's `hidden`) without waking it.
 * Links inside stay Gatsby links: the pointer or key that starts a click hydrates the section
 * first, so the click routes on the client. Anchors (#ids) in its markup work before hydration.
 */
export function StaticSection({ as: Tag = 'div', hydrateOn = 'touch', children, ...attributes }: StaticSectionProps) {
  const hydrating = useHydratingMount();
  const [gate] = useState(() => (hydrating ? closedGate() : openGate));
  const element = useRef<HTMLElement>(null);
  const [firstChildren] = useState(children);
  // An update to a section React has not hydrated would make React render it on the client from
  // scratch, showing the fallback (nothing) while it suspends: open the gate first, so that React
  // hydrates the server's markup and then applies the update.
  if (children !== firstChildren) gate.open();
  useEffect(() => {
    if (!element.current) return undefined;
    return watchGate(gate, element.current, hydrateOn === 'view');
  }, [gate, hydrateOn]);
  // The same element while the content is the same: a change of the section's own attributes
  // does not reach the boundary.
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        {/* Open from the start (server, client render): nothing to wait for. The DOM is the same either way. */}
        {gate === openGate ? children : <Held gate={gate}>{children}</Held>}
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <Tag ref={element as React.RefObject<never>} {...attributes}>
      {content}
    </Tag>
  );
}
