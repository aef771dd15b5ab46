import type { StatisticsConfig } from '../../statistics/providers';

// The only statistics code in the first-load JS: it looks for the configuration the build wrote
// into the page (gatsby-ssr.tsx) and, only when there is one, loads the rest (run.tsx, its own
// chunk) once the page is interactive and the browser idle. Without a provider nothing else loads.

/** The id of the `<script type="application/json">` holding the configured provider. */
export const statisticsElementId = 'site-statistics';

let running: Promise<typeof import('./run')> | null = null;

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 4000 }) : setTimeout(callback, 1);

/** Called once the page is hydrated (onInitialClientRender). */
export function bootStatistics() {
  const element = document.getElementById(statisticsElementId);
  if (!element?.textContent) return;
  const config = JSON.parse(element.textContent) as StatisticsConfig;
  running = new Promise((resolve, reject) => {
    whenIdle(() => {
      import('./run').then(resolve, reject);
    });
  });
  running.then(
    (run) => run.startStatistics(config),
    () => undefined,
  );
}

/** Called on each client-side route change (onRouteUpdate with a previous location). */
export function statisticsRouteChanged() {
  void running?.then((run) => run.statisticsRouteChanged());
}
