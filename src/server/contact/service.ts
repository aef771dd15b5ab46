import { runtimeEnv } from '../env';
import { createContactHandler } from './handler';
import { handleInbox, type InboxRequest } from './inbox';
import { contactLimiters, memoryCounters, type RateCounters } from './rate-limit';
import { contactSecret } from './token';
import { openStore } from './store';
import { hashIp } from './ip-hash';
import { lookupRegion } from './region';
import { notifierFromEnv, startNotificationLoop, type NotificationLoop } from './notify';
import type { MessageStore } from './types';

/**
 * The contact service of one process: store, secret, rate limit and notifications are created
 * on first use and shared by the Functions of /api/contact, /api/contact-token and /api/messages.
 */
let store: MessageStore | null = null;

function getStore(): MessageStore {
  store ??= openStore(runtimeEnv());
  return store;
}

/**
 * The notification loop of the process, kept on globalThis: each Function is bundled with its
 * own copy of this module (and `gatsby develop` loads it anew per request), yet one process
 * must run one loop, or a message would be e-mailed by two at once.
 */
const loopKey = Symbol.for('contact.notificationLoop');
type LoopHolder = { [loopKey]?: NotificationLoop | null };

/**
 * Starts retrying pending notification e-mail (at once, then every minute) when SMTP is
 * configured; does nothing when the loop of this process runs already. Called when the
 * contact Function is loaded, which the server does at start.
 */
export function startContactNotifications(): NotificationLoop | null {
  const holder = globalThis as LoopHolder;
  if (holder[loopKey] !== undefined) return holder[loopKey];
  const notifier = notifierFromEnv(runtimeEnv());
  holder[loopKey] = notifier ? startNotificationLoop(getStore(), notifier) : null;
  return holder[loopKey];
}

/** Stops this process's loop (tests, shutdown); a later start begins a new one. */
export async function stopContactNotifications(): Promise<void> {
  const holder = globalThis as LoopHolder;
  const loop = holder[loopKey];
  delete holder[loopKey];
  await loop?.stop();
}

// With PostgreSQL every instance counts in the database (one budget per sender across instances).
const localCounters = memoryCounters();
const counters = (): RateCounters => getStore().rateCounters ?? localCounters;
const log = (message: string, error?: unknown) =>
  error === undefined ? console.error(message) : console.error(message, error);

let salt: string | null = null;
const senderHash = (ip: string) => {
  salt ??= runtimeEnv().CONTACT_IP_SALT ?? contactSecret();
  return hashIp(ip, salt);
};

let limiters: ReturnType<typeof contactLimiters> | null = null;
const limits = () => (limiters ??= contactLimiters(runtimeEnv(), { currentCounters: counters, log }));

let handler: ReturnType<typeof createContactHandler> | null = null;

/** The /api/contact handler of this process. */
export function contactHandler() {
  if (handler) return handler;
  handler = createContactHandler({
    store: getStore,
    secret: contactSecret(),
    hashIp: senderHash,
    region: lookupRegion,
    rateLimit: limits().messages.take,
    giveBackRateLimit: limits().messages.giveBack,
    refusedLimit: limits().refused,
    // E-mail right away, through the loop: one attempt at a time per message; a failure is retried later.
    onStored: () => startContactNotifications()?.wake(),
    log,
  });
  return handler;
}

/** Closes this process's store (tests; a server simply exits). */
export async function closeContactService(): Promise<void> {
  const open = store;
  store = null;
  await open?.close();
}

let inboxProblemLogged = false;

/** The /api/messages handler of this process. */
export function inbox(request: InboxRequest) {
  return handleInbox(request, {
    token: runtimeEnv().CONTACT_INBOX_TOKEN || undefined,
    store: getStore,
    hashIp: senderHash,
    failures: limits().inboxFailures,
    // Said once per process: every request would repeat it.
    log: (message) => {
      if (inboxProblemLogged) return;
      inboxProblemLogged = true;
      log(message);
    },
  });
}

/** Whether the store can take a message now: GET /api/ready. */
export async function storeReady(): Promise<boolean> {
  try {
    await getStore().checkWritable();
    return true;
  } catch {
    return false;
  }
}
