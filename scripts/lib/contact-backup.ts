// Backups of the contact messages (npm run backup / npm run restore, docs/operations.md): the SQLite
// store copied with SQLite's online backup API while the server writes, or PostgreSQL dumped with
// pg_dump; the newest BACKUP_KEEP copies kept in BACKUP_DIR.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

const requireHere = createRequire(__filename);
const Database = requireHere('better-sqlite3') as typeof BetterSqlite3;

export interface BackupSettings {
  /** Where the copies go (absolute). */
  dir: string;
  /** How many copies are kept, newest first. */
  keep: number;
  /** PostgreSQL, when the server uses it. */
  databaseUrl: string | null;
  /** The SQLite store, when it does not (absolute). */
  sqliteFile: string;
}

/** The settings the server and the backups share, read as the server reads them (relative to `cwd`). */
export function backupSettings(env: NodeJS.ProcessEnv, cwd = process.cwd()): BackupSettings {
  const keepText = env.BACKUP_KEEP?.trim() || '14';
  if (!/^[1-9]\d{0,3}$/.test(keepText))
    throw new Error(`BACKUP_KEEP must be a whole number of copies, at least 1; got "${keepText}"`);
  return {
    dir: path.resolve(cwd, env.BACKUP_DIR?.trim() || 'data/backups'),
    keep: Number(keepText),
    databaseUrl: env.DATABASE_URL || null,
    sqliteFile: path.resolve(cwd, env.CONTACT_DB || 'data/contact.sqlite'),
  };
}

const backupName = /^contact-\d{8}T\d{9}Z\.(sqlite|pgdump)$/;

/** The copies in `dir`, oldest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => backupName.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Removes all but the newest `keep` copies; returns the removed ones. */
export function pruneBackups(dir: string, keep: number): string[] {
  const removed = listBackups(dir).slice(0, -keep);
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}

const stamp = () => new Date().toISOString().replace(/[-:.]/g, '');

/** Opens a SQLite copy read-only and checks it whole; returns its message count. */
export function checkSqliteCopy(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);
    return (db.prepare('SELECT count(*) AS n FROM contact_messages').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * Copies the SQLite store into `dir` with the online backup API, in one step: one read transaction,
 * so the copy is the store as of one instant, while the server goes on writing (WAL).
 */
export async function backupSqlite(file: string, dir: string): Promise<{ file: string; messages: number }> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: nothing to back up (CONTACT_DB)`);
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, `contact-${stamp()}.sqlite`);
  const partial = `${target}.partial`;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await db.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const messages = checkSqliteCopy(partial);
  fs.renameSync(partial, target);
  return { file: target, messages };
}

/** Dumps PostgreSQL into `dir` with pg_dump (custom format, for pg_restore). */
export function backupPostgres(databaseUrl: string, dir: string): { file: string } {
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, `contact-${stamp()}.pgdump`);
  const partial = `${target}.partial`;
  const dumped = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, '--dbname', databaseUrl], {
    encoding: 'utf8',
  });
  if (dumped.error)
    throw new Error(`pg_dump could not run (${dumped.error.message}): sudo apt-get install -y postgresql-client`);
  if (dumped.status !== 0) {
    fs.rmSync(partial, { force: true });
    throw new Error(`pg_dump failed: ${dumped.stderr.trim()}`);
  }
  fs.renameSync(partial, target);
  return { file: target };
}

/**
 * Puts a SQLite copy in place of the store. The store found there (and its -wal/-shm) is moved
 * aside to `<file>.before-restore-<time>`, never deleted. Run it with the server stopped.
 */
export function restoreSqlite(backup: string, file: string): { messages: number; movedAside: string | null } {
  const messages = checkSqliteCopy(backup);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const incoming = `${file}.restoring`;
  fs.copyFileSync(backup, incoming);
  let movedAside: string | null = null;
  if (fs.existsSync(file)) {
    movedAside = `${file}.before-restore-${stamp()}`;
    fs.renameSync(file, movedAside);
  }
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(file + suffix))
      fs.renameSync(file + suffix, movedAside ? movedAside + suffix : `${file}${suffix}.old`);
  }
  fs.renameSync(incoming, file);
  return { messages, movedAside };
}

/** Restores a pg_dump copy into PostgreSQL: its tables are dropped and recreated from the copy. */
export function restorePostgres(backup: string, databaseUrl: string): void {
  const restored = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', databaseUrl, backup],
    { encoding: 'utf8' },
  );
  if (restored.error)
    throw new Error(`pg_restore could not run (${restored.error.message}): sudo apt-get install -y postgresql-client`);
  if (restored.status !== 0) throw new Error(`pg_restore failed: ${restored.stderr.trim()}`);
}
