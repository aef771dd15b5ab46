import { runtimeEnv } from '../env';
import { createContactHandler } from './handler';
import { handleInbox, type InboxRequest } from './inbox';
import { createRateLimiter, rateLimitFrom } from './rate-limit';
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

let handler: ReturnType<typeof createContactHandler> | null = null;

/** The /api/contact handler of this process. */
export function contactHandler() {
  if (handler) return handler;
  const salt = runtimeEnv().CONTACT_IP_SALT ?? contactSecret();
  handler = createContactHandler({
    store: getStore,
    secret: contactSecret(),
    hashIp: (ip) => hashIp(ip, salt),
    rateLimit: createRateLimiter(rateLimitFrom(runtimeEnv())).take,
    onStored: () => {
      if (!notifier) return;
      startNotifications();
      // E-mail right away; a failure is recorded and retried by the loop.
      void deliverPending(getStore(), notifier).catch((error: unknown) =>
        console.error('Notification run failed', error),
      );
    },
    log: (message, error) => console.error(message, error),
  });
  return handler;
}

export function inbox(request: InboxRequest) {
  return handleInbox(request, { token: runtimeEnv().CONTACT_INBOX_TOKEN || undefined, store: getStore });
}
