import type { RetryOptions } from 'ky';

/**
 * The site's HTTP policy (docs/requirements.md, HTTP client policy), written out so a reader sees
 * it here rather than in ky's source. The values equal ky 1.x's defaults; the client passes them
 * explicitly anyway.
 */

/** Time allowed for each attempt to receive the response headers, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Longest timeout `setTimeout` (and so ky) accepts. */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** When a failed request is tried again, and how long the client waits before each new attempt. */
export const RETRY_POLICY = {
  /** At most 2 retries, so 3 attempts in all. */
  limit: 2,
  /** Idempotent methods only: POST and PATCH are never retried. */
  methods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
  statusCodes: [408, 413, 429, 500, 502, 503, 504],
  /** On these the server's Retry-After header sets the wait instead of the back-off. */
  afterStatusCodes: [413, 429, 503],
  /** No ceiling on Retry-After (ky's default): a server asking for a long pause is obeyed. */
  maxRetryAfter: Number.POSITIVE_INFINITY,
  /** 0.3 s before the first retry, doubling each time (0.3 s, 0.6 s). */
  delay: (attempt: number) => 0.3 * 2 ** (attempt - 1) * 1000,
  backoffLimit: Number.POSITIVE_INFINITY,
  /** A timed-out request is reported, not repeated. */
  retryOnTimeout: false,
} as const satisfies RetryOptions;

/** A fresh, mutable copy for ky, which normalises the retry options it is given in place. */
export function retryOptions(): RetryOptions {
  return {
    ...RETRY_POLICY,
    methods: [...RETRY_POLICY.methods],
    statusCodes: [...RETRY_POLICY.statusCodes],
    afterStatusCodes: [...RETRY_POLICY.afterStatusCodes],
  };
}
