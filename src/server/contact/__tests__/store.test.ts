/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type * as Pg from 'pg';
import { migrations } from '../migrations';
import { projectRequire } from '../project-require';
import { openPostgresStore } from '../store-postgres';
import { openSqliteStore } from '../store-sqlite';
import { describeStoreContract, type TestDatabase } from './store-contract';

/**
 * The drivers through Node's own require, the way the stores load them. Importing better-sqlite3
 * through Jest's module registry would initialise the native addon a second time, with error
 * classes that die with this test file's environment (later test files then saw SQLite errors vanish).
 */
const Sqlite = projectRequire()('better-sqlite3') as typeof BetterSqlite3;
const { Pool } = projectRequire()('pg') as typeof Pg;

// A real PostgreSQL server: `npm test` starts a throwaway one (scripts/lib/postgres.mjs) and sets this.
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.log('PostgreSQL store tests skipped: TEST_DATABASE_URL is not set.');

jest.setTimeout(30_000);

let dir: string;
let counter = 0;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-store-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A file in a directory that does not exist yet. */
function freshSqlite(): Promise<TestDatabase> {
  const file = path.join(dir, `db-${(counter += 1)}`, 'contact.sqlite');
  const withDb = <T>(work: (db: BetterSqlite3.Database) => T): T => {
    if (!fs.existsSync(file)) fs.mkdirSync(path.dirname(file), { recursive: true });
    const db = new Sqlite(file);
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  const query = (sql: string) => withDb((db) => db.prepare(sql).all() as Record<string, unknown>[]);
  return Promise.resolve({
    open: () => openSqliteStore(file),
    exec: async (sql) => withDb((db) => void db.exec(sql)),
    query: async (sql) => query(sql),
    tables: async () =>
      query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((t) => String(t.name)),
    columns: async () => query('PRAGMA table_info(contact_messages)').map((c) => String(c.name)),
    indexes: async () =>
      query('PRAGMA index_list(contact_messages)').map((index) => ({
        columns: query(`PRAGMA index_info(${String(index.name)})`).map((c) => String(c.name)),
        unique: index.unique === 1,
      })),
    version: async () => withDb((db) => db.pragma('user_version', { simple: true }) as number),
    createVersion1: async () => withDb((db) => void db.exec(`${migrations('sqlite')[0]}; PRAGMA user_version = 1;`)),
    refuseInsertsSql: `CREATE TRIGGER refuse AFTER INSERT ON contact_messages
      BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
  });
}

let admin: Pg.Pool | undefined;
const schemas: string[] = [];
afterAll(async () => {
  for (const schema of schemas) await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin?.end();
});

/** The test database seen through a schema of its own. */
async function freshPostgres(): Promise<TestDatabase> {
  admin ??= new Pool({ connectionString: databaseUrl, max: 2 });
  const schema = `contact_test_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  schemas.push(schema);
  const url = new URL(databaseUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const query = async (sql: string) => {
    const pool = new Pool({ connectionString: url.toString(), max: 1 });
    try {
      const result = (await pool.query(sql)) as Pg.QueryResult | Pg.QueryResult[];
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<string, unknown>[];
    } finally {
      await pool.end();
    }
  };
  return {
    open: () => openPostgresStore(url.toString()),
    exec: async (sql) => void (await query(sql)),
    query,
    tables: async () =>
      (
        await query('SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1')
      ).map((t) => String(t.table_name)),
    columns: async () =>
      (
        await query(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = 'contact_messages' ORDER BY ordinal_position`,
        )
      ).map((c) => String(c.column_name)),
    indexes: async () =>
      (
        await query(
          `SELECT ix.indisunique AS unique,
             array_to_string(ARRAY(SELECT a.attname FROM unnest(ix.indkey) k
               JOIN pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k), ',') AS columns
           FROM pg_index ix WHERE ix.indrelid = 'contact_messages'::regclass`,
        )
      ).map((index) => ({ columns: String(index.columns).split(','), unique: index.unique === true })),
    version: async () =>
      Number((await query('SELECT max(version) AS version FROM contact_schema_version'))[0]?.version),
    createVersion1: async () => {
      await query(`${migrations('postgres')[0]};
        CREATE TABLE contact_schema_version (version INTEGER PRIMARY KEY);
        INSERT INTO contact_schema_version (version) VALUES (1);`);
    },
    refuseInsertsSql: `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$;
      CREATE TRIGGER refuse AFTER INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION refuse();`,
  };
}

describe('SQLite store', () => {
  describeStoreContract(freshSqlite);
});

(databaseUrl ? describe : describe.skip)('PostgreSQL store', () => {
  describeStoreContract(freshPostgres);
});
