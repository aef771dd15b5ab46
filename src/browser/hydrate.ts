import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * How the page's React tree meets the server's markup: Gatsby's documented `replaceHydrateFunction`
 * (gatsby-browser.tsx) hands it the element and the container.
 *
 * Gatsby's own renderer calls `hydrateRoot` outside any transition, so React hydrates the whole
 * page in one task (a default-priority render is not time-sliced; the unit test counts one task).
 * Started inside `startTransition`, the same hydration is a transition render, which React splits
 * into short slices and yields between (react.dev, startTransition: "non-blocking"), so the page
 * answers the visitor while it hydrates: in a trace of About (en) at a 4× slower CPU no hydration
 * task over 50 ms was left (docs/performance.md, "Hydration").
 *
 * Nothing a visitor does meanwhile is lost: until the page is live the early-input script
 * (src/browser/early-input.ts) queues presses and notes typed values, and `onInitialClientRender`
 * replays them once the transition has committed (e2e/early-input.test.ts).
 *
 * A page rendered only in the browser (an empty focus wrapper, as under `gatsby develop`) is
 * rendered, not hydrated, as Gatsby does. The returned function unmounts the root (Gatsby's
 * develop runtime asks for it).
 */
export function hydrateInTransition(element: ReactNode, container: Element): () => void {
  const focus = container.ownerDocument.getElementById('gatsby-focus-wrapper');
  if (!focus?.children.length) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let unmount = () => {};
  startTransition(() => {
    const root = hydrateRoot(container, element);
    unmount = () => root.unmount();
  });
  return () => unmount();
}
