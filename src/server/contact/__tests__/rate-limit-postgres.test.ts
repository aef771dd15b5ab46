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
import { createRateLimiter } from '../rate-limit';

// Beyond one machine: with DATABASE_URL the counters live in PostgreSQL, so every
// instance behind a proxy spends the same budget.

const { Pool } = projectRequire()('pg') as typeof Pg;
const databaseUrl = process.env.TEST_DATABASE_URL;
const maybe = databaseUrl ? describe : describe.skip;
if (!databaseUrl) console.log('PostgreSQL rate-limit tests skipped: TEST_DATABASE_URL is not set.');

jest.setTimeout(60_000);

let admin: Pg.Pool;
const schemas: string[] = [];

/** The schema a test URL points its connections at. */
const schemaOf = (url: string) => new URL(url).searchParams.get('options')!.split('=')[1]!;

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
  // An English message needs an e-mail address and a country or region (src/contact/schema.ts).
  email: 'zhang.wei@example.com',
  country: 'CN',
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
    const limiters = stores.map((store) =>
      createRateLimiter({ limit: 40, windowMs: 60_000, scope: 'k' }, { counters: store.rateCounters! }),
    );
    const decisions = await Promise.all(Array.from({ length: 100 }, (_, index) => limiters[index % 2]!.take('s')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(40);
    const refused = decisions.filter((decision) => !decision.allowed);
    expect(refused).toHaveLength(60);
    // One window for all: it ends when the first attempt's minute does (seconds pass on a loaded machine).
    const seconds = [...refused, await limiters[1]!.check('s')].map((decision) =>
      decision.allowed ? 0 : decision.retryAfterSeconds,
    );
    expect(Math.min(...seconds)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...seconds)).toBeLessThanOrEqual(60);
    expect(await limiters[0]!.check('other')).toEqual({ allowed: true });
  });

  test('gives back an attempt in the open window only, never below zero', async () => {
    const url = await freshUrl();
    stores = [openPostgresStore(url)];
    const limiter = createRateLimiter(
      { limit: 2, windowMs: 60_000, scope: 'k' },
      { counters: stores[0]!.rateCounters! },
    );
    await limiter.take('s');
    await limiter.take('s');
    expect((await limiter.check('s')).allowed).toBe(false);
    await limiter.giveBack('s');
    expect((await limiter.check('s')).allowed).toBe(true);
    await limiter.giveBack('s');
    await limiter.giveBack('s');
    await limiter.giveBack('unknown');
    expect((await limiter.take('s')).allowed).toBe(true);
    expect((await limiter.take('s')).allowed).toBe(true);
    expect((await limiter.take('s')).allowed).toBe(false);
    const { rows } = await admin.query<{ key: string; points: number }>(
      `SELECT key, points FROM ${schemaOf(url)}.contact_rate_limiter ORDER BY key`,
    );
    expect(rows).toEqual([{ key: 'k:s', points: 3 }]);
  });

  test('starts a new window when the last one has ended', async () => {
    const url = await freshUrl();
    stores = [openPostgresStore(url)];
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, scope: 'k' }, { counters: stores[0]!.rateCounters! });
    expect((await limiter.take('s')).allowed).toBe(true);
    expect(await limiter.take('s')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.check('s')).toEqual({ allowed: true });
    await limiter.giveBack('s'); // an ended window gives nothing back
    expect((await limiter.take('s')).allowed).toBe(true);
    expect((await limiter.take('s')).allowed).toBe(false);
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
