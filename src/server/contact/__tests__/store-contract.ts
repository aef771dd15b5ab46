// The behaviour every MessageStore must show; run by store-sqlite.test.ts and store-postgres.test.ts.
import { randomUUID } from 'node:crypto';
import type { MessageStore, NewMessage } from '../types';

let clock = Date.UTC(2025, 0, 1, 8, 0, 0);

/** A valid message, each one received a second after the previous. */
export function newMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  clock += 1000;
  return {
    submissionId: randomUUID(),
    company: '某显示面板公司',
    name: '张伟',
    telephone: '+86 138 0013 8000',
    email: 'zhang.wei@example.com',
    message: '我们想评估 YC-FS20-IR 用于玻璃切割。\nSecond line.',
    locale: 'zh',
    page: '/contact/',
    receivedAt: new Date(clock).toISOString(),
    ipHash: 'ab'.repeat(32),
    userAgent: 'Mozilla/5.0 (jest)',
    consentVersion: '2025-01',
    ...overrides,
  };
}

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** `open` gives a store on an empty database of its own for every test. */
export function describeStoreContract(open: () => Promise<MessageStore>): void {
  let store: MessageStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  test('stores a message with every field and answers it unchanged', async () => {
    const message = newMessage({ locale: 'en', page: '/en/contact/' });
    const { id, created } = await store.insert(message);
    expect(created).toBe(true);
    expect(id).toMatch(uuidV4);
    const { total, messages } = await store.list({ limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(messages).toEqual([{ ...message, id, notifiedAt: null, notifyAttempts: 0, notifyError: null }]);
  });

  test('a second insert of the same submission stores nothing and answers the first id', async () => {
    const first = newMessage();
    const stored = await store.insert(first);
    const again = await store.insert({ ...newMessage(), submissionId: first.submissionId, name: 'Someone else' });
    expect(again).toEqual({ id: stored.id, created: false });
    const { total, messages } = await store.list({ limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(messages[0]?.name).toBe(first.name);
  });

  test('lists newest first, pages with limit and offset, and counts every message', async () => {
    const oldest = newMessage();
    const middle = newMessage();
    const newest = newMessage();
    // Inserted out of order: the order comes from receivedAt, not from insertion.
    for (const message of [middle, newest, oldest]) await store.insert(message);
    const all = await store.list({ limit: 10, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.messages.map((m) => m.submissionId)).toEqual([newest, middle, oldest].map((m) => m.submissionId));
    const second = await store.list({ limit: 1, offset: 1 });
    expect(second.total).toBe(3);
    expect(second.messages.map((m) => m.submissionId)).toEqual([middle.submissionId]);
    const beyond = await store.list({ limit: 5, offset: 3 });
    expect(beyond).toEqual({ total: 3, messages: [] });
  });

  test('200 concurrent inserts of different submissions store 200 rows', async () => {
    const messages = Array.from({ length: 200 }, () => newMessage());
    const results = await Promise.all(messages.map((message) => store.insert(message)));
    expect(results.every((result) => result.created)).toBe(true);
    expect(new Set(results.map((result) => result.id)).size).toBe(200);
    const { total, messages: listed } = await store.list({ limit: 500, offset: 0 });
    expect(total).toBe(200);
    expect(new Set(listed.map((m) => m.submissionId))).toEqual(new Set(messages.map((m) => m.submissionId)));
  });

  test('200 concurrent inserts of the same submission store one row and all answer its id', async () => {
    const submissionId = randomUUID();
    const results = await Promise.all(Array.from({ length: 200 }, () => store.insert(newMessage({ submissionId }))));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const { total, messages } = await store.list({ limit: 500, offset: 0 });
    expect(total).toBe(1);
    expect(new Set(results.map((result) => result.id))).toEqual(new Set([messages[0]?.id]));
  });

  test('an invalid receivedAt is refused and stores nothing', async () => {
    await expect(store.insert(newMessage({ receivedAt: 'yesterday-ish' }))).rejects.toThrow();
    expect((await store.list({ limit: 10, offset: 0 })).total).toBe(0);
  });

  test('pending notifications: oldest first, until notified or out of attempts', async () => {
    const a = await store.insert(newMessage());
    const b = await store.insert(newMessage());
    const c = await store.insert(newMessage());
    const pendingIds = async (maxAttempts = 3, limit = 10) =>
      (await store.pendingNotifications({ limit, maxAttempts })).map((m) => m.id);
    expect(await pendingIds()).toEqual([a.id, b.id, c.id]);
    expect(await pendingIds(3, 2)).toEqual([a.id, b.id]);

    const notifiedAt = '2025-02-03T04:05:06.789Z';
    await store.markNotified(b.id, notifiedAt);
    expect(await pendingIds()).toEqual([a.id, c.id]);

    await store.markNotifyFailed(a.id, 'x'.repeat(2000));
    await store.markNotifyFailed(a.id, '550 mailbox unavailable');
    expect(await pendingIds(3)).toEqual([a.id, c.id]);
    expect(await pendingIds(2)).toEqual([c.id]);

    const { messages } = await store.list({ limit: 10, offset: 0 });
    const byId = new Map(messages.map((m) => [m.id, m]));
    expect(byId.get(a.id)).toMatchObject({
      notifiedAt: null,
      notifyAttempts: 2,
      notifyError: '550 mailbox unavailable',
    });
    expect(byId.get(b.id)).toMatchObject({ notifiedAt, notifyAttempts: 1, notifyError: null });
    expect(byId.get(c.id)).toMatchObject({ notifiedAt: null, notifyAttempts: 0, notifyError: null });

    // A later success clears the error of an earlier failure.
    await store.markNotified(a.id, notifiedAt);
    expect(await pendingIds(10)).toEqual([c.id]);
    expect((await store.list({ limit: 10, offset: 0 })).messages.find((m) => m.id === a.id)).toMatchObject({
      notifiedAt,
      notifyAttempts: 3,
      notifyError: null,
    });
  });

  test('a notification error is stored truncated to 500 characters', async () => {
    const { id } = await store.insert(newMessage());
    await store.markNotifyFailed(id, `${'é'.repeat(499)}😀${'z'.repeat(100)}`);
    const [message] = (await store.list({ limit: 1, offset: 0 })).messages;
    expect(message?.notifyError).toBe(`${'é'.repeat(499)}😀`);
    expect(message?.notifyAttempts).toBe(1);
  });

  test('a closed store rejects every call', async () => {
    await store.insert(newMessage());
    await store.close();
    await expect(store.insert(newMessage())).rejects.toThrow();
    await expect(store.list({ limit: 1, offset: 0 })).rejects.toThrow();
    await expect(store.pendingNotifications({ limit: 1, maxAttempts: 5 })).rejects.toThrow();
  });
}
