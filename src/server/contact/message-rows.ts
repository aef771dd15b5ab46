import { contactTextFields } from '../../contact/schema';
import type { NewMessage, StoredMessage } from './types';

/**
 * The contact_messages table as both stores see it: its columns, the mapping between a message
 * and a row, and the statements built from them. A field added to the schema becomes a column
 * here by itself; the table gets it through a new step in migrations.ts.
 */

export type Dialect = 'sqlite' | 'postgres';

/** How a column holds its value: times as ISO 8601 in UTC (text order is time order), counts as integers. */
type ColumnKind = 'text' | 'time' | 'count';

interface Column {
  key: keyof StoredMessage;
  /** The key in snake_case. */
  name: string;
  kind: ColumnKind;
  /** Written by an insert; the others start at their defaults and change with notifications. */
  inserted: boolean;
}

const column = (key: keyof StoredMessage, kind: ColumnKind = 'text', inserted = true): Column => ({
  key,
  name: key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  kind,
  inserted,
});

export const messageColumns: readonly Column[] = [
  column('id'),
  column('submissionId'),
  ...contactTextFields.map((field) => column(field)),
  column('locale'),
  column('page'),
  column('receivedAt', 'time'),
  column('ipHash'),
  column('userAgent'),
  column('consentVersion'),
  column('regionCountry'),
  column('regionProvince'),
  column('regionCity'),
  column('notifiedAt', 'time', false),
  column('notifyAttempts', 'count', false),
  column('notifyError', 'text', false),
];

const insertedColumns = messageColumns.filter((c) => c.inserted);

/**
 * Times go in as ISO 8601 parsed by JavaScript in both stores: an invalid time throws (as
 * PostgreSQL's timestamptz would) instead of being stored.
 */
export function toIsoTime(value: string): string {
  return new Date(value).toISOString();
}

/** The stored notification error: at most 500 characters (whole code points). */
export function truncateError(error: string): string {
  const points = Array.from(error);
  return points.length <= 500 ? error : points.slice(0, 500).join('');
}

/** LIMIT and OFFSET values: whole and not negative. */
export function toCount(value: number): number {
  return Math.max(0, Math.floor(value));
}

/** The values of an insert, in the order of `statements.insert`. */
export function insertValues(id: string, message: NewMessage): unknown[] {
  const row: Record<string, unknown> = { ...message, id };
  return insertedColumns.map(({ key, kind }) => (kind === 'time' ? toIsoTime(String(row[key])) : row[key]));
}

/** A row as either driver answers it (PostgreSQL gives times as Date, counts may come as text). */
export function messageFromRow(row: Record<string, unknown>): StoredMessage {
  const message: Record<string, unknown> = {};
  for (const { key, name, kind } of messageColumns) {
    const value = row[name];
    message[key] =
      kind === 'time' && value instanceof Date ? value.toISOString() : kind === 'count' ? Number(value) : value;
  }
  return message as unknown as StoredMessage;
}

/** `?` placeholders as the dialect writes them: PostgreSQL numbers them. */
function numbered(dialect: Dialect, text: string): string {
  let index = 0;
  return dialect === 'postgres' ? text.replace(/\?/g, () => `$${(index += 1)}`) : text;
}

/** Every statement of a store, with positional parameters in the order named in each comment. */
export function messageStatements(dialect: Dialect) {
  const selected = messageColumns.map((c) => c.name).join(', ');
  const statements = {
    /** insertValues(id, message); a known submission stores nothing. */
    insert: `INSERT INTO contact_messages (${insertedColumns.map((c) => c.name).join(', ')})
      VALUES (${insertedColumns.map(() => '?').join(', ')})
      ON CONFLICT (submission_id) DO NOTHING`,
    /** submissionId */
    idOfSubmission: 'SELECT id FROM contact_messages WHERE submission_id = ?',
    /** (none): one row with `total` */
    count: 'SELECT count(*) AS total FROM contact_messages',
    /** limit, offset: newest first */
    page: `SELECT ${selected} FROM contact_messages ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?`,
    /** maxAttempts, limit: oldest first */
    pending: `SELECT ${selected} FROM contact_messages WHERE notified_at IS NULL AND notify_attempts < ?
      ORDER BY received_at ASC, id ASC LIMIT ?`,
    /**
     * until, id, notifyAttempts as read, now: takes the message for one e-mail attempt unless it
     * was sent, tried since it was read, or is held by another sender whose claim has not ended.
     */
    claim: `UPDATE contact_messages SET notify_claimed_until = ?
      WHERE id = ? AND notified_at IS NULL AND notify_attempts = ?
        AND (notify_claimed_until IS NULL OR notify_claimed_until <= ?)`,
    /** notifiedAt, id */
    markNotified: `UPDATE contact_messages
      SET notified_at = ?, notify_attempts = notify_attempts + 1, notify_error = NULL, notify_claimed_until = NULL
      WHERE id = ?`,
    /** (none): a write that changes nothing, for the readiness check */
    writeCheck: 'UPDATE contact_messages SET notify_attempts = notify_attempts WHERE false',
    /** error, id */
    markNotifyFailed: `UPDATE contact_messages
      SET notify_attempts = notify_attempts + 1, notify_error = ?, notify_claimed_until = NULL WHERE id = ?`,
  };
  return Object.fromEntries(
    Object.entries(statements).map(([name, text]) => [name, numbered(dialect, text)]),
  ) as typeof statements;
}
