/**
 * @jest-environment node
 */
// npm run backup / npm run restore as docs/operations.md runs them: a backup taken while messages
// keep arriving, the store deleted, the newest copy restored; every message accepted before the
// backup is back exactly once, and the copy is the store as of one instant.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { newMessage } from '../../src/server/contact/__tests__/store-contract';
import { openSqliteStore } from '../../src/server/contact/store-sqlite';
import { backupSettings, listBackups, pruneBackups } from '../lib/contact-backup';

const repo = path.resolve(__dirname, '../..');
const tsx = path.join(repo, 'node_modules', '.bin', 'tsx');
const Database = require('better-sqlite3') as typeof BetterSqlite3;

jest.setTimeout(120_000);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run <script>`'s command with `env`; resolves with its exit code and output. */
function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: repo, env: { PATH: process.env.PATH, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

describe('SQLite backup and restore', () => {
  it('restores every message accepted before the backup exactly once, after a backup under write load', async () => {
    const dbFile = path.join(dir, 'data', 'contact.sqlite');
    const env = { CONTACT_DB: dbFile, BACKUP_DIR: path.join(dir, 'backups'), BACKUP_KEEP: '3' };
    const store = openSqliteStore(dbFile);
    const accepted: string[] = [];
    const write = async () => {
      const message = newMessage({ submissionId: randomUUID() });
      const { created } = await store.insert(message);
      if (created) accepted.push(message.submissionId);
    };
    for (let i = 0; i < 100; i++) await write();

    // The backup runs in its own process, as the timer runs it beside the server; messages keep
    // arriving until it has finished.
    const before = accepted.length;
    let backupDone = false;
    const backup = run([tsx, 'scripts/backup.ts'], env).finally(() => (backupDone = true));
    while (!backupDone) {
      await write();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const backedUp = await backup;
    const after = accepted.length;
    await store.close();
    expect(backedUp).toEqual({
      code: 0,
      output: expect.stringMatching(/^Backed up \d+ messages to .+contact-\d{8}T\d{9}Z\.sqlite/),
    });
    expect(after).toBeGreaterThan(before); // it was under load

    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true });
    // The documented command on the server: the service's environment file, then the script.
    const envFile = path.join(dir, 'laser-site.env');
    fs.writeFileSync(
      envFile,
      Object.entries(env)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    );
    const restored = await run([`--env-file=${envFile}`, tsx, 'scripts/restore.ts', '--latest'], {});
    expect(restored).toEqual({ code: 0, output: expect.stringMatching(/^Restored \d+ messages from /) });

    const db = new Database(dbFile, { readonly: true });
    const ids = (db.prepare('SELECT submission_id FROM contact_messages').all() as { submission_id: string }[]).map(
      (row) => row.submission_id,
    );
    db.close();
    expect(new Set(ids).size).toBe(ids.length); // each once
    // The store as of one instant while the writes went on: the first N accepted, N at least those
    // accepted before the backup started, nothing else.
    expect(ids.length).toBeGreaterThanOrEqual(before);
    expect(ids.length).toBeLessThanOrEqual(after);
    expect(new Set(ids)).toEqual(new Set(accepted.slice(0, ids.length)));
  });

  it('restoring over a store keeps that store aside, never deletes it', async () => {
    const dbFile = path.join(dir, 'contact.sqlite');
    const env = { CONTACT_DB: dbFile, BACKUP_DIR: path.join(dir, 'backups') };
    const store = openSqliteStore(dbFile);
    await store.insert(newMessage());
    await store.close();
    expect((await run([tsx, 'scripts/backup.ts'], env)).code).toBe(0);
    const restored = await run([tsx, 'scripts/restore.ts', '--latest'], env);
    expect(restored.code).toBe(0);
    expect(restored.output).toContain('the store that was there is kept as');
    const aside = fs.readdirSync(dir).filter((name) => /^contact\.sqlite\.before-restore-\w+$/.test(name));
    expect(aside).toHaveLength(1);
    const db = new Database(path.join(dir, aside[0]!), { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM contact_messages').get()).toEqual({ n: 1 });
    db.close();
  });

  it('says what is wrong instead of pretending', async () => {
    const env = { CONTACT_DB: path.join(dir, 'none.sqlite'), BACKUP_DIR: path.join(dir, 'backups') };
    expect(await run([tsx, 'scripts/backup.ts'], env)).toEqual({
      code: 1,
      output: expect.stringContaining('does not exist'),
    });
    expect(await run([tsx, 'scripts/restore.ts', '--latest'], env)).toEqual({
      code: 1,
      output: expect.stringContaining('no backup in'),
    });
    expect(() => backupSettings({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must be a whole number');
  });
});

describe('retention', () => {
  it('keeps the newest BACKUP_KEEP copies and leaves other files alone', () => {
    const names = ['20260101T000000000Z', '20260102T000000000Z', '20260103T000000000Z', '20260104T000000000Z'].map(
      (time) => `contact-${time}.sqlite`,
    );
    for (const name of [...names, 'notes.txt', 'contact-20260105T000000000Z.sqlite.partial']) {
      fs.writeFileSync(path.join(dir, name), '');
    }
    expect(pruneBackups(dir, 3).map((file) => path.basename(file))).toEqual([names[0]]);
    expect(listBackups(dir).map((file) => path.basename(file))).toEqual(names.slice(1));
    expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);
  });
});

// A real server: `npm test` starts a throwaway one (scripts/lib/postgres.mjs) and sets this.
const databaseUrl = process.env.TEST_DATABASE_URL;
const withPostgres = databaseUrl && !spawnSync('pg_dump', ['--version']).error ? describe : describe.skip;
if (!databaseUrl) console.log('PostgreSQL backup test skipped: TEST_DATABASE_URL is not set.');

withPostgres('PostgreSQL backup and restore', () => {
  it('dumps with pg_dump and restores with pg_restore', async () => {
    const { openPostgresStore } = await import('../../src/server/contact/store-postgres');
    const env = { DATABASE_URL: databaseUrl!, BACKUP_DIR: path.join(dir, 'backups') };
    const store = openPostgresStore(databaseUrl!);
    const message = newMessage({ submissionId: randomUUID() });
    await store.insert(message);
    await store.close();
    const backedUp = await run([tsx, 'scripts/backup.ts'], env);
    expect(backedUp).toEqual({ code: 0, output: expect.stringContaining('Backed up PostgreSQL to') });
    const restored = await run([tsx, 'scripts/restore.ts', '--latest'], env);
    expect(restored).toEqual({ code: 0, output: expect.stringContaining('Restored PostgreSQL from') });
    const reopened = openPostgresStore(databaseUrl!);
    expect(await reopened.idOfSubmission(message.submissionId)).not.toBeNull();
    await reopened.close();
  });
});
