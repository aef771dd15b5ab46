import { timingSafeEqual, createHash } from 'node:crypto';
import { type Locale, internationalLocale, locales } from '../../i18n/locales';
import { countryField, countryRegionName, personFields, requestFields, serviceFields } from '../../contact/schema';
import { notifyStatus, type NotifyStatus } from './notify';
import { regionLabel, storedRegion } from './region';
import type { RateLimiter } from './rate-limit';
import { senderOf } from './sender';
import type { MessageStore, StoredMessage } from './types';

/**
 * Where the sender's address is registered (`region`) and the country or region the sender chose
 * (`countryName`), in words: in the international language under those names, and in each other
 * language of the locale table beside them, suffixed with its code (`regionZh`, `countryNameZh`).
 */
const wordedIn = locales.filter((locale) => locale !== internationalLocale);
const suffix = (locale: Locale) => `${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;
type Worded = 'region' | 'countryName';
const wordedColumn = (name: Worded, locale: Locale) =>
  locale === internationalLocale ? name : `${name}${suffix(locale)}`;

/**
 * A message as the inbox lists it: with where its e-mail to sales stands and the places above in
 * words (null when unknown), beside the stored codes.
 */
type InboxMessage = StoredMessage & { notifyStatus: NotifyStatus } & Record<string, unknown>;
const inboxMessage = (message: StoredMessage): InboxMessage => {
  const region = storedRegion(message);
  const worded: Record<string, string | null> = {};
  for (const locale of [internationalLocale, ...wordedIn]) {
    worded[wordedColumn('region', locale)] = regionLabel(region, locale);
    worded[wordedColumn('countryName', locale)] = countryRegionName(message.country, locale);
  }
  return { ...message, notifyStatus: notifyStatus(message), ...worded };
};

export interface InboxRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  ip: string;
}

/** CONTACT_INBOX_TOKEN must be at least this long: guessing it must be hopeless, not merely slow. */
export const minInboxTokenLength = 32;

/** Why CONTACT_INBOX_TOKEN cannot guard the inbox, or null when it can (or is unset: no inbox). */
export function inboxTokenProblem(token: string | undefined): string | null {
  if (!token || token.length >= minInboxTokenLength) return null;
  return (
    `CONTACT_INBOX_TOKEN must be at least ${minInboxTokenLength} characters (it has ${token.length}); ` +
    'generate one with: openssl rand -hex 32'
  );
}

export interface InboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string | object;
}

/** Constant-time comparison (of digests, so lengths do not leak either). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The export's columns: the sender's fields between when and where a message came from, then
 * what the message asks for (request type, product, sample details), then the country or region
 * the sender chose, then a service request's serial number: newer columns last, so that a sheet
 * made from an earlier export keeps its columns where they were.
 */
const [firstWorded, ...laterWorded] = wordedIn;
const columns: readonly string[] = [
  'id',
  'receivedAt',
  ...personFields,
  'locale',
  'page',
  'consentVersion',
  'region',
  ...(firstWorded ? [wordedColumn('region', firstWorded)] : []),
  'regionCountry',
  'regionProvince',
  'regionCity',
  'notifiedAt',
  'notifyStatus',
  'notifyError',
  ...requestFields.filter((field) => !(serviceFields as readonly string[]).includes(field)),
  countryField,
  'countryName',
  ...(firstWorded ? [wordedColumn('countryName', firstWorded)] : []),
  // A language added to the table later: its columns after all of these.
  ...laterWorded.flatMap((locale) => [wordedColumn('region', locale), wordedColumn('countryName', locale)]),
  ...serviceFields,
];

/**
 * Where a spreadsheet may start a cell: the cell's start, and (for a reader that splits on the
 * other list separator, or on tabs as pasted text is, or loses track of the quotes) after ',',
 * ';', a tab or a line break (OWASP's separators). Spaces and quotes there are skipped, as a
 * reader may drop them; a formula trigger (= + - @, tab, CR) that follows gets a single quote in
 * front.
 */
const formulaAtStart = /^[ "]*[=+\-@\t\r]/;
const formulaAfterSeparator = /([,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/**
 * One CSV cell, per OWASP's CSV-injection guidance for readers whose list separator is ',' or
 * ';' (Excel in much of Europe): every cell quoted, inner quotes doubled, and every place a cell
 * could begin under either separator neutralised, so `x;=cmd|' /C calc'!A0` stays text.
 */
export function csvCell(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- stored cells are strings, numbers or dates
  const text = value === null || value === undefined ? '' : String(value);
  const neutralised = `${formulaAtStart.test(text) ? "'" : ''}${text.replace(formulaAfterSeparator, "$1'$2")}`;
  return `"${neutralised.replace(/"/g, '""')}"`;
}

/** UTF-8 with a byte-order mark, so that Excel opens Chinese text correctly. */
export function messagesCsv(messages: StoredMessage[]): string {
  const rows = [
    columns.map(csvCell).join(','),
    ...messages.map(inboxMessage).map((message) => columns.map((column) => csvCell(message[column])).join(',')),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

const numberParam = (value: unknown, fallback: number, max: number) => {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a query parameter; anything else parses as NaN
  const number = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(number) && number >= 0 ? Math.min(number, max) : fallback;
};

export interface InboxDeps {
  token: string | undefined;
  store: () => MessageStore;
  hashIp: (ip: string) => string;
  /** Failed logins per sender (CONTACT_INBOX_FAILURE_LIMIT); successes are not counted. */
  failures: RateLimiter;
  log?: (message: string) => void;
}

/** GET /api/messages: the sales inbox, newest first, as JSON or CSV, behind a bearer token. */
export async function handleInbox(request: InboxRequest, deps: InboxDeps): Promise<InboxResponse> {
  const json = (status: number, body: object, headers: Record<string, string> = {}) => ({
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
    body,
  });
  if (!deps.token) return json(404, { error: 'Not found' });
  const problem = inboxTokenProblem(deps.token);
  if (problem) {
    deps.log?.(`The inbox is closed: ${problem}`);
    return json(503, { error: 'Inbox misconfigured' });
  }
  // A sender with too many failed logins waits for the window to end, whatever token it sends now.
  // An IPv4 address, or an IPv6 /64 (sender.ts): one machine may hold a whole /64.
  const sender = deps.hashIp(senderOf(request.ip));
  const throttled = await deps.failures.check(sender);
  if (!throttled.allowed) {
    const seconds = String(throttled.retryAfterSeconds);
    return json(429, { error: 'Too many failed logins' }, { 'Retry-After': seconds });
  }
  const authorization = request.headers.authorization;
  const given =
    /^Bearer (.+)$/i.exec(Array.isArray(authorization) ? (authorization[0] ?? '') : (authorization ?? ''))?.[1] ?? '';
  if (!given || !sameToken(given, deps.token)) {
    // No token is no guess: a page that makes a browser GET this URL (`<img src>`) sends none,
    // and must not lock the sales team's office out.
    if (given) await deps.failures.take(sender);
    return json(401, { error: 'Unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
  }
  if (request.method !== 'GET') return json(405, { error: 'Method not allowed' }, { Allow: 'GET' });
  const limit = numberParam(request.query.limit, 50, 500) || 50;
  const offset = numberParam(request.query.offset, 0, Number.MAX_SAFE_INTEGER);
  try {
    const { total, messages } = await deps.store().list({ limit, offset });
    if (request.query.format === 'csv') {
      return {
        status: 200,
        headers: {
          'Cache-Control': 'no-store',
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="contact-messages-${new Date().toISOString().slice(0, 10)}.csv"`,
        },
        body: messagesCsv(messages),
      };
    }
    return json(200, { total, limit, offset, messages: messages.map(inboxMessage) });
  } catch {
    return json(503, { error: 'The message store is unavailable' }, { 'Retry-After': '60' });
  }
}
