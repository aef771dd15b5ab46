/**
 * @jest-environment node
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 through Node's own require, the way the store loads it. Importing it through
 * Jest's module registry would initialise the native addon a second time, with error classes
 * that die with this test file's environment: later test files in the same worker then saw
 * SQLite errors vanish (inserts into a broken file "succeeded").
 */
const Database = process.getBuiltinModule('node:module').createRequire(path.join(process.cwd(), 'package.json'))(
  'better-sqlite3',
) as typeof BetterSqlite3;
type Database = BetterSqlite3.Database;
import { openStore } from '../store';
import { openSqliteStore } from '../store-sqlite';
import type { MessageStore } from '../types';
import { newMessage } from './store-contract';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-sqlite-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let counter = 0;
const freshFile = () => path.join(dir, `db-${(counter += 1)}`, 'contact.sqlite');

/** Reads the file with a connection of its own, as another process would. */
function inspect<T>(file: string, read: (db: Database) => T): T {
  const db = new Database(file, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const rowCount = (file: string) =>
  inspect(file, (db) => db.prepare('SELECT count(*) FROM contact_messages').pluck().get() as number);

describe('SQLite store: the file', () => {
  test('creates the directory and the file in WAL mode on first use, not before', async () => {
    const file = freshFile();
    const store = openSqliteStore(file);
    expect(fs.existsSync(path.dirname(file))).toBe(false);
    await store.insert(newMessage());
    await store.close();
    expect(inspect(file, (db) => db.pragma('journal_mode', { simple: true }))).toBe('wal');
    expect(rowCount(file)).toBe(1);
  });

  test('several processes writing the same file store every submission exactly once', async () => {
    const file = freshFile();
    const seed = openSqliteStore(file);
    await seed.insert(newMessage()); // the schema exists before the writers race
    await seed.close();

    const writer = `
      const { openSqliteStore } = require(${JSON.stringify(path.resolve(__dirname, '../store-sqlite.ts'))});
      const { newMessage } = require(${JSON.stringify(path.resolve(__dirname, './store-contract.ts'))});
      const [file, name] = process.argv.slice(-2);
      // Exactly once is what is tested, not the wait: the production deadline was passed when CI
      // shared the machine with a browser-test run (four writers taking turns at the lock).
      const store = openSqliteStore(file, { busyDeadlineMs: 60_000 });
      const message = (submissionId, i) =>
        newMessage({ submissionId, name, receivedAt: new Date(Date.UTC(2025, 0, 1) + i).toISOString() });
      (async () => {
        const created = [];
        for (let i = 0; i < 50; i += 1) {
          await store.insert(message(name + '-' + i, i));
          if ((await store.insert(message('shared-' + i, i))).created) created.push(i);
        }
        await store.close();
        process.stdout.write(JSON.stringify(created));
      })().catch((error) => { console.error(error); process.exit(1); });
    `;
    const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const run = (name: string) =>
      new Promise<number[]>((resolve, reject) => {
        const child = spawn(tsx, ['-e', writer, file, name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(err))));
      });
    const created = await Promise.all(['p1', 'p2', 'p3', 'p4'].map(run));
    // Every shared submission was created by exactly one of the four writers.
    expect(created.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(rowCount(file)).toBe(1 + 4 * 50 + 50);
  }, 180_000);
});

describe('SQLite store: failures reject and store nothing', () => {
  test('a closed store rejects an insert and the file is unchanged', async () => {
    const file = freshFile();
    const store = openSqliteStore(file);
    await store.insert(newMessage());
    await store.close();
    await expect(store.insert(newMessage())).rejects.toThrow(/closed/);
    expect(rowCount(file)).toBe(1);
  });

  test('a file that is not a database rejects the insert', async () => {
    const file = freshFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const garbage = Buffer.from('this is not an SQLite database, just some bytes'.repeat(100));
    fs.writeFileSync(file, garbage);
    const store: MessageStore = openSqliteStore(file);
    // The driver lives in Node's realm, not the test's: match the message, not the Error class.
    await expect(store.insert(newMessage())).rejects.toMatchObject({
      message: expect.stringMatching(/not a database/),
    });
    expect(fs.readFileSync(file).equals(garbage)).toBe(true);
    await store.close();
  });

  test('a directory that cannot be created rejects the insert instead of throwing on open', async () => {
    const blocker = path.join(dir, `blocker-${(counter += 1)}`);
    fs.writeFileSync(blocker, 'a file where the directory should be');
    const store = openSqliteStore(path.join(blocker, 'contact.sqlite'));
    await expect(store.insert(newMessage())).rejects.toThrow();
    await store.close();
  });
});

/**
 * Makes a database file unwritable the way an operator's mistake would, so that SQLite opens it
 * read-only. chmod does not stop root (tests may run as root): there the file is made immutable
 * (chattr +i, which binds root too). Returns the undo. Fails the test if neither works.
 */
function makeUnwritable(file: string): () => void {
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chattr', ['+i', file]);
  else fs.chmodSync(file, 0o444);
  const undo = () => (root ? execFileSync('chattr', ['-i', file]) : fs.chmodSync(file, 0o644));
  try {
    fs.closeSync(fs.openSync(file, 'r+'));
  } catch {
    return undo;
  }
  undo();
  throw new Error(`Could not make ${file} unwritable for this test`);
}

describe('SQLite store: recovery', () => {
  test('a store opened while the file was read-only stores again once the file is writable, without a restart', async () => {
    const file = freshFile();
    const seed = openSqliteStore(file);
    await seed.insert(newMessage());
    await seed.close();

    const undo = makeUnwritable(file);
    const store = openSqliteStore(file, { maxReopenDelayMs: 100 });
    let restored = false;
    try {
      // Reads still work; writes and the readiness check fail.
      expect((await store.list({ limit: 10, offset: 0 })).total).toBe(1);
      await expect(store.insert(newMessage())).rejects.toMatchObject({
        code: expect.stringMatching(/^SQLITE_READONLY/),
      });
      await expect(store.checkWritable()).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_READONLY/) });
      undo();
      restored = true;
      await new Promise((resolve) => setTimeout(resolve, 150));
      await store.checkWritable();
      const { created } = await store.insert(newMessage());
      expect(created).toBe(true);
      expect(rowCount(file)).toBe(2);
    } finally {
      if (!restored) undo();
      await store.close();
    }
  });

  test('a failed open is retried by later calls after a short pause, not on every call', async () => {
    const blocker = path.join(dir, `blocker-${(counter += 1)}`);
    fs.writeFileSync(blocker, 'a file where the directory should be');
    const store = openSqliteStore(path.join(blocker, 'contact.sqlite'), { maxReopenDelayMs: 200 });
    const failure: unknown = await store.insert(newMessage()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: expect.stringMatching(/^E/) });
    const mkdir = jest.spyOn(fs, 'mkdirSync');
    try {
      // Within the pause: the same error at once, without touching the disk.
      await expect(store.insert(newMessage())).rejects.toBe(failure);
      expect(mkdir).not.toHaveBeenCalled();
      fs.rmSync(blocker);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await store.insert(newMessage())).created).toBe(true);
      expect(mkdir).toHaveBeenCalledTimes(1);
    } finally {
      mkdir.mockRestore();
      await store.close();
    }
  });

  test('the readiness check writes nothing', async () => {
    const file = freshFile();
    const store = openSqliteStore(file);
    await store.insert(newMessage());
    const before = inspect(file, (db) => db.prepare('SELECT * FROM contact_messages').all());
    await store.checkWritable();
    expect(inspect(file, (db) => db.prepare('SELECT * FROM contact_messages').all())).toEqual(before);
    await store.close();
  });
});

describe('openStore', () => {
  test('uses SQLite at CONTACT_DB, relative to the project root', async () => {
    const relative = path.relative(process.cwd(), freshFile());
    const store = openStore({ CONTACT_DB: relative });
    expect(store.kind).toBe('sqlite');
    await store.insert(newMessage());
    await store.close();
    expect(rowCount(path.resolve(process.cwd(), relative))).toBe(1);
  });

  test('uses PostgreSQL when DATABASE_URL is set, connecting only on first use', async () => {
    const store = openStore({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', CONTACT_DB: freshFile() });
    expect(store.kind).toBe('postgres');
    await store.close();
  });
});
