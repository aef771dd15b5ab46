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
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

// rate-limiter-flexible reads the clock itself: these tests move it with Jest's fake timers.
beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});
const elapse = (ms: number) => jest.advanceTimersByTime(ms);

describe('createRateLimiter', () => {
  it('allows `limit` attempts per fixed window, then says when the window ends', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    elapse(3_000);
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 7 });
    expect(await limiter.take('b')).toEqual({ allowed: true });
    elapse(7_000);
    expect(await limiter.take('a')).toEqual({ allowed: true });
  });

  it('checks without counting, refusing once the budget is spent', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
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
    const down = () => Promise.reject(new Error('database down'));
    const broken: RateCounters = () => ({ consume: down, get: down, reward: down }) as unknown as RateLimiterAbstract;
    const logged: string[] = [];
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, { counters: broken, log: (m) => logged.push(m) });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.check('a')).toEqual({ allowed: true });
    await limiter.giveBack('a');
    expect(logged).toHaveLength(3);
  });

  it('gives back an attempt within its window only, never below zero', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    expect((await limiter.take('a')).allowed).toBe(true);
    await limiter.giveBack('a');
    await limiter.giveBack('a');
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    elapse(10_000);
    await limiter.giveBack('a');
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });
});

describe('the cost of an attempt', () => {
  // The hand-made limiter scanned every key once it held 10,000: 3.8 ms per new sender at 50,000.
  it('stays flat from 1,000 to 100,000 senders', async () => {
    jest.useRealTimers();
    const limiter = createRateLimiter({ limit: 30, windowMs: 600_000, scope: 'refused' });
    const perAttempt = async (from: number, count: number) => {
      const started = process.hrtime.bigint();
      for (let sender = from; sender < from + count; sender += 1) await limiter.take(`sender-${sender}`);
      return Number(process.hrtime.bigint() - started) / count;
    };
    await perAttempt(0, 1_000); // warm-up
    const early = await perAttempt(1_000, 2_000);
    await perAttempt(3_000, 95_000);
    const late = await perAttempt(98_000, 2_000);
    // Generous for a loaded machine; the scan made this a factor of thousands.
    expect(late).toBeLessThan(Math.max(early * 10, 20_000));
  }, 60_000);
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
