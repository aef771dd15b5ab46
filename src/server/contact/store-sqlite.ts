import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { insertValues, messageFromRow, messageStatements, toCount, toIsoTime, truncateError } from './message-rows';
import { migrations } from './migrations';
import { projectRequire } from './project-require';
import type { MessageStore, NewMessage } from './types';

type Database = BetterSqlite3.Database;

const sql = messageStatements('sqlite');
const steps = migrations('sqlite');

function loadDriver(): typeof BetterSqlite3 {
  // A native module: required at run time from the project so the Functions bundler leaves it alone.
  return projectRequire()('better-sqlite3') as typeof BetterSqlite3;
}

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
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    migrate(db);
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
  const rows = (statement: string, ...values: unknown[]) =>
    (
      database()
        .prepare(statement)
        .all(...values) as Record<string, unknown>[]
    ).map(messageFromRow);

  return {
    kind: 'sqlite',

    insert: (message: NewMessage) =>
      later(() => {
        const conn = database();
        const id = randomUUID();
        // One statement: the row is stored whole or not at all, and a known submission stores nothing.
        const { changes } = conn.prepare(sql.insert).run(...insertValues(id, message));
        if (changes === 1) return { id, created: true };
        const first = conn.prepare(sql.idOfSubmission).pluck().get(message.submissionId) as string | undefined;
        if (first === undefined) throw new Error(`Message ${message.submissionId} was neither stored nor found`);
        return { id: first, created: false };
      }),

    idOfSubmission: (submissionId) =>
      later(() => (database().prepare(sql.idOfSubmission).pluck().get(submissionId) as string | undefined) ?? null),

    list: ({ limit, offset }) =>
      later(() => {
        const conn = database();
        return conn.transaction(() => ({
          total: conn.prepare(sql.count).pluck().get() as number,
          messages: rows(sql.page, toCount(limit), toCount(offset)),
        }))();
      }),

    pendingNotifications: ({ limit, maxAttempts }) => later(() => rows(sql.pending, maxAttempts, toCount(limit))),

    markNotified: (id, at) =>
      later(() => {
        database().prepare(sql.markNotified).run(toIsoTime(at), id);
      }),

    markNotifyFailed: (id, error) =>
      later(() => {
        database().prepare(sql.markNotifyFailed).run(truncateError(error), id);
      }),

    close: () =>
      later(() => {
        closed = true;
        db?.close();
        db = null;
      }),
  };
}
