import React, { Suspense, lazy, useEffect, useRef } from 'react';
import type { VideoFacadeProps } from './video-facade';
import * as styles from './video-slot.module.css';

/** Start loading the facade this far before it scrolls into view. */
const preloadMargin = '600px';

// Opened once a video nears the viewport (or, without IntersectionObserver, at once).
let want: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  want = resolve;
});

// The facade is its own chunk, fetched only when a page's video nears the viewport: templates that
// may show one (products, solutions, news, About) carry just this slot, and a page whose video is
// below the fold loads none of it on first load. The server renders the facade in full (Gatsby
// waits for lazy parts, and nothing is awaited there), so the poster and button are in the HTML;
// the browser keeps that markup until the chunk has loaded and hydrated it.
const VideoFacade = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : wanted)
    .then(() => import('./video-facade'))
    .then((module) => ({ default: module.VideoFacade })),
);

/** A video's place on a page: the facade, loaded on approach, in its 16:9 box from the start. */
export function VideoSlot(props: VideoFacadeProps) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver !== 'function') return want();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        want();
      },
      { rootMargin: preloadMargin },
    );
    observer.observe(element);
    // A keyboard visitor reaching the button loads it too.
    element.addEventListener('focusin', want, { once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', want);
    };
  }, []);
  return (
    <div ref={slot}>
      <Suspense fallback={<div className={[styles.box, props.className].filter(Boolean).join(' ')} />}>
        <VideoFacade {...props} />
      </Suspense>
    </div>
  );
}
