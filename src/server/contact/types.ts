import type { ContactFields } from '../../contact/schema';
import type { Locale } from '../../i18n/locales';
import type { RateCounters } from './rate-limit';

export type { ContactFields };

/** An accepted message as the handler hands it to storage. */
export interface NewMessage extends ContactFields {
  /** Chosen by the form when it is shown; the same submission is stored once however often it is sent. */
  submissionId: string;
  locale: Locale;
  /** The page the form was sent from (path only). */
  page: string;
  /** When the server accepted it, ISO 8601. */
  receivedAt: string;
  /** Salted SHA-256 of the sender's IP address, hex; the address itself is never stored. */
  ipHash: string;
  userAgent: string;
  /** Version of the privacy notice the sender agreed to. */
  consentVersion: string;
  /** Where the sender's address is registered (region.ts), '' when unknown: ISO 3166-1 code (CN, KR). */
  regionCountry: string;
  /** ISO 3166-2:CN code (CN-JS), Chinese addresses only. */
  regionProvince: string;
  /** The city's Chinese name (南京), Chinese addresses only. */
  regionCity: string;
}

export interface StoredMessage extends NewMessage {
  id: string;
  /** When sales were e-mailed, ISO 8601, or null. */
  notifiedAt: string | null;
  notifyAttempts: number;
  notifyError: string | null;
}

/** Storage of contact messages: SQLite (embedded, default) or PostgreSQL. */
export interface MessageStore {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Stores a message atomically. A second insert with the same submissionId stores nothing
   * and returns the first message's id with `created: false`.
   */
  insert(message: NewMessage): Promise<{ id: string; created: boolean }>;
  /** The id of the message stored for this submission, or null when there is none. */
  idOfSubmission(submissionId: string): Promise<string | null>;
  /** Newest first. */
  list(options: { limit: number; offset: number }): Promise<{ total: number; messages: StoredMessage[] }>;
  /** Messages whose notification has not been sent yet, oldest first, fewer than `maxAttempts` tries. */
  pendingNotifications(options: { limit: number; maxAttempts: number }): Promise<StoredMessage[]>;
  /**
   * Takes `message` for one e-mail attempt until `until` (ms since the epoch): true when this
   * caller may send it; false when it was sent or tried since it was read, or another sender
   * (another instance on the same database) holds it. markNotified/markNotifyFailed end the claim.
   */
  claimNotification(
    message: Pick<StoredMessage, 'id' | 'notifyAttempts'>,
    claim: { now: number; until: number },
  ): Promise<boolean>;
  markNotified(id: string, at: string): Promise<void>;
  markNotifyFailed(id: string, error: string): Promise<void>;
  /** Resolves when the store can write now (readiness); rejects otherwise. Changes nothing. */
  checkWritable(): Promise<void>;
  close(): Promise<void>;
  /** Rate-limit counters shared by every instance on this database (PostgreSQL); absent: count in memory. */
  readonly rateCounters?: RateCounters;
}

/** The database stayed locked by another connection for longer than a request may wait. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
}
