/**
 * @jest-environment node
 */
import { createContactHandler, type ContactRequest } from '../handler';
import { issueToken } from '../token';
import { createRateLimiter, memoryCounters } from '../rate-limit';
import { contactRequest, tempSqliteStorePerTest, validContact } from './contact-fixtures';

// Refused attempts are limited too, before the body is read, and a re-sent stored message is
// answered with its id, outside the quota.

const secret = 'test-secret';
const clock = 1_800_000_000_000;
const store = tempSqliteStorePerTest('contact-limits-');

function handler({ messages = 1000, refused = 1000 } = {}) {
  const counters = memoryCounters();
  const now = () => clock;
  return createContactHandler({
    store,
    secret,
    hashIp: (ip) => `hash:${ip}`,
    rateLimit: createRateLimiter({ limit: messages, windowMs: 600_000, scope: 'message' }, { counters }).take,
    refusedLimit: createRateLimiter({ limit: refused, windowMs: 600_000, scope: 'refused' }, { counters }),
    now,
  });
}

const valid = () => validContact(issueToken(secret, clock - 10_000).token);

/** Sent with Accept-Language: en, so that an answer given before the body is read is in English. */
const request = (body: unknown, overrides: Partial<ContactRequest> = {}) =>
  contactRequest(body, { headers: { 'content-type': 'application/json', 'accept-language': 'en' }, ...overrides });

/** A hostile body: 14 KB of "a." between two @, which made the old e-mail pattern backtrack. */
const adversarial = () => ({ ...valid(), email: `a@${'a.'.repeat(7000)}@` });

const rows = async () => (await store().list({ limit: 1000, offset: 0 })).total;

describe('refused attempts (CONTACT_REFUSED_LIMIT)', () => {
  it('answers 429 with Retry-After, unread, once a sender used its refused budget', async () => {
    const handle = handler({ refused: 3 });
    for (let index = 0; index < 3; index += 1) expect((await handle(request(adversarial()))).status).toBe(400);
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const fourth = await handle(request(adversarial()));
      expect(fourth.status).toBe(429);
      expect(fourth.headers['Retry-After']).toBe('600');
      expect(fourth.body.error).toBe('Too many attempts could not be accepted; please try again in 600 seconds');
      // Not even a valid message of that sender is read until the window ends.
      expect((await handle(request(valid()))).status).toBe(429);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    const zh = await handle(request(valid(), { headers: { 'content-type': 'application/json' } }));
    expect(zh.body.error).toBe('未通过的提交次数过多，请在 600 秒后重试');
    // Another sender is not affected.
    expect((await handle(request(valid(), { ip: '198.51.100.9' }))).status).toBe(201);
    expect(await rows()).toBe(1);
  });

  it('reads the body only after the method, content type and refused budget are checked', async () => {
    const handle = handler({ refused: 1 });
    const read = (body: unknown) => jest.fn(() => Promise.resolve(body));
    const unread = [
      request('', { method: 'GET', readBody: read(Buffer.from('{}')) }),
      request('', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        readBody: read(Buffer.from('a[b][c]=1')),
      }),
    ];
    for (const refused of unread) {
      expect([405, 415]).toContain((await handle(refused)).status);
      expect(refused.readBody).not.toHaveBeenCalled();
    }
    const first = request('', { readBody: read(Buffer.from('{')) });
    expect((await handle(first)).status).toBe(400);
    expect(first.readBody).toHaveBeenCalledTimes(1);
    const overBudget = request('', { readBody: read(Buffer.from(JSON.stringify(valid()))) });
    expect((await handle(overBudget)).status).toBe(429);
    expect(overBudget.readBody).not.toHaveBeenCalled();
  });

  it("answers the server parser's refusals in the sender's language, never 500", async () => {
    const handle = handler();
    const refusing = (status: number) => () => Promise.reject(Object.assign(new Error('refused'), { status }));
    const tooLarge = await handle(request('', { readBody: refusing(413) }));
    expect([tooLarge.status, tooLarge.body.error]).toEqual([
      413,
      'The message is too long; please shorten it and send it again',
    ]);
    const aborted = await handle(request('', { readBody: refusing(400) }));
    expect(aborted.status).toBe(400);
  });

  it('counts every 4xx refusal of a submission: charset, size, JSON, token, honeypot, fields', async () => {
    const handle = handler({ refused: 7 });
    const refusals: [ContactRequest, number][] = [
      [request(valid(), { headers: { 'content-type': 'application/json; charset=iso-8859-1' } }), 415],
      [request({ ...valid(), message: 'x'.repeat(17_000) }), 413],
      [request('{"name":'), 400],
      [request({ ...valid(), token: 'forged' }), 400],
      [request({ ...valid(), website: 'http://spam.example' }), 400],
      [request({ ...valid(), name: '' }), 400],
      [request({ ...valid(), email: 'x' }), 400],
    ];
    for (const [refused, status] of refusals) expect((await handle(refused)).status).toBe(status);
    expect((await handle(request(valid()))).status).toBe(429);
    expect(await rows()).toBe(0);
  });

  // Any web page can make its visitors' browsers send these (<img src>, an auto-submitted form):
  // counted, thirty of them would lock everyone behind the visitor's address out for ten minutes.
  it('does not count what any web page can make a browser send: GET, HEAD, forms', async () => {
    const handle = handler({ refused: 2 });
    const forged: [ContactRequest, number][] = [
      [request('', { method: 'GET', headers: { accept: 'image/avif,image/webp,*/*' } }), 405],
      [request('', { method: 'HEAD' }), 405],
      [request('name=x', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415],
      [request('name=x', { headers: { 'content-type': 'multipart/form-data; boundary=x' } }), 415],
      [request('{"name":"x"}', { headers: { 'content-type': 'text/plain' } }), 415],
    ];
    for (let round = 0; round < 10; round += 1) {
      for (const [attempt, status] of forged) expect((await handle(attempt)).status).toBe(status);
    }
    expect((await handle(request(valid()))).status).toBe(201);
  });

  it('counts an IPv6 sender per /64 for refused attempts and the message quota, IPv4 per address', async () => {
    const handle = handler({ messages: 2, refused: 3 });
    const from = (ip: string, body: unknown = valid()) => handle(request(body, { ip }));
    for (let index = 0; index < 3; index += 1) expect((await from(`2001:db8:1:2::${index + 1}`, '{')).status).toBe(400);
    expect((await from('2001:db8:1:2:abcd::1')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(201);
    expect((await from('2001:db8:1:3::2')).status).toBe(201);
    const third = await from('2001:db8:1:3:ffff::3');
    expect([third.status, third.body.error]).toEqual([429, expect.stringContaining('600')]);
    // IPv4: neighbours are different senders; an IPv4-mapped address is the same one.
    expect((await from('203.0.113.8')).status).toBe(201);
    expect((await from('203.0.113.9')).status).toBe(201);
    expect((await from('::ffff:203.0.113.9')).status).toBe(201);
    expect((await from('203.0.113.9')).status).toBe(429);
  });

  it('keeps accepted messages out of the refused budget, and the refused ones out of the message quota', async () => {
    const handle = handler({ messages: 3, refused: 2 });
    for (let index = 0; index < 3; index += 1) expect((await handle(request(valid()))).status).toBe(201);
    const quota = await handle(request(valid()));
    expect(quota.status).toBe(429);
    expect(quota.body.error).toBe('提交过于频繁，请在 600 秒后重试');
    // Neither three stored messages nor a 429 of the message quota used the refused budget.
    expect((await handle(request({ ...valid(), name: '' }))).status).toBe(400);
    expect((await handle(request({ ...valid(), name: '' }))).status).toBe(400);
    expect((await handle(request({ ...valid(), name: '' }))).status).toBe(429);
  });
});

describe('a re-sent submission', () => {
  it('answers 200 with the stored id, before and outside the quota', async () => {
    const handle = handler({ messages: 2 });
    const first = valid();
    const stored = await handle(request(first));
    expect(stored.status).toBe(201);
    for (let retry = 0; retry < 3; retry += 1) {
      expect(await handle(request(first))).toMatchObject({ status: 200, body: { id: stored.body.id } });
    }
    // The retries used none of the quota: a second message is still accepted, a third is not.
    expect((await handle(request(valid()))).status).toBe(201);
    expect((await handle(request(valid()))).status).toBe(429);
    // And once the quota is spent, a retry of a stored message still gets its id.
    expect(await handle(request(first))).toMatchObject({ status: 200, body: { id: stored.body.id } });
    expect(await rows()).toBe(2);
  });

  it('answers 503 and stores nothing when the look-up fails', async () => {
    const handle = handler();
    await store().close();
    const failing = await handle(request(valid()));
    expect(failing.status).toBe(503);
    expect(failing.headers['Retry-After']).toBe('60');
  });
});
