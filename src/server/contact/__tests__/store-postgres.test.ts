/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { openPostgresStore } from '../store-postgres';
import type { MessageStore } from '../types';
import { createTestSchema } from './postgres-schema';
import { newMessage } from './store-contract';

// A real server: `npm test` starts a throwaway one (scripts/lib/postgres.mjs) and sets this.
const databaseUrl = process.env.TEST_DATABASE_URL;
const maybe = databaseUrl ? describe : describe.skip;
if (!databaseUrl) console.log('PostgreSQL store tests skipped: TEST_DATABASE_URL is not set.');

jest.setTimeout(30_000);

let admin: Pool;
const schemas: string[] = [];

/** The test database seen through a schema of its own: every test starts on an empty database. */
async function freshUrl(): Promise<string> {
  const { schema, url } = await createTestSchema(admin, databaseUrl!, 'contact_test');
  schemas.push(schema);
  return url;
}

async function rows(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    return (await pool.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await pool.end();
  }
}

const rowCount = async (url: string) => Number((await rows(url, 'SELECT count(*) AS n FROM contact_messages'))[0]?.n);

maybe('PostgreSQL store', () => {
  beforeAll(() => {
    admin = new Pool({ connectionString: databaseUrl, max: 2 });
  });
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  test('several stores starting together on an empty database all work, and share their rows', async () => {
    const url = await freshUrl();
    const stores = Array.from({ length: 4 }, () => openPostgresStore(url));
    const submissionId = randomUUID();
    const results = await Promise.all(
      stores.flatMap((store) => [store.insert(newMessage()), store.insert(newMessage({ submissionId }))]),
    );
    expect(results.filter((r) => r.created)).toHaveLength(5);
    await Promise.all(stores.map((store) => store.close()));
    expect(await rowCount(url)).toBe(5);
  });

  test('the same submission racing through two connection pools is stored once', async () => {
    const url = await freshUrl();
    const [a, b] = [openPostgresStore(url), openPostgresStore(url)];
    await a.insert(newMessage());
    await b.insert(newMessage());
    const ids = Array.from({ length: 50 }, () => randomUUID());
    const results = await Promise.all(
      ids.flatMap((submissionId) => [a.insert(newMessage({ submissionId })), b.insert(newMessage({ submissionId }))]),
    );
    expect(results.filter((r) => r.created)).toHaveLength(50);
    for (let i = 0; i < ids.length; i += 1) expect(results[2 * i]?.id).toBe(results[2 * i + 1]?.id);
    await Promise.all([a.close(), b.close()]);
    expect(await rowCount(url)).toBe(52);
  });

  test('the readiness check passes on a writable database, writes nothing, and fails where writes are refused', async () => {
    const url = await freshUrl();
    const store = openPostgresStore(url);
    await store.insert(newMessage());
    await store.checkWritable();
    expect(await rowCount(url)).toBe(1);
    await store.close();

    // Every transaction of these connections is read-only, as on a standby or a read-only server.
    const readOnly = new URL(url);
    readOnly.searchParams.set('options', `${readOnly.searchParams.get('options')} -c default_transaction_read_only=on`);
    expect(await rows(readOnly.toString(), 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const refused = openPostgresStore(readOnly.toString());
    await expect(refused.checkWritable()).rejects.toThrow(/read-only transaction/);
    await expect(refused.insert(newMessage())).rejects.toThrow(/read-only transaction/);
    await refused.close();
  });

  test('a server that cannot be reached rejects the insert', async () => {
    const url = new URL(databaseUrl!);
    url.port = '1';
    const store: MessageStore = openPostgresStore(url.toString());
    await expect(store.insert(newMessage())).rejects.toThrow();
    await store.close();
  });
});
