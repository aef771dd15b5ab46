import React, { Suspense, lazy } from 'react';
import type { VideoFacadeProps } from './video-facade';
import * as styles from './video-slot.module.css';

// The facade is its own chunk, fetched only by pages that show a video: a template that may have
// one (products, solutions, news, About) carries just this slot. The server renders the facade
// in full (Gatsby waits for lazy parts), so the poster and button are in the HTML; the browser
// keeps that markup until the chunk has loaded and hydrated it.
const VideoFacade = lazy(() => import('./video-facade').then((module) => ({ default: module.VideoFacade })));

/** A video's place on a page: the facade, loaded on demand, in its 16:9 box from the start. */
export function VideoSlot(props: VideoFacadeProps) {
  return (
    <Suspense fallback={<div className={[styles.box, props.className].filter(Boolean).join(' ')} />}>
      <VideoFacade {...props} />
    </Suspense>
  );
}
