// Another process holding the contact database: opens it with better-sqlite3, takes
// `BEGIN EXCLUSIVE`, says "locked" on stdout, holds it for the given milliseconds (bounded), then
// rolls back and exits. Used by bench/under-attack.ts: `node hold-sqlite-lock.mjs <file> <ms>`.
import Database from 'better-sqlite3';

const [file, rawMs] = process.argv.slice(2);
const holdMs = Math.min(Number(rawMs), 60_000);
if (!file || !Number.isFinite(holdMs) || holdMs <= 0) {
  console.error('usage: node hold-sqlite-lock.mjs <sqlite file> <milliseconds ≤ 60000>');
  process.exit(2);
}
// fileMustExist: a missing file means the server has not created its store yet, not a lock to hold.
const db = new Database(file, { fileMustExist: true, timeout: 5000 });
db.exec('BEGIN EXCLUSIVE');
console.log('locked');
setTimeout(() => {
  db.exec('ROLLBACK');
  db.close();
  process.exit(0);
}, holdMs);
