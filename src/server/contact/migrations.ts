/**
 * The schema of contact_messages, step by step, per dialect. A database at version n runs the
 * steps after the n-th (SQLite keeps n in PRAGMA user_version, PostgreSQL one row per applied
 * step in contact_schema_version). A step that has shipped is never edited: a new field is a
 * new step at the end of both lists, e.g. `ALTER TABLE contact_messages ADD COLUMN x TEXT NOT
 * NULL DEFAULT ''`, and message-rows.ts then reads and writes it by itself.
 */
export const sqliteMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS contact_messages (
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
  CREATE INDEX IF NOT EXISTS contact_messages_received_at ON contact_messages (received_at);`,
];

export const postgresMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS contact_messages (
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
  CREATE INDEX IF NOT EXISTS contact_messages_received_at ON contact_messages (received_at);`,
];
