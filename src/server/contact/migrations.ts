import type { Dialect } from './message-rows';

/** The column types that differ between the dialects; everything else is written once. */
const types = {
  sqlite: { id: 'TEXT NOT NULL', time: 'TEXT' },
  postgres: { id: 'UUID', time: 'TIMESTAMPTZ' },
} satisfies Record<Dialect, Record<string, string>>;

type Types = (typeof types)[Dialect];

/**
 * The schema of contact_messages, step by step. A database at version n runs the steps after
 * the n-th (SQLite keeps n in PRAGMA user_version, PostgreSQL one row per applied step in
 * contact_schema_version). A step that has shipped is never edited: a new field is a new step
 * at the end, e.g. `() => "ALTER TABLE contact_messages ADD COLUMN x TEXT NOT NULL DEFAULT ''"`,
 * and message-rows.ts then reads and writes the column by itself.
 */
const steps: readonly ((type: Types) => string)[] = [
  (type) => `CREATE TABLE IF NOT EXISTS contact_messages (
    id ${type.id} PRIMARY KEY,
    submission_id TEXT NOT NULL UNIQUE,
    company TEXT NOT NULL,
    name TEXT NOT NULL,
    telephone TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    locale TEXT NOT NULL,
    page TEXT NOT NULL,
    received_at ${type.time} NOT NULL,
    ip_hash TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    consent_version TEXT NOT NULL,
    notified_at ${type.time},
    notify_attempts INTEGER NOT NULL DEFAULT 0,
    notify_error TEXT
  );
  CREATE INDEX IF NOT EXISTS contact_messages_received_at ON contact_messages (received_at);`,
  // Fixed-window rate-limit counters shared by every instance (used with PostgreSQL; a SQLite
  // server counts in memory): one row per scope and hashed IP, ends_at in ms since the epoch.
  () => `CREATE TABLE IF NOT EXISTS contact_rate_limits (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    ends_at BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS contact_rate_limits_ends_at ON contact_rate_limits (ends_at);`,
  // Until when (ms since the epoch) one sender of notification e-mail holds a message, so that
  // several instances on one database never e-mail it twice at once (claimNotification).
  () => 'ALTER TABLE contact_messages ADD COLUMN notify_claimed_until BIGINT',
  // Where the sender's address is registered (ip2region, looked up when the message is stored;
  // the address itself is never stored): ISO country and province codes and the Chinese city
  // name, '' when unknown. Older messages stay unknown.
  () => `ALTER TABLE contact_messages ADD COLUMN region_country TEXT NOT NULL DEFAULT '';
  ALTER TABLE contact_messages ADD COLUMN region_province TEXT NOT NULL DEFAULT '';
  ALTER TABLE contact_messages ADD COLUMN region_city TEXT NOT NULL DEFAULT '';`,
  // Step 5 (step 4 is the sender's region): what the message asks for, the
  // product or solution it is about, and the details of a free sample request. Messages stored
  // before were general enquiries.
  () => `ALTER TABLE contact_messages ADD COLUMN request_type TEXT NOT NULL DEFAULT 'general';
  ALTER TABLE contact_messages ADD COLUMN product TEXT NOT NULL DEFAULT '';
  ALTER TABLE contact_messages ADD COLUMN material TEXT NOT NULL DEFAULT '';
  ALTER TABLE contact_messages ADD COLUMN process TEXT NOT NULL DEFAULT '';
  ALTER TABLE contact_messages ADD COLUMN part_size TEXT NOT NULL DEFAULT '';`,
  // Step 6: the rate-limit counters are rate-limiter-flexible's (rate-limit.ts), in the table
  // layout it reads and writes: one row per scope and hashed sender, expire in ms since the epoch.
  // The hand-made counters' table goes; its windows (ten minutes at most) are not carried over.
  () => `CREATE TABLE IF NOT EXISTS contact_rate_limiter (
    key VARCHAR(255) PRIMARY KEY,
    points INTEGER NOT NULL DEFAULT 0,
    expire BIGINT
  );
  CREATE INDEX IF NOT EXISTS contact_rate_limiter_expire ON contact_rate_limiter (expire);
  DROP TABLE IF EXISTS contact_rate_limits;`,
  // Step 7: the country or region the sender chose in the form (ISO 3166-1 alpha-2; the region_*
  // columns are where the address is registered, which a buyer abroad on a VPN does not show).
  // Messages stored before did not ask: ''.
  () => "ALTER TABLE contact_messages ADD COLUMN country TEXT NOT NULL DEFAULT ''",
  // Step 8: a service request's serial number (request-types.ts gives its format). Messages stored
  // before did not ask: ''.
  () => "ALTER TABLE contact_messages ADD COLUMN serial_number TEXT NOT NULL DEFAULT ''",
];

/** The migration steps in the dialect's SQL, oldest first. */
export function migrations(dialect: Dialect): readonly string[] {
  return steps.map((step) => step(types[dialect]));
}
