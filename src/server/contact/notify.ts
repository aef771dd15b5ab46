import type * as Nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { contactTextFields, countryRegionName, isRequestType, type ContactTextField } from '../../contact/schema';
import { type Locale, internationalLocale, isLocale } from '../../i18n/locales';
import { nearestOffice, type Office } from '../../region/nearest-office';
import { contactText } from './messages';
import { servedOffices } from './offices';
import { projectRequire } from './project-require';
import { regionLabel, storedRegion } from './region';
import type { MessageStore, StoredMessage } from './types';

/** Tells sales about a stored message; rejects when the message could not be handed over. */
export interface Notifier {
  send(message: StoredMessage): Promise<void>;
}

export const defaultNotifyFrom = 'Website <no-reply@localhost>';

/** Header values on one line: a name with a line break must not start a new header. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * The subject sales sort by: the request's tag, the product or solution, then who sent it,
 * e.g. "[报价] YC-FS20-IR — 张先生 / 某某精密" or "[Enquiry] Jane Doe / Acme".
 */
export function notificationSubject(
  message: Pick<StoredMessage, 'requestType' | 'product' | 'name' | 'company'>,
  labelLocale: Locale = internationalLocale,
): string {
  const type = isRequestType(message.requestType) ? message.requestType : 'general';
  const product = oneLine(message.product);
  const name = oneLine(message.name) || contactText(labelLocale, 'contact.notify.noName');
  const company = oneLine(message.company);
  const sender = company ? `${name} / ${company}` : name;
  return `[${contactText(labelLocale, `contact.requestTag.${type}`)}] ${product ? `${product} — ` : ''}${sender}`;
}

/**
 * A field's value as sales read it: the request type and the process by their names, not their
 * codes; the country or region by its name with its code (Germany (DE)).
 */
function fieldValue(message: StoredMessage, field: ContactTextField, labelLocale: Locale): string {
  const value = oneLine(message[field]);
  if (field === 'country' && value) {
    const name = countryRegionName(value, labelLocale);
    return name ? `${name} (${value})` : value;
  }
  if (field === 'requestType' && isRequestType(value)) return contactText(labelLocale, `contact.requestType.${value}`);
  if (field === 'process' && value) return contactText(labelLocale, `contact.process.${value}`);
  return value;
}

/** An office as the e-mail names it: city (in the labels' language) and phone. */
const officeLine = (office: Office | null, labelLocale: Locale) =>
  office
    ? `${office.city[labelLocale]}${office.phone ? ` (${office.phone})` : ''}`
    : contactText(labelLocale, 'contact.notify.unknown');

/** The e-mail to sales: plain text only, so nothing the prospect typed is ever rendered as HTML. */
export function notificationMail(
  message: StoredMessage,
  addresses: { from: string; to: string },
  /** The language of the field labels (the form's own, from locales/<lang>/contact.json). */
  labelLocale: Locale = internationalLocale,
  /** The offices of the served build: the one nearest the sender is named. */
  offices: readonly Office[] = [],
): Mail.Options {
  const name = oneLine(message.name);
  const email = oneLine(message.email);
  const fieldLabel = (field: ContactTextField) => contactText(labelLocale, `contact.field.${field}`);
  const label = (key: string) => contactText(labelLocale, `contact.notify.${key}`);
  // Every one-line field of the form under its label; the message itself goes below, as typed.
  const rows: [string, string][] = [
    ...contactTextFields
      .filter((field) => field !== 'message')
      .map((field): [string, string] => [fieldLabel(field), fieldValue(message, field, labelLocale)]),
    [label('locale'), message.locale],
    // Left out when the sender's page was not one of the site's (handler.ts stores none).
    ...(message.page ? [[label('page'), message.page] as [string, string]] : []),
    [label('received'), message.receivedAt],
    [label('consent'), message.consentVersion],
    [label('region'), regionLabel(storedRegion(message), labelLocale) ?? label('unknown')],
    [label('nearestOffice'), officeLine(nearestOffice(storedRegion(message), offices), labelLocale)],
    [label('messageId'), message.id],
    [label('submissionId'), message.submissionId],
  ];
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  const text = [
    label('intro'),
    '',
    ...rows.map(([name, value]) => `${`${name}:`.padEnd(width)}${value || label('notGiven')}`),
    '',
    `${fieldLabel('message')}:`,
    message.message,
    '',
  ].join('\n');
  return {
    from: addresses.from,
    to: addresses.to,
    ...(email ? { replyTo: { name, address: email } } : {}),
    subject: notificationSubject(message, labelLocale),
    text,
  };
}

/**
 * Who is e-mailed about a message: service requests go to the service team (CONTACT_SERVICE_NOTIFY_TO,
 * e.g. service@) when it is set, everything else (and service requests without it) to sales.
 */
export function notifyRecipient(
  message: Pick<StoredMessage, 'requestType'>,
  recipients: { to: string; serviceTo?: string | undefined },
): string {
  return message.requestType === 'service' && recipients.serviceTo ? recipients.serviceTo : recipients.to;
}

/**
 * An SMTP notifier when SMTP_URL and CONTACT_NOTIFY_TO are set (timeouts and TLS go into the
 * URL's query, as nodemailer reads them there), else null: messages are then only stored.
 * CONTACT_NOTIFY_LOCALE (zh or en, default en) is the language of the e-mail's labels and subject;
 * CONTACT_SERVICE_NOTIFY_TO (optional) receives the service requests instead (notifyRecipient).
 */
export function notifierFromEnv(env: NodeJS.ProcessEnv = process.env): Notifier | null {
  const url = env.SMTP_URL;
  const to = env.CONTACT_NOTIFY_TO;
  if (!url || !to) return null;
  const serviceTo = env.CONTACT_SERVICE_NOTIFY_TO || undefined;
  const from = env.CONTACT_NOTIFY_FROM || defaultNotifyFrom;
  const labelLocale: Locale = isLocale(env.CONTACT_NOTIFY_LOCALE) ? env.CONTACT_NOTIFY_LOCALE : internationalLocale;
  const nodemailer = projectRequire()('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const recipient = notifyRecipient(message, { to, serviceTo });
      await transport.sendMail(notificationMail(message, { from, to: recipient }, labelLocale, servedOffices()));
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** Attempts per message before its e-mail is given up (logged, and shown as failed in the inbox). */
export const notifyMaxAttempts = 5;

export type NotifyStatus = 'sent' | 'pending' | 'failed';

/** Where a message's e-mail to sales stands, as the inbox shows it. */
export function notifyStatus(
  message: Pick<StoredMessage, 'notifiedAt' | 'notifyAttempts'>,
  maxAttempts = notifyMaxAttempts,
): NotifyStatus {
  if (message.notifiedAt) return 'sent';
  return message.notifyAttempts >= maxAttempts ? 'failed' : 'pending';
}

/** The pause after a message's n-th failed attempt: 1, 4, 16, 64 minutes. */
export const defaultRetryDelayMs = (failedAttempts: number) => 60_000 * 4 ** Math.max(0, failedAttempts - 1);

/**
 * How long one sender holds a message it is e-mailing (nodemailer gives up on a dead SMTP server
 * well within this); a process that died while sending leaves it to the others after this.
 */
export const claimMs = 5 * 60_000;

/** Runs per store, one after another: two overlapping runs would e-mail the same message twice. */
const runs = new WeakMap<MessageStore, Promise<unknown>>();
/** Per store, when each message that failed may be tried again (kept in memory: a restart retries at once). */
const retryAt = new WeakMap<MessageStore, Map<string, number>>();

export interface DeliveryOptions {
  maxAttempts?: number;
  limit?: number;
  /** The pause after a message's n-th failed attempt before the next one. */
  retryDelayMs?: (failedAttempts: number) => number;
  now?: () => number;
  /** Told once per message, when its last attempt failed. */
  onGiveUp?: (message: StoredMessage, error: string) => void;
}

const logGiveUp = (message: StoredMessage, error: string) =>
  console.error(
    `Contact message ${message.id}: the e-mail to sales failed ${message.notifyAttempts + 1} times and is given up (${error}). It stays in the inbox.`,
  );

/**
 * Sends every pending message that is due (up to `limit`, fewer than `maxAttempts` tries so far,
 * its pause after a failure over) and records the outcome. A failed e-mail only counts an
 * attempt: the stored message is never touched otherwise. Database errors reject.
 */
export function deliverPending(
  store: MessageStore,
  notifier: Notifier,
  {
    maxAttempts = notifyMaxAttempts,
    limit = 20,
    retryDelayMs = defaultRetryDelayMs,
    now = Date.now,
    onGiveUp = logGiveUp,
  }: DeliveryOptions = {},
): Promise<{ sent: number; failed: number }> {
  let due = retryAt.get(store);
  if (!due) retryAt.set(store, (due = new Map<string, number>()));
  const schedule = due;
  const run = async () => {
    let sent = 0;
    let failed = 0;
    // Some may still be pausing: read more than one run sends, so they do not hide the others.
    const pending = await store.pendingNotifications({ limit: limit * 5, maxAttempts });
    for (const message of pending.filter((m) => (schedule.get(m.id) ?? 0) <= now()).slice(0, limit)) {
      // Another instance on the same database may be sending it, or has since.
      const at = now();
      if (!(await store.claimNotification(message, { now: at, until: at + claimMs }))) continue;
      try {
        await notifier.send(message);
      } catch (error) {
        failed += 1;
        const reason = describe(error);
        await store.markNotifyFailed(message.id, reason);
        if (message.notifyAttempts + 1 >= maxAttempts) {
          schedule.delete(message.id);
          onGiveUp(message, reason);
        } else {
          schedule.set(message.id, now() + retryDelayMs(message.notifyAttempts + 1));
        }
        continue;
      }
      sent += 1;
      schedule.delete(message.id);
      await store.markNotified(message.id, new Date(now()).toISOString());
    }
    return { sent, failed };
  };
  const result = (runs.get(store) ?? Promise.resolve()).then(run);
  runs.set(
    store,
    result.catch(() => undefined),
  );
  return result;
}

export interface NotificationLoop {
  /** Runs now (a new message was stored); during a run, once more right after it. */
  wake(): void;
  /** Stops the timer; resolves once the run in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Delivers pending messages now and then every `intervalMs` (the timer does not keep the process
 * alive). Runs never overlap, so a message gets one attempt at a time: a tick during a run is
 * skipped, a wake during a run makes one more run after it.
 */
export function startNotificationLoop(
  store: MessageStore,
  notifier: Notifier,
  {
    intervalMs = 60_000,
    onError = (error: unknown) => console.error('Contact notifications failed:', describe(error)),
    ...delivery
  }: DeliveryOptions & { intervalMs?: number; onError?: (error: unknown) => void } = {},
): NotificationLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deliverPending(store, notifier, delivery)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    wake() {
      if (running) again = true;
      else tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A wake may have chained one more run after the current one.
      while (running) await running;
    },
  };
}
