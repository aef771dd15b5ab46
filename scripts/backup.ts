// `npm run backup`: one copy of the contact messages into BACKUP_DIR, then all but the newest
// BACKUP_KEEP copies removed (docs/operations.md, "Backup and restore"). Safe while the server runs.
import { backupPostgres, backupSettings, backupSqlite, pruneBackups } from './lib/contact-backup';

async function main() {
  const settings = backupSettings(process.env);
  const made = settings.databaseUrl
    ? { ...backupPostgres(settings.databaseUrl, settings.dir), messages: null }
    : await backupSqlite(settings.sqliteFile, settings.dir);
  const removed = pruneBackups(settings.dir, settings.keep);
  const what = made.messages === null ? 'PostgreSQL' : `${made.messages} messages`;
  console.log(`Backed up ${what} to ${made.file}; keeping the newest ${settings.keep}, removed ${removed.length}.`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
});
