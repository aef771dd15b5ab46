import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type BetterSqlite3 from 'better-sqlite3';
import { insertValues, messageFromRow, messageStatements, toCount, toIsoTime, truncateError } from './message-rows';
import { migrations } from './migrations';
import { projectRequire } from './project-require';
import { StoreBusyError, type MessageStore, type NewMessage } from './types';

type Database = BetterSqlite3.Database;

const sql = messageStatements('sqlite');
const steps = migrations('sqlite');

function loadDriver(): typeof BetterSqlite3 {
  // A native module: required at run time from the project so the Functions bundler leaves it alone.
  return projectRequire()('better-sqlite3') as typeof BetterSqlite3;
}

/** The SQLite result code of an error (SQLITE_BUSY, SQLITE_READONLY_DBMOVED, ...), if it has one. */
function sqliteCode(error: unknown): string | undefined {
  // By name, not class: the driver's error class differs between module registries (Jest, Functions).
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
}

/** Another connection holds the lock: worth trying again shortly, on the same connection. */
const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)(_|$)/.test(sqliteCode(error) ?? '');

/**
 * An error of the connection rather than of the statement (read-only file, I/O error, file
 * replaced or moved, ...): the connection is dropped so the next call opens the file afresh.
 * A connection opened while the file was read-only stays read-only after the fix otherwise.
 */
const isConnectionFailure = (error: unknown) => {
  const code = sqliteCode(error);
  return code !== undefined && !isBusy(error) && !/^SQLITE_(CONSTRAINT|MISMATCH|RANGE)(_|$)/.test(code);
};

/** Runs the migration steps the file has not seen yet (PRAGMA user_version counts the applied ones). */
function migrate(db: Database): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    for (const step of steps.slice(version)) db.exec(step);
    if (version < steps.length) db.pragma(`user_version = ${steps.length}`);
  }).immediate();
}

function openDatabase(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const Driver = loadDriver();
  const db = new Driver(file);
  try {
    // Never wait for a lock inside SQLite: that wait would block the whole process (pages,
    // health checks). A busy database is retried asynchronously by the store instead.
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** How long a call waits for another connection's lock by default before StoreBusyError. */
export const defaultBusyDeadlineMs = 600;

export interface SqliteStoreOptions {
  /** How long a call keeps retrying a locked database before it rejects with StoreBusyError. */
  busyDeadlineMs?: number;
  /** The longest pause between two attempts to open the file after a failure. */
  maxReopenDelayMs?: number;
}

/**
 * Contact messages in an embedded SQLite file (WAL mode). The file, its directory and the
 * schema are created on first use, so an unusable file makes that call reject, not the start.
 *
 * The driver is synchronous, so no call ever waits inside SQLite: a locked database is retried
 * with timers (the event loop stays free) until `busyDeadlineMs`, then the call rejects with
 * StoreBusyError. A failed open, or a connection that turned out unusable (opened read-only,
 * I/O error), is retried by later calls, at most every `maxReopenDelayMs`.
 */
export function openSqliteStore(
  file: string,
  { busyDeadlineMs = defaultBusyDeadlineMs, maxReopenDelayMs = 1000 }: SqliteStoreOptions = {},
): MessageStore {
  let db: Database | null = null;
  let closed = false;
  // After a failure to open: no new attempt before `reopenAt`, the delay doubling up to the cap.
  let reopenAt = 0;
  let reopenDelay = 0;
  let openError: unknown = null;

  const dropConnection = () => {
    try {
      db?.close();
    } catch {
      // Closing a broken connection may fail too; it is gone either way.
    }
    db = null;
  };

  const database = (): Database => {
    if (closed) throw new Error('The contact message store is closed');
    if (db) return db;
    if (openError && Date.now() < reopenAt) throw openError as Error;
    try {
      db = openDatabase(file);
    } catch (error) {
      // A locked file is no reason to wait longer: the busy retry below tries again in milliseconds.
      if (!isBusy(error)) {
        reopenDelay = Math.min(maxReopenDelayMs, Math.max(50, reopenDelay * 2));
        reopenAt = Date.now() + reopenDelay;
        openError = error;
      }
      throw error;
    }
    openError = null;
    reopenDelay = 0;
    return db;
  };

  /**
   * Runs synchronous work against the connection, retrying with growing pauses while another
   * connection holds the lock. Work that is retried must store nothing when it fails: each call
   * below is one statement or one transaction.
   */
  const attempt = async <T>(work: (conn: Database) => T): Promise<T> => {
    const deadline = Date.now() + busyDeadlineMs;
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      try {
        return work(database());
      } catch (error) {
        if (isConnectionFailure(error) && db) dropConnection();
        if (!isBusy(error)) throw error;
        const left = deadline - Date.now();
        if (left <= 0) throw new StoreBusyError('The contact message store is locked by another connection');
        await sleep(Math.min(pause, left));
      }
    }
  };

  const rows = (conn: Database, statement: string, ...values: unknown[]) =>
    (conn.prepare(statement).all(...values) as Record<string, unknown>[]).map(messageFromRow);

  return {
    kind: 'sqlite',

    insert: (message: NewMessage) => {
      const values = (id: string) => insertValues(id, message);
      return attempt((conn) => {
        const id = randomUUID();
        // One statement: the row is stored whole or not at all, and a known submission stores nothing.
        const { changes } = conn.prepare(sql.insert).run(...values(id));
        if (changes === 1) return { id, created: true };
        const first = conn.prepare(sql.idOfSubmission).pluck().get(message.submissionId) as string | undefined;
        if (first === undefined) throw new Error(`Message ${message.submissionId} was neither stored nor found`);
        return { id: first, created: false };
      });
    },

    idOfSubmission: (submissionId) =>
      attempt((conn) => (conn.prepare(sql.idOfSubmission).pluck().get(submissionId) as string | undefined) ?? null),

    list: ({ limit, offset }) =>
      attempt((conn) =>
        conn.transaction(() => ({
          total: conn.prepare(sql.count).pluck().get() as number,
          messages: rows(conn, sql.page, toCount(limit), toCount(offset)),
        }))(),
      ),

    pendingNotifications: ({ limit, maxAttempts }) =>
      attempt((conn) => rows(conn, sql.pending, maxAttempts, toCount(limit))),

    claimNotification: ({ id, notifyAttempts }, { now, until }) =>
      attempt((conn) => conn.prepare(sql.claim).run(until, id, notifyAttempts, now).changes === 1),

    markNotified: (id, at) =>
      attempt((conn) => {
        conn.prepare(sql.markNotified).run(toIsoTime(at), id);
      }),

    markNotifyFailed: (id, error) =>
      attempt((conn) => {
        conn.prepare(sql.markNotifyFailed).run(truncateError(error), id);
      }),

    checkWritable: () =>
      attempt((conn) => {
        // Takes the write lock and runs an update in a transaction that is rolled back: a
        // connection that can read but not write (a file opened read-only) fails here.
        conn.exec('BEGIN IMMEDIATE');
        try {
          conn.prepare(sql.writeCheck).run();
        } finally {
          // Some errors (I/O, disk full) end the transaction themselves.
          if (conn.inTransaction) conn.exec('ROLLBACK');
        }
      }),

    close: () => {
      closed = true;
      dropConnection();
      return Promise.resolve();
    },
  };
}
