import type * as RateLimiterFlexible from 'rate-limiter-flexible';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { projectRequire } from './project-require';

/**
 * rate-limiter-flexible, loaded at run time like the database drivers: the Functions bundler would
 * follow its optional stores' dynamic requires into the package's .d.ts files and fail the build.
 */
export const rateLimiterFlexible = (): typeof RateLimiterFlexible =>
  projectRequire()('rate-limiter-flexible') as typeof RateLimiterFlexible;

/** Whether an attempt may go ahead and, if not, in how many seconds it may. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What a budget of one scope needs of the counters: rate-limiter-flexible's options. */
export interface CounterOptions {
  /** The scope, kept apart from the other budgets in the same counters. */
  keyPrefix: string;
  /** Attempts per window. */
  points: number;
  /** The window, in seconds: fixed, opened by the first attempt of a key. */
  duration: number;
}

/**
 * Where fixed-window counts live: a rate-limiter-flexible limiter per scope, in this process
 * (memoryCounters: SQLite, serverless) or in PostgreSQL, so that every instance behind a proxy
 * counts the same attempts (store-postgres.ts). Counting, checking and giving back an attempt
 * each cost the same however many senders are counted.
 */
export type RateCounters = (options: CounterOptions) => RateLimiterAbstract;

/**
 * Counters in this process's memory: each server process or serverless instance counts on its
 * own. A key is forgotten when its window ends (a timer per key), so memory follows the senders
 * of the last window and no attempt ever scans the others.
 */
export function memoryCounters(): RateCounters {
  return (options) => new (rateLimiterFlexible().RateLimiterMemory)(options);
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

const refusal = (res: RateLimiterRes): RateDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/**
 * A fixed-window limit per key (the hashed sender), counted by rate-limiter-flexible. `scope`
 * keeps the budgets apart (messages, refused attempts, inbox logins) in counters they share.
 * When the counters fail (PostgreSQL down), the attempt is allowed and logged: a limiter must
 * not take the site down with it.
 */
export function createRateLimiter(
  { limit, windowMs, scope = 'message' }: RateLimit & { scope?: string },
  {
    counters = memoryCounters(),
    currentCounters = () => counters,
    log = (message: string, error?: unknown) => console.error(message, error),
  }: {
    counters?: RateCounters;
    /** Chooses the counters at each attempt (the store opens on first use); one limiter per counters. */
    currentCounters?: () => RateCounters;
    log?: (m: string, e?: unknown) => void;
  } = {},
): RateLimiter {
  const limiters = new WeakMap<RateCounters, RateLimiterAbstract>();
  const limiter = () => {
    const made = currentCounters();
    let found = limiters.get(made);
    if (!found) {
      found = made({ keyPrefix: scope, points: limit, duration: windowMs / 1000 });
      limiters.set(made, found);
    }
    return found;
  };
  /** The open window of `key`, or null when none is open. */
  const openWindow = async (key: string) => {
    const res = await limiter().get(key);
    return res && res.msBeforeNext > 0 ? res : null;
  };
  const guarded = async (work: () => Promise<RateDecision>): Promise<RateDecision> => {
    try {
      return await work();
    } catch (error) {
      // A spent budget rejects with the window's state; anything else is the counters failing.
      if (error instanceof rateLimiterFlexible().RateLimiterRes) return refusal(error);
      log(`Rate limit (${scope}) could not be counted; the attempt is allowed`, error);
      return { allowed: true };
    }
  };
  return {
    take: (key) =>
      guarded(async () => {
        await limiter().consume(key, 1);
        return { allowed: true };
      }),
    check: (key) =>
      guarded(async () => {
        const window = await openWindow(key);
        return window && window.consumedPoints >= limit ? refusal(window) : { allowed: true };
      }),
    giveBack: async (key) => {
      try {
        // Within the open window only, never below zero: an ended window gives nothing back.
        const window = await openWindow(key);
        if (window && window.consumedPoints > 0) await limiter().reward(key, 1);
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
  options: { currentCounters: () => RateCounters; log: (message: string, error?: unknown) => void },
): { messages: RateLimiter; refused: RateLimiter; inboxFailures: RateLimiter } {
  return {
    messages: createRateLimiter({ ...rateLimitFrom(env), scope: 'message' }, options),
    refused: createRateLimiter({ ...refusedLimitFrom(env), scope: 'refused' }, options),
    inboxFailures: createRateLimiter({ ...inboxFailureLimitFrom(env), scope: 'inbox' }, options),
  };
}
