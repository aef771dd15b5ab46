// `npm run restore -- FILE` or `-- --latest` (the newest copy in BACKUP_DIR): puts a backup of the
// contact messages back (docs/operations.md, "Backup and restore"). Stop the server first.
import path from 'node:path';
import { backupSettings, listBackups, restorePostgres, restoreSqlite } from './lib/contact-backup';

function main(args: string[]) {
  const settings = backupSettings(process.env);
  const [choice] = args;
  if (!choice || args.length > 1) {
    throw new Error(
      'say which copy: npm run restore -- FILE, or npm run restore -- --latest (the newest in BACKUP_DIR)',
    );
  }
  const file = choice === '--latest' ? listBackups(settings.dir).at(-1) : path.resolve(choice);
  if (!file) throw new Error(`no backup in ${settings.dir} (BACKUP_DIR)`);
  if (settings.databaseUrl) {
    if (!file.endsWith('.pgdump'))
      throw new Error(`${file} is not a PostgreSQL backup (.pgdump), and DATABASE_URL is set`);
    restorePostgres(file, settings.databaseUrl);
    console.log(`Restored PostgreSQL from ${file}.`);
    return;
  }
  if (!file.endsWith('.sqlite'))
    throw new Error(`${file} is not a SQLite backup (.sqlite), and DATABASE_URL is not set`);
  const { messages, movedAside } = restoreSqlite(file, settings.sqliteFile);
  console.log(
    `Restored ${messages} messages from ${file} into ${settings.sqliteFile}` +
      (movedAside ? `; the store that was there is kept as ${movedAside}.` : '.'),
  );
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
