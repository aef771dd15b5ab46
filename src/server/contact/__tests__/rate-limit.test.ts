/**
 * @jest-environment node
 */
import {
  createRateLimiter,
  inboxFailureLimitFrom,
  memoryCounters,
  rateLimitFrom,
  refusedLimitFrom,
  type RateCounters,
} from '../rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` attempts per fixed window, then says when the window ends', async () => {
    let clock = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 }, { now: () => clock });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    clock += 3_000;
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 7 });
    expect(await limiter.take('b')).toEqual({ allowed: true });
    clock += 7_000;
    expect(await limiter.take('a')).toEqual({ allowed: true });
  });

  it('checks without counting, refusing once the budget is spent', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 }, { now: () => 0 });
    for (let check = 0; check < 5; check += 1) expect(await limiter.check('a')).toEqual({ allowed: true });
    await limiter.take('a');
    expect(await limiter.check('a')).toEqual({ allowed: true });
    await limiter.take('a');
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('keeps the budgets of different scopes apart in shared counters', async () => {
    const counters = memoryCounters();
    const messages = createRateLimiter({ limit: 1, windowMs: 10_000, scope: 'message' }, { counters });
    const refused = createRateLimiter({ limit: 1, windowMs: 10_000, scope: 'refused' }, { counters });
    expect((await messages.take('a')).allowed).toBe(true);
    expect((await refused.take('a')).allowed).toBe(true);
    expect((await messages.take('a')).allowed).toBe(false);
  });

  it('allows the attempt and logs when the counters fail', async () => {
    const broken: RateCounters = {
      increment: () => Promise.reject(new Error('database down')),
      current: () => Promise.reject(new Error('database down')),
      release: () => Promise.reject(new Error('database down')),
    };
    const logged: string[] = [];
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, { counters: broken, log: (m) => logged.push(m) });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.check('a')).toEqual({ allowed: true });
    await limiter.giveBack('a');
    expect(logged).toHaveLength(3);
  });

  it('gives back an attempt within its window only, never below zero', async () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 }, { now: () => clock });
    expect((await limiter.take('a')).allowed).toBe(true);
    await limiter.giveBack('a');
    await limiter.giveBack('a');
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    clock = 10_000;
    await limiter.giveBack('a');
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });
});

describe('limits from the environment', () => {
  it('reads "n/seconds" and has defaults', () => {
    expect(rateLimitFrom({})).toEqual({ limit: 5, windowMs: 600_000 });
    expect(rateLimitFrom({ CONTACT_RATE_LIMIT: '1000/60' })).toEqual({ limit: 1000, windowMs: 60_000 });
    expect(refusedLimitFrom({})).toEqual({ limit: 30, windowMs: 600_000 });
    expect(refusedLimitFrom({ CONTACT_REFUSED_LIMIT: ' 10/60 ' })).toEqual({ limit: 10, windowMs: 60_000 });
    expect(inboxFailureLimitFrom({})).toEqual({ limit: 5, windowMs: 900_000 });
  });

  it.each(['5', '5/', '/600', '0/600', '5/0', 'five/600', '-1/600', '5/600/1'])(
    'refuses "%s" with a clear error',
    (value) => {
      expect(() => refusedLimitFrom({ CONTACT_REFUSED_LIMIT: value })).toThrow(
        `CONTACT_REFUSED_LIMIT must be "attempts/seconds" with both at least 1 (e.g. "30/600"), got "${value}"`,
      );
    },
  );
});
