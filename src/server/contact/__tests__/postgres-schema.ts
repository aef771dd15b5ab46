// A PostgreSQL test's own empty database: a fresh schema on the test server, reached through a URL
// whose search_path names it. The caller drops the schema when done.
import { randomUUID } from 'node:crypto';
import type * as Pg from 'pg';

/** Creates a schema named `<prefix>_<uuid>` and answers it with a URL that works inside it. */
export async function createTestSchema(
  admin: Pg.Pool,
  databaseUrl: string,
  prefix: string,
): Promise<{ schema: string; url: string }> {
  const schema = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString() };
}
