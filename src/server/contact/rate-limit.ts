/** Whether an attempt may go ahead and, if not, in how many seconds it may. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One key's open window: how many attempts it counted and when it ends (ms since the epoch). */
export interface RateWindow {
  count: number;
  endsAt: number;
}

/**
 * Where fixed-window counts live: in this process (SQLite, serverless) or in PostgreSQL, so that
 * every instance behind a proxy counts the same attempts (store-postgres.ts).
 */
export interface RateCounters {
  /** Counts one attempt for `key`, opening a window of `windowMs` when none is open; atomic. */
  increment(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /** The open window of `key`, or null; counts nothing. */
  current(key: string, now: number): Promise<RateWindow | null>;
  /** Takes back one attempt counted in the open window of `key` (none open: nothing happens). */
  release(key: string, now: number): Promise<void>;
}

/** Counters in this process's memory: each server process or serverless instance counts on its own. */
export function memoryCounters(): RateCounters {
  const windows = new Map<string, RateWindow>();
  return {
    increment: (key, windowMs, now) => {
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (window.endsAt <= now) windows.delete(stale);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({ ...window });
    },
    current: (key, now) => {
      const window = windows.get(key);
      return Promise.resolve(window && window.endsAt > now ? { ...window } : null);
    },
    release: (key, now) => {
      const window = windows.get(key);
      if (window && window.endsAt > now && window.count > 0) window.count -= 1;
      return Promise.resolve();
    },
  };
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt; allowed while the window holds at most `limit` attempts. */
  take: (key: string) => Promise<RateDecision>;
  /** Counts nothing; refused once the window already holds `limit` attempts. */
  check: (key: string) => Promise<RateDecision>;
  /** Takes back an attempt that `take` counted but that came to nothing through no fault of the sender. */
  giveBack: (key: string) => Promise<void>;
}

/**
 * A fixed-window limit per key (the hashed IP). `scope` keeps the budgets apart (messages,
 * refused attempts, inbox logins) in counters they share. When the counters fail (PostgreSQL
 * down), the attempt is allowed and logged: a limiter must not take the site down with it.
 */
export function createRateLimiter(
  { limit, windowMs, scope = 'message' }: RateLimit & { scope?: string },
  {
    counters = memoryCounters(),
    now = Date.now,
    log = (message: string, error?: unknown) => console.error(message, error),
  }: {
    counters?: RateCounters | (() => RateCounters);
    now?: () => number;
    log?: (m: string, e?: unknown) => void;
  } = {},
): RateLimiter {
  const countersNow = typeof counters === 'function' ? counters : () => counters;
  const decide = (window: RateWindow | null, at: number, max: number): RateDecision =>
    !window || window.count <= max
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) };
  const guarded = async (work: (at: number) => Promise<RateDecision>): Promise<RateDecision> => {
    try {
      return await work(now());
    } catch (error) {
      log(`Rate limit (${scope}) could not be counted; the attempt is allowed`, error);
      return { allowed: true };
    }
  };
  return {
    take: (key) =>
      guarded(async (at) => decide(await countersNow().increment(`${scope}:${key}`, windowMs, at), at, limit)),
    check: (key) => guarded(async (at) => decide(await countersNow().current(`${scope}:${key}`, at), at, limit - 1)),
    giveBack: async (key) => {
      try {
        await countersNow().release(`${scope}:${key}`, now());
      } catch (error) {
        log(`Rate limit (${scope}) could not give back an attempt`, error);
      }
    },
  };
}

/** "n/seconds", e.g. "5/600": n attempts per that many seconds. Anything else stops the start. */
function parseLimit(name: string, raw: string | undefined, fallback: RateLimit): RateLimit {
  const value = raw?.trim();
  if (value === undefined || value === '') return fallback;
  const match = /^(\d{1,6})\/(\d{1,7})$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(
      `${name} must be "attempts/seconds" with both at least 1 (e.g. "${fallback.limit}/${fallback.windowMs / 1000}"), got "${value}"`,
    );
  }
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

/** CONTACT_RATE_LIMIT="5/600" means 5 stored messages per 600 seconds per sender (the default). */
export function rateLimitFrom(env: Record<string, string | undefined>): RateLimit {
  return parseLimit('CONTACT_RATE_LIMIT', env.CONTACT_RATE_LIMIT, { limit: 5, windowMs: 600_000 });
}

/**
 * CONTACT_REFUSED_LIMIT="30/600": refused (4xx) submissions per sender before every further one
 * is answered 429 unread, until the window ends (the default).
 */
export function refusedLimitFrom(env: Record<string, string | undefined>): RateLimit {
  return parseLimit('CONTACT_REFUSED_LIMIT', env.CONTACT_REFUSED_LIMIT, { limit: 30, windowMs: 600_000 });
}

/**
 * CONTACT_INBOX_FAILURE_LIMIT="5/900": failed inbox logins per sender before the inbox answers
 * that sender 429 (even with the right token) until the window ends (the default).
 */
export function inboxFailureLimitFrom(env: Record<string, string | undefined>): RateLimit {
  return parseLimit('CONTACT_INBOX_FAILURE_LIMIT', env.CONTACT_INBOX_FAILURE_LIMIT, { limit: 5, windowMs: 900_000 });
}

/** The three per-sender limits of a contact service, read from `env`, counting in `counters`. */
export function contactLimiters(
  env: Record<string, string | undefined>,
  options: { counters: () => RateCounters; log: (message: string, error?: unknown) => void },
): { messages: RateLimiter; refused: RateLimiter; inboxFailures: RateLimiter } {
  return {
    messages: createRateLimiter({ ...rateLimitFrom(env), scope: 'message' }, options),
    refused: createRateLimiter({ ...refusedLimitFrom(env), scope: 'refused' }, options),
    inboxFailures: createRateLimiter({ ...inboxFailureLimitFrom(env), scope: 'inbox' }, options),
  };
}
