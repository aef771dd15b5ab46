/**
 * A fixed-window counter per key (the hashed IP). In memory: each server process or serverless
 * instance counts on its own, which is enough to slow a single abusive sender.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one attempt; says whether it is allowed and, if not, in how many seconds it will be. */
    take: (key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } => {
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (now - window.start >= windowMs) windows.delete(stale);
      }
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return { allowed: true };
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
    },
  };
}

/** CONTACT_RATE_LIMIT="5/600" means 5 messages per 600 seconds per sender (the default). */
export function rateLimitFrom(env: Record<string, string | undefined>) {
  const match = /^(\d+)\/(\d+)$/.exec(env.CONTACT_RATE_LIMIT ?? '');
  return match ? { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 } : { limit: 5, windowMs: 600_000 };
}
