import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type * as Pg from 'pg';
import type { Locale } from '../../i18n/locales';
import type { MessageStore, NewMessage, StoredMessage } from './types';

/** Bumped with every change of the schema below; one row per applied version. */
const schemaVersion = 1;

const schema = `
CREATE TABLE IF NOT EXISTS contact_messages (
  id UUID PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  company TEXT NOT NULL,
  name TEXT NOT NULL,
  telephone TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  page TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL,
  ip_hash TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  consent_version TEXT NOT NULL,
  notified_at TIMESTAMPTZ,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT
);
CREATE INDEX IF NOT EXISTS contact_messages_received_at ON contact_messages (received_at);
CREATE TABLE IF NOT EXISTS contact_schema_version (version INTEGER PRIMARY KEY);
`;

interface MessageRow {
  id: string;
  submission_id: string;
  company: string;
  name: string;
  telephone: string;
  email: string;
  message: string;
  locale: string;
  page: string;
  received_at: Date;
  ip_hash: string;
  user_agent: string;
  consent_version: string;
  notified_at: Date | null;
  notify_attempts: number;
  notify_error: string | null;
}

function toMessage(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    submissionId: row.submission_id,
    company: row.company,
    name: row.name,
    telephone: row.telephone,
    email: row.email,
    message: row.message,
    locale: row.locale as Locale,
    page: row.page,
    receivedAt: row.received_at.toISOString(),
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    consentVersion: row.consent_version,
    notifiedAt: row.notified_at?.toISOString() ?? null,
    notifyAttempts: row.notify_attempts,
    notifyError: row.notify_error,
  };
}

/** The stored notification error: at most 500 characters (whole code points). */
function truncateError(error: string): string {
  const points = Array.from(error);
  return points.length <= 500 ? error : points.slice(0, 500).join('');
}

/** Times go in as ISO 8601 parsed by JavaScript, as in the SQLite store: an invalid time throws. */
function toIsoTime(value: string): string {
  return new Date(value).toISOString();
}

function toCount(value: number): number {
  return Math.max(0, Math.floor(value));
}

/**
 * Node's require, resolving from the project root (the working directory). Reached through
 * process.getBuiltinModule because webpack rewrites an imported createRequire it cannot
 * evaluate into `undefined`, which broke the compiled Functions.
 */
function projectRequire(): NodeJS.Require {
  return process.getBuiltinModule('node:module').createRequire(path.join(process.cwd(), 'package.json'));
}

function loadDriver(): typeof Pg {
  // Required at run time from the project so the Functions bundler does not chase pg's optional pg-native.
  return projectRequire()('pg') as typeof Pg;
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
      await client.query(schema);
      await client.query('INSERT INTO contact_schema_version (version) VALUES ($1) ON CONFLICT DO NOTHING', [
        schemaVersion,
      ]);
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

    async insert(message: NewMessage) {
      await ensureSchema();
      return transaction(pool, async (client) => {
        const id = randomUUID();
        // A concurrent insert of the same submission makes this wait for it to commit, then do nothing.
        const inserted = await client.query(
          `INSERT INTO contact_messages (id, submission_id, company, name, telephone, email, message, locale,
             page, received_at, ip_hash, user_agent, consent_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (submission_id) DO NOTHING`,
          [
            id,
            message.submissionId,
            message.company,
            message.name,
            message.telephone,
            message.email,
            message.message,
            message.locale,
            message.page,
            toIsoTime(message.receivedAt),
            message.ipHash,
            message.userAgent,
            message.consentVersion,
          ],
        );
        if (inserted.rowCount === 1) return { id, created: true };
        // Read committed: this statement sees the row the conflicting transaction committed.
        const found = await client.query<{ id: string }>('SELECT id FROM contact_messages WHERE submission_id = $1', [
          message.submissionId,
        ]);
        const first = found.rows[0];
        if (!first) throw new Error(`Message ${message.submissionId} was neither stored nor found`);
        return { id: first.id, created: false };
      });
    },

    async list({ limit, offset }) {
      const [count, page] = await Promise.all([
        query<{ total: number }>('SELECT count(*)::int AS total FROM contact_messages'),
        query<MessageRow>('SELECT * FROM contact_messages ORDER BY received_at DESC, id DESC LIMIT $1 OFFSET $2', [
          toCount(limit),
          toCount(offset),
        ]),
      ]);
      return { total: count.rows[0]?.total ?? 0, messages: page.rows.map(toMessage) };
    },

    async pendingNotifications({ limit, maxAttempts }) {
      const { rows } = await query<MessageRow>(
        `SELECT * FROM contact_messages WHERE notified_at IS NULL AND notify_attempts < $1
         ORDER BY received_at ASC, id ASC LIMIT $2`,
        [maxAttempts, toCount(limit)],
      );
      return rows.map(toMessage);
    },

    async markNotified(id, at) {
      await query(
        `UPDATE contact_messages
         SET notified_at = $2, notify_attempts = notify_attempts + 1, notify_error = NULL WHERE id = $1`,
        [id, toIsoTime(at)],
      );
    },

    async markNotifyFailed(id, error) {
      await query(
        'UPDATE contact_messages SET notify_attempts = notify_attempts + 1, notify_error = $2 WHERE id = $1',
        [id, truncateError(error)],
      );
    },

    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
