import { runtimeEnv } from '../env';
import { createContactHandler } from './handler';
import { handleInbox, type InboxRequest } from './inbox';
import { contactLimiters, memoryCounters, type RateCounters } from './rate-limit';
import { contactSecret } from './token';
import { openStore } from './store';
import { hashIp } from './ip-hash';
import { deliverPending, notifierFromEnv, startNotificationLoop } from './notify';
import type { MessageStore } from './types';

/**
 * The contact service of one process: store, secret, rate limit and notifications are created
 * on first use and shared by the Functions of /api/contact, /api/contact-token and /api/messages.
 */
let store: MessageStore | null = null;
let started = false;

function getStore(): MessageStore {
  store ??= openStore(runtimeEnv());
  return store;
}

const notifier = notifierFromEnv(runtimeEnv());

function startNotifications() {
  if (started || !notifier) return;
  started = true;
  startNotificationLoop(getStore(), notifier);
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
const limits = () => (limiters ??= contactLimiters(runtimeEnv(), { counters, log }));

let handler: ReturnType<typeof createContactHandler> | null = null;

/** The /api/contact handler of this process. */
export function contactHandler() {
  if (handler) return handler;
  handler = createContactHandler({
    store: getStore,
    secret: contactSecret(),
    hashIp: senderHash,
    rateLimit: limits().messages.take,
    refusedLimit: limits().refused,
    onStored: () => {
      if (!notifier) return;
      startNotifications();
      // E-mail right away; a failure is recorded and retried by the loop.
      void deliverPending(getStore(), notifier).catch((error: unknown) =>
        console.error('Notification run failed', error),
      );
    },
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
