/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { openPostgresStore } from '../store-postgres';
import type { MessageStore } from '../types';
import { describeStoreContract, newMessage } from './store-contract';

// A real server: `npm test` starts a throwaway one (scripts/lib/postgres.mjs) and sets this.
const databaseUrl = process.env.TEST_DATABASE_URL;
const maybe = databaseUrl ? describe : describe.skip;
if (!databaseUrl) console.log('PostgreSQL store tests skipped: TEST_DATABASE_URL is not set.');

jest.setTimeout(30_000);

let admin: Pool;
const schemas: string[] = [];

/** The test database seen through a schema of its own: every test starts on an empty database. */
async function freshUrl(): Promise<string> {
  const schema = `contact_test_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  schemas.push(schema);
  const url = new URL(databaseUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
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

  describe('the MessageStore contract', () => {
    describeStoreContract(async () => openPostgresStore(await freshUrl()));
  });

  test('creates schema and version on first use, not before', async () => {
    const url = await freshUrl();
    const store = openPostgresStore(url);
    const tables = () =>
      rows(url, 'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1');
    expect(await tables()).toEqual([]);
    await store.insert(newMessage());
    await store.close();
    expect((await tables()).map((t) => t.table_name)).toEqual(['contact_messages', 'contact_schema_version']);
    expect(await rows(url, 'SELECT version FROM contact_schema_version')).toEqual([{ version: 1 }]);
    const columns = await rows(
      url,
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'contact_messages' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'id',
      'submission_id',
      'company',
      'name',
      'telephone',
      'email',
      'message',
      'locale',
      'page',
      'received_at',
      'ip_hash',
      'user_agent',
      'consent_version',
      'notified_at',
      'notify_attempts',
      'notify_error',
    ]);
    const indexes = (
      await rows(
        url,
        "SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'contact_messages'",
      )
    ).map((i) => String(i.indexdef));
    expect(indexes.some((d) => /UNIQUE INDEX .*\(submission_id\)/.test(d))).toBe(true);
    expect(indexes.some((d) => /INDEX .*\(received_at\)/.test(d))).toBe(true);
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

  test('an insert failing inside its transaction leaves no row behind', async () => {
    const url = await freshUrl();
    const store = openPostgresStore(url);
    await store.insert(newMessage());
    await rows(
      url,
      `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$;
       CREATE TRIGGER refuse AFTER INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION refuse();`,
    );
    await expect(store.insert(newMessage())).rejects.toMatchObject({
      message: expect.stringContaining('disk on fire'),
    });
    // The pool is still usable after the rollback.
    expect((await store.list({ limit: 10, offset: 0 })).total).toBe(1);
    await store.close();
    expect(await rowCount(url)).toBe(1);
  });

  test('a server that cannot be reached rejects the insert', async () => {
    const url = new URL(databaseUrl!);
    url.port = '1';
    const store: MessageStore = openPostgresStore(url.toString());
    await expect(store.insert(newMessage())).rejects.toThrow();
    await store.close();
  });
});
