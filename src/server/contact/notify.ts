import type * as Nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { contactTextFields, type ContactTextField } from '../../contact/schema';
import type { Locale } from '../../i18n/locales';
import { contactText } from './messages';
import { projectRequire } from './project-require';
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

/** The e-mail to sales: plain text only, so nothing the prospect typed is ever rendered as HTML. */
export function notificationMail(
  message: StoredMessage,
  addresses: { from: string; to: string },
  /** The language of the field labels (the form's own, from locales/<lang>/contact.json). */
  labelLocale: Locale = 'en',
): Mail.Options {
  const name = oneLine(message.name);
  const company = oneLine(message.company);
  const email = oneLine(message.email);
  const fieldLabel = (field: ContactTextField) => contactText(labelLocale, `contact.field.${field}`);
  // Every one-line field of the form under its label; the message itself goes below, as typed.
  const rows: [string, string][] = [
    ...contactTextFields
      .filter((field) => field !== 'message')
      .map((field): [string, string] => [fieldLabel(field), oneLine(message[field])]),
    ['Locale', message.locale],
    ['Page', message.page],
    ['Received', message.receivedAt],
    ['Consent', message.consentVersion],
    ['Message id', message.id],
    ['Submission id', message.submissionId],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    'A contact message arrived through the website.',
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value || '(not given)'}`),
    '',
    `${fieldLabel('message')}:`,
    message.message,
    '',
  ].join('\n');
  return {
    from: addresses.from,
    to: addresses.to,
    ...(email ? { replyTo: { name, address: email } } : {}),
    subject: `[Website] Contact from ${name || '(no name)'}${company ? ` (${company})` : ''}`,
    text,
  };
}

/**
 * An SMTP notifier when SMTP_URL and CONTACT_NOTIFY_TO are set (timeouts and TLS go into the
 * URL's query, as nodemailer reads them there), else null: messages are then only stored.
 */
export function notifierFromEnv(env: NodeJS.ProcessEnv = process.env): Notifier | null {
  const url = env.SMTP_URL;
  const to = env.CONTACT_NOTIFY_TO;
  if (!url || !to) return null;
  const from = env.CONTACT_NOTIFY_FROM || defaultNotifyFrom;
  const nodemailer = projectRequire()('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(notificationMail(message, { from, to }));
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** Runs per store, one after another: two overlapping runs would e-mail the same message twice. */
const runs = new WeakMap<MessageStore, Promise<unknown>>();

/**
 * Sends every pending message (up to `limit`, fewer than `maxAttempts` tries so far) and records
 * the outcome. A failed e-mail only counts an attempt: the stored message is never touched otherwise.
 * Database errors reject.
 */
export function deliverPending(
  store: MessageStore,
  notifier: Notifier,
  { maxAttempts = 5, limit = 20 }: { maxAttempts?: number; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const run = async () => {
    let sent = 0;
    let failed = 0;
    for (const message of await store.pendingNotifications({ limit, maxAttempts })) {
      try {
        await notifier.send(message);
      } catch (error) {
        failed += 1;
        await store.markNotifyFailed(message.id, describe(error));
        continue;
      }
      sent += 1;
      await store.markNotified(message.id, new Date().toISOString());
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

/**
 * Delivers pending messages now and then every `intervalMs` (the timer does not keep the process
 * alive; a run still going when the next is due makes that one skip). Returns `stop`, which
 * resolves once the run in progress, if any, has finished.
 */
export function startNotificationLoop(
  store: MessageStore,
  notifier: Notifier,
  {
    intervalMs = 60_000,
    maxAttempts,
    limit,
    onError = (error: unknown) => console.error('Contact notifications failed:', describe(error)),
  }: { intervalMs?: number; maxAttempts?: number; limit?: number; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deliverPending(store, notifier, { maxAttempts, limit })
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return () => {
    stopped = true;
    clearInterval(timer);
    return running ?? Promise.resolve();
  };
}
