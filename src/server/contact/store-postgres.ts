import { randomUUID } from 'node:crypto';
import type * as Pg from 'pg';
import { insertValues, messageFromRow, messageStatements, toCount, toIsoTime, truncateError } from './message-rows';
import { migrations } from './migrations';
import { projectRequire } from './project-require';
import { type RateCounters, rateLimiterFlexible } from './rate-limit';
import type { MessageStore, NewMessage } from './types';

const sql = messageStatements('postgres');
const steps = migrations('postgres');

function loadDriver(): typeof Pg {
  // Required at run time from the project so the Functions bundler does not chase pg's optional pg-native.
  return projectRequire()('pg') as typeof Pg;
}

/** Runs the migration steps the database has not seen yet, one row in contact_schema_version per step. */
async function migrate(client: Pg.PoolClient): Promise<void> {
  await client.query('CREATE TABLE IF NOT EXISTS contact_schema_version (version INTEGER PRIMARY KEY)');
  const { rows } = await client.query<{ version: number }>(
    'SELECT coalesce(max(version), 0)::int AS version FROM contact_schema_version',
  );
  for (let version = rows[0]?.version ?? 0; version < steps.length; version += 1) {
    await client.query(steps[version]!);
    await client.query('INSERT INTO contact_schema_version (version) VALUES ($1)', [version + 1]);
  }
}

/** Runs `work` in a transaction on one pooled connection; rolls back and rethrows on error. */
async function transaction<T>(pool: Pg.Pool, work: (client: Pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    // A connection that could not even roll back is not handed out again.
    client.release(broken);
  }
}

/** The counters' table (migrations.ts creates it with the schema rate-limiter-flexible expects). */
export const rateLimitTable = 'contact_rate_limiter';

/**
 * Rate-limit counters in PostgreSQL, shared by every instance on the database: one
 * rate-limiter-flexible limiter per scope, each attempt one upsert (an open window adds one,
 * an ended one starts again), the row lock of ON CONFLICT counting concurrent instances' attempts
 * once each. The library deletes rows ended an hour ago every five minutes.
 */
function postgresCounters(client: { query: (config: Pg.QueryConfig) => Promise<Pg.QueryResult> }): RateCounters {
  return (options) =>
    new (rateLimiterFlexible().RateLimiterPostgres)({
      ...options,
      storeClient: client,
      storeType: 'pool',
      tableName: rateLimitTable,
      tableCreated: true,
    });
}

/**
 * Contact messages in PostgreSQL. The schema is created on first use (under an advisory lock,
 * so several servers starting together do not race); database errors reject.
 */
export function openPostgresStore(connectionString: string): MessageStore {
  const { Pool } = loadDriver();
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL connection of the contact store failed:', error.message));

  let ready: Promise<void> | null = null;
  let closing: Promise<void> | null = null;
  const ensureSchema = (): Promise<void> => {
    ready ??= transaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('contact_messages schema'))");
      await migrate(client);
    }).catch((error: unknown) => {
      ready = null; // try again on the next call
      throw error;
    });
    return ready;
  };
  const query = async <R extends Pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    await ensureSchema();
    return pool.query<R>(text, values);
  };

  return {
    kind: 'postgres',

    // Through the store's pool, after its migrations ran (they create the counters' table).
    rateCounters: postgresCounters({
      query: async (config) => {
        await ensureSchema();
        return pool.query(config);
      },
    }),

    async insert(message: NewMessage) {
      await ensureSchema();
      return transaction(pool, async (client) => {
        const id = randomUUID();
        // A concurrent insert of the same submission makes this wait for it to commit, then do nothing.
        const inserted = await client.query(sql.insert, insertValues(id, message));
        if (inserted.rowCount === 1) return { id, created: true };
        // Read committed: this statement sees the row the conflicting transaction committed.
        const found = await client.query<{ id: string }>(sql.idOfSubmission, [message.submissionId]);
        const first = found.rows[0];
        if (!first) throw new Error(`Message ${message.submissionId} was neither stored nor found`);
        return { id: first.id, created: false };
      });
    },

    async idOfSubmission(submissionId) {
      const { rows } = await query<{ id: string }>(sql.idOfSubmission, [submissionId]);
      return rows[0]?.id ?? null;
    },

    async list({ limit, offset }) {
      const [count, page] = await Promise.all([
        query<{ total: string }>(sql.count),
        query(sql.page, [toCount(limit), toCount(offset)]),
      ]);
      return { total: Number(count.rows[0]?.total ?? 0), messages: page.rows.map(messageFromRow) };
    },

    async pendingNotifications({ limit, maxAttempts }) {
      const { rows } = await query(sql.pending, [maxAttempts, toCount(limit)]);
      return rows.map(messageFromRow);
    },

    async claimNotification({ id, notifyAttempts }, { now, until }) {
      const { rowCount } = await query(sql.claim, [until, id, notifyAttempts, now]);
      return rowCount === 1;
    },

    async markNotified(id, at) {
      await query(sql.markNotified, [toIsoTime(at), id]);
    },

    async markNotifyFailed(id, error) {
      await query(sql.markNotifyFailed, [truncateError(error), id]);
    },

    async checkWritable() {
      await ensureSchema();
      await transaction(pool, async (client) => {
        // Bounded, so a readiness probe answers even when a lock holds the table.
        await client.query("SET LOCAL statement_timeout = '2s'");
        // A real write statement (it changes no row): refused by a read-only server or
        // transaction mode, a hot standby, or a role without UPDATE, where SELECT 1 would pass.
        await client.query(sql.writeCheck);
      });
    },

    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
