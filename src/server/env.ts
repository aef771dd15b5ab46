/**
 * The environment at run time. Gatsby bundles Functions with webpack, which replaces
 * `process.env` with the build's GATSBY_* values (`({})` for the rest); reading it through
 * globalThis keeps the real, deploy-time environment.
 */
export function runtimeEnv(): NodeJS.ProcessEnv {
  return globalThis.process.env;
}

/** The contact form's time trap: a form sent sooner than this after it was shown is refused. */
export const defaultContactMinFillMs = 3000;

/**
 * CONTACT_MIN_FILL_MS: the time trap in milliseconds (a whole number, default 3000). Meant for
 * the test servers (scripts/lib/setup.mjs sets it low so browser tests need not wait); unset in
 * production. Anything but a whole number of milliseconds is refused with an error.
 */
export function contactMinFillMsFrom(env: Record<string, string | undefined>): number {
  const raw = env.CONTACT_MIN_FILL_MS?.trim();
  if (raw === undefined || raw === '') return defaultContactMinFillMs;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new Error(`CONTACT_MIN_FILL_MS must be a whole number of milliseconds (e.g. 3000), got "${raw}"`);
  }
  return Number(raw);
}
