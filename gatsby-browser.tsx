import './src/styles/global.css';
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { applyScroll, decideScroll, type ScrollLocation } from './src/browser/scroll';
import { createProgress, domProgressView } from './src/browser/progress';
import { installChunkReload } from './src/browser/chunk-reload';
import { browserIdle, gatePrefetching, type PageLoader } from './src/browser/prefetch';
import { pageEnter, pageLeave } from './src/browser/transition';
import { watchNavigationStart } from './src/browser/navigation-start';
import { ToastHost } from './src/components/toaster/toast-host';
import { bootStatistics, statisticsRouteChanged } from './src/components/statistics/boot';
import { heroDrawingNavigation } from './src/components/home/hero-drawing-gate';
import { replayEarlyInput } from './src/browser/early-input';
import { hydrateInTransition } from './src/browser/hydrate';

// Client behaviours of SPEC sections 2 and 9; each lives in src/browser with its tests.

const progress = typeof window === 'undefined' ? null : createProgress(domProgressView());

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkReload();
  const loader = (window as unknown as { ___loader?: PageLoader }).___loader;
  if (loader) gatePrefetching(loader, navigator, browserIdle);
};

/** The page hydrates as a transition, in slices, not in one long task (src/browser/hydrate.ts). */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInTransition;

let renderedPath = typeof window === 'undefined' ? '/' : window.location.pathname;

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Browser tests wait for this before they click: a click before hydration is a plain link.
  (window as unknown as { ___hydrated?: boolean }).___hydrated = true;
  // What the visitor pressed, typed or chose while the page was painted but not yet live.
  replayEarlyInput();
  bootStatistics();
  watchNavigationStart(
    window,
    () => renderedPath,
    (pathname) => {
      progress?.start();
      pageLeave();
      heroDrawingNavigation(pathname);
    },
  );
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  renderedPath = location.pathname;
  progress?.finish();
  if (!prevLocation) return;
  if (location.pathname !== prevLocation.pathname || location.search !== prevLocation.search) statisticsRouteChanged();
  if (location.pathname !== prevLocation.pathname) pageEnter();
  applyScroll(decideScroll(location, prevLocation));
};

/** Gatsby restores positions on Back/Forward; every other move is ours (after render). */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) =>
  decideScroll(routerProps.location as ScrollLocation, prevRouterProps?.location).kind === 'restore';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <>
    {element}
    <ToastHost />
  </>
);
