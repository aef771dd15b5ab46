import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { Locale } from '../../i18n/locales';
import type { MessageStore, NewMessage, StoredMessage } from './types';

type Database = BetterSqlite3.Database;

/** Bumped with every change of the schema below; stored in PRAGMA user_version. */
const schemaVersion = 1;

const schema = `
CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY NOT NULL,
  submission_id TEXT NOT NULL UNIQUE,
  company TEXT NOT NULL,
  name TEXT NOT NULL,
  telephone TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  page TEXT NOT NULL,
  received_at TEXT NOT NULL,
  ip_hash TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  consent_version TEXT NOT NULL,
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT
);
CREATE INDEX IF NOT EXISTS contact_messages_received_at ON contact_messages (received_at);
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
  received_at: string;
  ip_hash: string;
  user_agent: string;
  consent_version: string;
  notified_at: string | null;
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
    receivedAt: row.received_at,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    consentVersion: row.consent_version,
    notifiedAt: row.notified_at,
    notifyAttempts: row.notify_attempts,
    notifyError: row.notify_error,
  };
}

/**
 * Times are stored as ISO 8601 in UTC so that text order is time order; an invalid time
 * throws (as PostgreSQL's timestamptz would) instead of being stored.
 */
function toIsoTime(value: string): string {
  return new Date(value).toISOString();
}

/** The stored notification error: at most 500 characters (whole code points). */
function truncateError(error: string): string {
  const points = Array.from(error);
  return points.length <= 500 ? error : points.slice(0, 500).join('');
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

function loadDriver(): typeof BetterSqlite3 {
  // A native module: required at run time from the project so the Functions bundler leaves it alone.
  return projectRequire()('better-sqlite3') as typeof BetterSqlite3;
}

function openDatabase(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const Driver = loadDriver();
  const db = new Driver(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      db.exec(schema);
      if ((db.pragma('user_version', { simple: true }) as number) < schemaVersion) {
        db.pragma(`user_version = ${schemaVersion}`);
      }
    }).immediate();
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Contact messages in an embedded SQLite file (WAL mode). The file, its directory and the
 * schema are created on first use, so an unusable file makes that call reject, not the start.
 */
export function openSqliteStore(file: string): MessageStore {
  let db: Database | null = null;
  let closed = false;

  const database = (): Database => {
    if (closed) throw new Error('The contact message store is closed');
    db ??= openDatabase(file);
    return db;
  };
  // better-sqlite3 is synchronous; every method still answers with a promise so both stores
  // share one interface, and a thrown error becomes a rejection.
  const later = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

  return {
    kind: 'sqlite',

    insert: (message: NewMessage) =>
      later(() => {
        const conn = database();
        const id = randomUUID();
        // One statement: the row is stored whole or not at all, and a known submission stores nothing.
        const { changes } = conn
          .prepare(
            `INSERT INTO contact_messages (id, submission_id, company, name, telephone, email, message, locale,
               page, received_at, ip_hash, user_agent, consent_version)
             VALUES (@id, @submissionId, @company, @name, @telephone, @email, @message, @locale,
               @page, @receivedAt, @ipHash, @userAgent, @consentVersion)
             ON CONFLICT (submission_id) DO NOTHING`,
          )
          .run({
            id,
            submissionId: message.submissionId,
            company: message.company,
            name: message.name,
            telephone: message.telephone,
            email: message.email,
            message: message.message,
            locale: message.locale,
            page: message.page,
            receivedAt: toIsoTime(message.receivedAt),
            ipHash: message.ipHash,
            userAgent: message.userAgent,
            consentVersion: message.consentVersion,
          });
        if (changes === 1) return { id, created: true };
        const first = conn
          .prepare('SELECT id FROM contact_messages WHERE submission_id = ?')
          .pluck()
          .get(message.submissionId) as string | undefined;
        if (first === undefined) throw new Error(`Message ${message.submissionId} was neither stored nor found`);
        return { id: first, created: false };
      }),

    list: ({ limit, offset }) =>
      later(() => {
        const conn = database();
        return conn.transaction(() => ({
          total: conn.prepare('SELECT count(*) FROM contact_messages').pluck().get() as number,
          messages: (
            conn
              .prepare('SELECT * FROM contact_messages ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?')
              .all(toCount(limit), toCount(offset)) as MessageRow[]
          ).map(toMessage),
        }))();
      }),

    pendingNotifications: ({ limit, maxAttempts }) =>
      later(() =>
        (
          database()
            .prepare(
              `SELECT * FROM contact_messages WHERE notified_at IS NULL AND notify_attempts < ?
               ORDER BY received_at ASC, id ASC LIMIT ?`,
            )
            .all(maxAttempts, toCount(limit)) as MessageRow[]
        ).map(toMessage),
      ),

    markNotified: (id, at) =>
      later(() => {
        database()
          .prepare(
            `UPDATE contact_messages
             SET notified_at = ?, notify_attempts = notify_attempts + 1, notify_error = NULL WHERE id = ?`,
          )
          .run(toIsoTime(at), id);
      }),

    markNotifyFailed: (id, error) =>
      later(() => {
        database()
          .prepare('UPDATE contact_messages SET notify_attempts = notify_attempts + 1, notify_error = ? WHERE id = ?')
          .run(truncateError(error), id);
      }),

    close: () =>
      later(() => {
        closed = true;
        db?.close();
        db = null;
      }),
  };
}
