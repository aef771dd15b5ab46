import path from 'node:path';
import { openPostgresStore } from './store-postgres';
import { openSqliteStore } from './store-sqlite';
import type { MessageStore } from './types';

/** Where the embedded store lives unless CONTACT_DB says otherwise (relative to the project). */
export const defaultSqliteFile = 'data/contact.sqlite';

/**
 * The configured message store: PostgreSQL when DATABASE_URL is set, else the SQLite file at
 * CONTACT_DB (relative paths from the project root, the working directory).
 */
export function openStore(env: NodeJS.ProcessEnv = process.env): MessageStore {
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL);
  return openSqliteStore(path.resolve(process.cwd(), env.CONTACT_DB || defaultSqliteFile));
}
