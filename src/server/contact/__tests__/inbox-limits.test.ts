/**
 * @jest-environment node
 */
import { handleInbox, inboxTokenProblem } from '../inbox';
import { createRateLimiter } from '../rate-limit';
import { tempSqliteStorePerTest } from './contact-fixtures';

// No inbox behind a short token, and failed logins slowed down per sender.

const token = 'inbox-token-0123456789abcdef0123456789';
const store = tempSqliteStorePerTest('inbox-limits-');
// rate-limiter-flexible reads the clock itself: Jest's fake timers move it.
beforeEach(() => {
  jest.useFakeTimers({ now: 1_800_000_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});

function inbox({ configured = token, log = (_message: string) => {} } = {}) {
  const failures = createRateLimiter({ limit: 5, windowMs: 900_000, scope: 'inbox' });
  return (given: string, ip = '203.0.113.7') =>
    handleInbox(
      { method: 'GET', headers: { authorization: `Bearer ${given}` }, query: {}, ip },
      { token: configured, store, hashIp: (address) => `hash:${address}`, failures, log },
    );
}

describe('the inbox token', () => {
  it('is refused under 32 characters: 503 "inbox misconfigured", logged, even for the right token', async () => {
    const logged: string[] = [];
    const short = 'x'.repeat(31);
    const get = inbox({ configured: short, log: (message) => logged.push(message) });
    const response = await get(short);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'Inbox misconfigured' });
    expect(logged.join('\n')).toContain('CONTACT_INBOX_TOKEN must be at least 32 characters (it has 31)');
    expect((await inbox({ configured: 'y'.repeat(32) })('y'.repeat(32))).status).toBe(200);
  });

  it('says why a token is too short, and nothing for a long or missing one', () => {
    expect(inboxTokenProblem('e2e-inbox-token')).toMatch(/at least 32 characters \(it has 15\)/);
    expect(inboxTokenProblem('z'.repeat(32))).toBeNull();
    expect(inboxTokenProblem(undefined)).toBeNull();
  });
});

describe('failed inbox logins', () => {
  it('after 5 failures in 15 minutes, answer that sender 429 with Retry-After until the window ends', async () => {
    const get = inbox();
    for (let failure = 0; failure < 5; failure += 1) expect((await get('wrong')).status).toBe(401);
    jest.advanceTimersByTime(60_000);
    const blocked = await get(token);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['Retry-After']).toBe(String(14 * 60));
    expect((await get('wrong')).status).toBe(429);
    // Another sender still gets in.
    expect((await get(token, '198.51.100.9')).status).toBe(200);
    jest.advanceTimersByTime(14 * 60_000);
    expect((await get(token)).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    const get = inbox();
    for (let login = 0; login < 20; login += 1) expect((await get(token)).status).toBe(200);
    for (let failure = 0; failure < 4; failure += 1) expect((await get('wrong')).status).toBe(401);
    expect((await get(token)).status).toBe(200);
  });

  it('does not count requests without a token (any web page can make a browser send one)', async () => {
    const get = inbox();
    const bare = (headers: Record<string, string>) =>
      handleInbox(
        { method: 'GET', headers, query: {}, ip: '203.0.113.7' },
        {
          token,
          store,
          hashIp: (address) => `hash:${address}`,
          failures: createRateLimiter({ limit: 5, windowMs: 900_000, scope: 'inbox' }),
        },
      );
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await get('')).status).toBe(401);
    expect((await get(token)).status).toBe(200);
    expect((await bare({})).status).toBe(401);
    expect((await bare({ authorization: 'Basic eDp5' })).status).toBe(401);
  });

  it('counts an IPv6 sender per /64: forty wrong tokens from one /64 end in 429', async () => {
    const get = inbox();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1)
      statuses.push((await get('wrong', `2001:db8:7:9::${attempt.toString(16)}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect((await get(token, '2001:db8:7:9:ffff::1')).status).toBe(429);
    // The next /64 is someone else.
    expect((await get(token, '2001:db8:7:a::1')).status).toBe(200);
  });
});
