/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as Pg from 'pg';
import { projectRequire } from '../project-require';
import { createTestSchema } from './postgres-schema';
import { openPostgresStore } from '../store-postgres';
import { issueToken } from '../token';
import type { MessageStore } from '../types';

// Issue 11, "Beyond one machine": with DATABASE_URL the counters live in PostgreSQL, so every
// instance behind a proxy spends the same budget.

const { Pool } = projectRequire()('pg') as typeof Pg;
const databaseUrl = process.env.TEST_DATABASE_URL;
const maybe = databaseUrl ? describe : describe.skip;
if (!databaseUrl) console.log('PostgreSQL rate-limit tests skipped: TEST_DATABASE_URL is not set.');

jest.setTimeout(60_000);

let admin: Pg.Pool;
const schemas: string[] = [];

/** The test database seen through a schema of its own. */
async function freshUrl(): Promise<string> {
  const { schema, url } = await createTestSchema(admin, databaseUrl!, 'limits_test');
  schemas.push(schema);
  return url;
}

type Service = typeof import('../service');

/** One server instance: its own service module (store, pool, counters) behind its own port. */
async function startInstance(): Promise<{ url: string; stop: () => Promise<void> }> {
  let service!: Service;
  jest.isolateModules(() => {
    service = jest.requireActual<Service>('../service');
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const common = { method: req.method ?? 'GET', headers: req.headers, ip: req.socket.remoteAddress ?? '' };
      const answer = req.url?.startsWith('/api/messages')
        ? service.inbox({ ...common, query: {} })
        : service.contactHandler()({ ...common, body: Buffer.concat(chunks) });
      void answer.then(({ status, headers, body }) => {
        res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await service.closeContactService();
    },
  };
}

const secret = 'rate-limit-postgres-test-secret';
const inboxToken = 'inbox-token-for-two-instances-0123456789';

const message = () => ({
  name: '张伟',
  telephone: '13800138000',
  // An English message needs an e-mail address (issue 14).
  email: 'zhang.wei@example.com',
  message: '询价',
  consent: true,
  token: issueToken(secret, Date.now() - 10_000).token,
  locale: 'en',
});

const post = (base: string, body: unknown) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

maybe('rate limits in PostgreSQL', () => {
  const saved = { ...process.env };
  let stores: MessageStore[] = [];

  beforeAll(() => {
    admin = new Pool({ connectionString: databaseUrl, max: 2 });
  });
  afterEach(async () => {
    await Promise.all(stores.map((store) => store.close()));
    stores = [];
    process.env = { ...saved };
  });
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  test('counts concurrent attempts of several stores once each, in one window', async () => {
    const url = await freshUrl();
    stores = [openPostgresStore(url), openPostgresStore(url)];
    const now = Date.now();
    const windows = await Promise.all(
      Array.from({ length: 100 }, (_, index) => stores[index % 2]!.rateCounters!.increment('k', 60_000, now)),
    );
    expect(windows.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(new Set(windows.map((window) => window.endsAt))).toEqual(new Set([now + 60_000]));
    expect(await stores[1]!.rateCounters!.current('k', now + 59_999)).toEqual({ count: 100, endsAt: now + 60_000 });
    // An ended window is gone for `current` and starts again at 1.
    expect(await stores[0]!.rateCounters!.current('k', now + 60_000)).toBeNull();
    expect(await stores[0]!.rateCounters!.increment('k', 60_000, now + 60_000)).toEqual({
      count: 1,
      endsAt: now + 120_000,
    });
  });

  test('gives back an attempt in the open window only, never below zero', async () => {
    const url = await freshUrl();
    stores = [openPostgresStore(url)];
    const counters = stores[0]!.rateCounters!;
    const now = Date.now();
    await counters.increment('k', 60_000, now);
    await counters.increment('k', 60_000, now);
    await counters.release('k', now + 1);
    expect(await counters.current('k', now + 1)).toEqual({ count: 1, endsAt: now + 60_000 });
    await counters.release('k', now + 1);
    await counters.release('k', now + 1);
    expect(await counters.current('k', now + 1)).toEqual({ count: 0, endsAt: now + 60_000 });
    await counters.release('unknown', now);
    expect(await counters.current('unknown', now)).toBeNull();
  });

  test('purges ended windows now and then', async () => {
    const url = await freshUrl();
    stores = [openPostgresStore(url)];
    const counters = stores[0]!.rateCounters!;
    const now = Date.now();
    await counters.increment('old', 1000, now - 120_000);
    await counters.increment('open', 600_000, now - 120_000);
    // The first count purges while nothing has ended; one a minute later deletes what has ended by then.
    await counters.increment('new', 1000, now);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await admin.query<{ key: string }>(
      `SELECT key FROM ${new URL(url).searchParams.get('options')!.split('=')[1]}.contact_rate_limits ORDER BY key`,
    );
    expect(rows.map((row) => row.key)).toEqual(['new', 'open']);
  });

  test('two server instances give a sender the same 429, whichever answers', async () => {
    Object.assign(process.env, {
      DATABASE_URL: await freshUrl(),
      CONTACT_SECRET: secret,
      CONTACT_IP_SALT: 'two-instances',
      CONTACT_RATE_LIMIT: '3/600',
      CONTACT_REFUSED_LIMIT: '4/600',
      CONTACT_INBOX_FAILURE_LIMIT: '2/900',
      CONTACT_INBOX_TOKEN: inboxToken,
      CONTACT_MIN_FILL_MS: '0',
    });
    const instances = [await startInstance(), await startInstance()];
    const [a, b] = instances.map((instance) => instance.url) as [string, string];
    try {
      // Messages: three accepted across both instances, the fourth refused by either.
      expect((await post(a, message())).status).toBe(201);
      expect((await post(b, message())).status).toBe(201);
      expect((await post(a, message())).status).toBe(201);
      for (const base of [b, a]) {
        const limited = await post(base, message());
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(590);
      }
      // Refused attempts: four bad bodies split over both, then both answer 429 unread.
      for (const base of [a, b, a, b]) expect((await post(base, '{"broken":')).status).toBe(400);
      for (const base of [a, b]) expect((await post(base, message())).status).toBe(429);
      // Inbox logins: two failures across both, then the right token is refused by either.
      const login = (base: string, token: string) =>
        fetch(`${base}/api/messages`, { headers: { Authorization: `Bearer ${token}` } });
      expect((await login(a, inboxToken)).status).toBe(200);
      expect((await login(a, 'wrong')).status).toBe(401);
      expect((await login(b, 'wrong')).status).toBe(401);
      for (const base of [a, b]) expect((await login(base, inboxToken)).status).toBe(429);
    } finally {
      for (const instance of instances) await instance.stop();
    }
  });
});
