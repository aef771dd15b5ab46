import React, { Suspense, lazy, useCallback, useEffect, useRef } from 'react';
import type { VideoFacadeProps } from './video-facade';
import * as styles from './video-slot.module.css';

/** Load the facade once any of it is in view (not before: a first view never pays for it). */
const inViewMargin = '0px';

/** What shows that a visitor means to use the video: load the facade then, if it is not yet in view. */
const intentEvents = ['pointerover', 'pointerdown', 'focusin'] as const;

// Opened once a video is in view or a visitor reaches for it (or, without IntersectionObserver, at once).
let want: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  want = resolve;
});

// The facade is its own chunk, fetched only when a page's video is in view or reached for (hover,
// touch, focus): templates that may show one (products, solutions, news, About) carry just this
// slot, and a first view loads none of it (About's and YC-FS20-IR's videos sit just below
// the fold; asked for on approach, the chunk arrived during hydration and counted in first load). The server renders the facade in full (Gatsby
// waits for lazy parts, and nothing is awaited there), so the poster and button are in the HTML;
// the browser keeps that markup until the chunk has loaded and hydrated it.
const VideoFacade = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : wanted)
    .then(() => import('./video-facade'))
    .then((module) => ({ default: module.VideoFacade })),
);

/** Slots whose server-rendered play button was pressed before the facade was live. */
const pressedSlots = new WeakSet<Element>();
const slotAttribute = 'data-video-slot';
const slotOf = (event: Event) => (event.target instanceof Element ? event.target.closest(`[${slotAttribute}]`) : null);

// Listened for from the moment this module runs (before the page hydrates), in the window's
// capture phase: a slot's own listener is added only once React has hydrated it, which on a slow
// phone comes seconds after the first paint; and React stops a press on markup it cannot hydrate yet (the facade while its
// chunk loads) before it reaches the slot at all.
if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true };
  const intent = (event: Event) => {
    if (slotOf(event)) want();
  };
  for (const type of intentEvents) window.addEventListener(type, intent, options);
  window.addEventListener(
    'click',
    (event) => {
      const slot = slotOf(event);
      if (!slot) return;
      // Read by the facade once, when it mounts: a press after that is the facade's own.
      if ((event.target as Element).closest('button')) pressedSlots.add(slot);
      want();
    },
    options,
  );
}

/**
 * A video's place on a page: the facade, loaded when in view or reached for, in its 16:9 box from
 * the start. A press on the server's play button before the facade is live is kept, and the facade
 * plays once it has loaded (the press is the visitor's gesture, so the browser lets it play).
 */
export function VideoSlot(props: Omit<VideoFacadeProps, 'pressedEarly'>) {
  const slot = useRef<HTMLDivElement>(null);
  const pressedEarly = useCallback(() => (slot.current ? pressedSlots.has(slot.current) : false), []);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver !== 'function') return want();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        want();
      },
      { rootMargin: inViewMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} {...{ [slotAttribute]: '' }}>
      <Suspense fallback={<div className={[styles.box, props.className].filter(Boolean).join(' ')} />}>
        <VideoFacade {...props} pressedEarly={pressedEarly} />
      </Suspense>
    </div>
  );
}
