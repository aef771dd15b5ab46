import { type Locale, localeInfo } from '../../i18n/locales';
import { contactErrors, contactFieldValues, contactSchema, normalizeContact } from '../../contact/schema';
import { contactText, requestLocale } from './messages';
import type { RateDecision, RateLimiter } from './rate-limit';
import { contentTypeProblem, utf8Text } from './request-body';
import { senderOf } from './sender';
import { checkToken } from './token';
import { matchPath } from '../../routes';
import type { Region } from './region';
import { StoreBusyError, type MessageStore, type NewMessage, type StoredMessage } from './types';

export const maxBodyBytes = 16 * 1024;

/** What the handler needs to know of an HTTP request, whatever the host (Gatsby, serverless). */
export interface ContactRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body (Buffer or string), or a body a host already parsed. */
  body: unknown;
  /**
   * Reads the body when the handler asks, after its method, type and sender checks (our server,
   * src/server/http/function-io.ts); rejects with a 4xx error (`status`) for a body it refuses.
   * Absent: `body` is the body.
   */
  readBody?: () => Promise<unknown>;
  ip: string;
}

export interface ContactResponse {
  status: number;
  headers: Record<string, string>;
  body: { id?: string; error?: string; fields?: Record<string, string> };
}

export interface ContactDeps {
  store: () => MessageStore;
  secret: string;
  hashIp: (ip: string) => string;
  /** Where an address is registered (in-process, microseconds; never throws). Absent: stored as unknown. */
  region?: (ip: string) => Region;
  /** Stored messages per sender (CONTACT_RATE_LIMIT); a re-sent stored message is not counted. */
  rateLimit: (key: string) => Promise<RateDecision>;
  /** Takes back the attempt `rateLimit` counted when the message could not be stored (our fault, not the sender's). */
  giveBackRateLimit?: (key: string) => Promise<void>;
  /** Refused (4xx) attempts per sender (CONTACT_REFUSED_LIMIT), checked before the body is read. */
  refusedLimit: RateLimiter;
  /** Called after a message was stored for the first time (e-mail to sales). */
  onStored?: (message: StoredMessage) => void;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

const allowedKeys = new Set([
  ...Object.keys(contactSchema.fields),
  ...['token', 'website', 'locale', 'page', 'consentVersion'],
]);
const header = (request: ContactRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A region as the message's columns: '' where unknown. */
function regionColumns(
  region: Region | undefined,
): Pick<NewMessage, 'regionCountry' | 'regionProvince' | 'regionCity'> {
  return {
    regionCountry: region?.country ?? '',
    regionProvince: region?.province ?? '',
    regionCity: region?.city ?? '',
  };
}

/**
 * A path of one of this site's pages (src/routes.ts), as `location.pathname` gives it: one leading
 * slash (not `//` or `/\`), no whitespace or backslash. Written without lookahead, so recheck's
 * exact (automaton) checker proves it linear.
 */
function isSitePage(path: string): boolean {
  return (
    path.length <= 200 && /^\/(?:[^\s\\/][^\s\\]*)?$/.test(path) && !/\p{Cs}/u.test(path) && matchPath(path) !== null
  );
}

/** POST /api/contact: every refusal is a 4xx with a message in the sender's language; nothing half-stored. */
export function createContactHandler(deps: ContactDeps) {
  const now = deps.now ?? Date.now;
  return async function handleContact(request: ContactRequest): Promise<ContactResponse> {
    let locale: Locale = requestLocale(undefined, header(request, 'accept-language'));
    const ipHash = deps.hashIp(request.ip);
    // The limits count a sender: an IPv4 address, or an IPv6 /64 (sender.ts).
    const sender = deps.hashIp(senderOf(request.ip));
    const reply = (
      status: number,
      body: ContactResponse['body'],
      headers: Record<string, string> = {},
    ): ContactResponse => ({
      status,
      headers: { 'Cache-Control': 'no-store', 'Content-Language': localeInfo[locale].bcp47, ...headers },
      body,
    });
    const tooMany = (retryAfterSeconds: number, key: string) =>
      reply(
        429,
        { error: contactText(locale, key, { seconds: retryAfterSeconds }) },
        { 'Retry-After': String(retryAfterSeconds) },
      );
    // Every refusal of a submission counts against the sender's budget of refused attempts.
    const refuse = async (
      status: number,
      key: string,
      extra: Omit<ContactResponse['body'], 'error'> = {},
      headers = {},
    ) => {
      if (status < 500) await deps.refusedLimit.take(sender);
      return reply(status, { error: contactText(locale, key), ...extra }, headers);
    };

    // A locked database frees up within seconds; anything else (disk, permissions, a database
    // server away) takes longer to mend.
    const unavailable = (what: string, error: unknown) => {
      // A lock is expected now and then: one line, not a stack per request.
      deps.log?.(what, error instanceof StoreBusyError ? error.message : error);
      const retryAfter = error instanceof StoreBusyError ? '5' : '60';
      return reply(503, { error: contactText(locale, 'contact.error.unavailable') }, { 'Retry-After': retryAfter });
    };

    // Only what could be a submission counts against the sender. Any web page can make a visitor's
    // browser GET this URL (`<img src>`) or POST a form to it (urlencoded, multipart, text/plain)
    // without asking; a JSON body needs a script of this site (CORS). Counting those would let a
    // page lock out every visitor behind the same address.
    if (request.method !== 'POST')
      return reply(405, { error: contactText(locale, 'contact.error.method') }, { Allow: 'POST' });
    const typeProblem = contentTypeProblem(header(request, 'content-type'));
    if (typeProblem === 'type') return reply(415, { error: contactText(locale, 'contact.error.contentType') });
    if (typeProblem) return refuse(415, 'contact.error.charset');
    // A sender whose attempts keep failing is answered before its body is read, parsed or validated.
    const refusedBefore = await deps.refusedLimit.check(sender);
    if (!refusedBefore.allowed) return tooMany(refusedBefore.retryAfterSeconds, 'contact.error.tooManyRefused');
    let data: unknown;
    try {
      data = request.readBody ? await request.readBody() : request.body;
    } catch (error) {
      // The server's parser refused it (over its limit, cut short, an unknown Content-Encoding).
      const tooLarge = (error as { status?: number }).status === 413;
      return refuse(tooLarge ? 413 : 400, tooLarge ? 'contact.error.tooLarge' : 'contact.error.malformed');
    }
    const raw = Buffer.isBuffer(data) ? data : typeof data === 'string' ? Buffer.from(data) : null;
    if (raw ? raw.length > maxBodyBytes : data !== undefined && JSON.stringify(data).length > maxBodyBytes)
      return refuse(413, 'contact.error.tooLarge');

    if (raw) {
      // Bytes that are not UTF-8 (an undeclared legacy charset, encoded lone surrogates) are refused,
      // not turned into U+FFFD and stored as something the sender never wrote.
      const json = utf8Text(raw);
      if (json === undefined) return refuse(415, 'contact.error.charset');
      try {
        data = JSON.parse(json);
      } catch {
        return refuse(400, 'contact.error.malformed');
      }
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse(400, 'contact.error.malformed');
    const payload = data as Record<string, unknown>;
    locale = requestLocale(payload.locale, header(request, 'accept-language'));
    if (Object.keys(payload).some((key) => !allowedKeys.has(key))) return refuse(400, 'contact.error.malformed');

    // Bots fill every field, people never see this one.
    if (payload.website !== undefined && payload.website !== '') return refuse(400, 'contact.error.refused');
    const token = checkToken(payload.token, deps.secret, now());
    if (!token.ok) return refuse(400, token.reason === 'tooFast' ? 'contact.error.tooFast' : 'contact.error.token');

    // The rules of the message's language: an English enquiry needs an e-mail address.
    const fieldErrors = await contactErrors(payload, { locale });
    if (Object.keys(fieldErrors).length) {
      const fields = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, key]) => [field, contactText(locale, key)]),
      );
      return refuse(400, 'contact.error.invalid', { fields });
    }
    // The page the form was sent from: a page of this site, or nothing is stored or e-mailed
    // (`//evil.example/x` or words of the sender's own would reach sales as if the site said them).
    const page = typeof payload.page === 'string' && isSitePage(payload.page) ? payload.page : '';
    // The version of the privacy notice the page showed next to the consent box.
    const consentVersion =
      typeof payload.consentVersion === 'string' && /^[\w.-]{1,20}$/.test(payload.consentVersion)
        ? payload.consentVersion
        : 'unknown';

    try {
      // A retry of a stored message (same submission) is answered with its id, before and outside the quota.
      const storedId = await deps.store().idOfSubmission(token.submissionId);
      if (storedId !== null) return reply(200, { id: storedId });
    } catch (error) {
      return unavailable('Could not look up a contact submission', error);
    }
    const limited = await deps.rateLimit(sender);
    if (!limited.allowed) return tooMany(limited.retryAfterSeconds, 'contact.error.rateLimited');

    const message: NewMessage = {
      submissionId: token.submissionId,
      // Valid, so every text field is a string or absent (an optional field left out is stored as '').
      ...contactFieldValues(normalizeContact(payload)),
      locale,
      page,
      receivedAt: new Date(now()).toISOString(),
      ipHash,
      userAgent: (header(request, 'user-agent') ?? '').slice(0, 300),
      consentVersion,
      // The same address the limits count (Express's req.ip, which honours TRUST_PROXY).
      ...regionColumns(deps.region?.(request.ip)),
    };
    try {
      const { id, created } = await deps.store().insert(message);
      if (created) deps.onStored?.({ ...message, id, notifiedAt: null, notifyAttempts: 0, notifyError: null });
      return reply(created ? 201 : 200, { id });
    } catch (error) {
      await deps.giveBackRateLimit?.(sender);
      return unavailable('Could not store a contact message', error);
    }
  };
}
