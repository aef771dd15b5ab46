type Navigate = (to: string | number, options?: unknown) => unknown;

/**
 * Calls `onStart` when a navigation to another page begins: a Gatsby link or `navigate()`
 * (through `window.___navigate`) or Back/Forward (popstate). Gatsby's onPreRouteUpdate comes
 * only once the next page has loaded, too late for a progress bar.
 * `renderedPath` is the path of the page on screen; hash-only moves are not navigations.
 */
export function watchNavigationStart(
  win: Window & { ___navigate?: Navigate },
  renderedPath: () => string,
  onStart: (pathname: string) => void,
): () => void {
  const startIfNewPage = (pathname: string) => {
    if (pathname !== renderedPath()) onStart(pathname);
  };
  const original = win.___navigate;
  if (original) {
    win.___navigate = (to, options) => {
      if (typeof to === 'string') startIfNewPage(new URL(to, win.location.href).pathname);
      return original(to, options);
    };
  }
  const onPopState = () => startIfNewPage(win.location.pathname);
  win.addEventListener('popstate', onPopState);
  return () => {
    if (original) win.___navigate = original;
    win.removeEventListener('popstate', onPopState);
  };
}
