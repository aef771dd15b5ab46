// The behaviour every MessageStore must show; store.test.ts runs it against SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { migrations } from '../migrations';
import type { MessageStore, NewMessage } from '../types';

/** The version a store brings every database to: one per migration step. */
const latestVersion = migrations('sqlite').length;

/** An empty database of a test's own, with a connection of its own to look inside. */
export interface TestDatabase {
  /** A store on this database (nothing is created before its first call). */
  open(): MessageStore;
  /** Runs one or more statements. */
  exec(sql: string): Promise<void>;
  /** The rows of one query. */
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** Table names, sorted. */
  tables(): Promise<string[]>;
  /** contact_messages' columns in table order. */
  columns(): Promise<string[]>;
  /** contact_messages' indexes as their column lists. */
  indexes(): Promise<{ columns: string[]; unique: boolean }[]>;
  /** The schema version the database records. */
  version(): Promise<number>;
  /** Creates the tables as the first release of the store left them (version 1), with no rows. */
  createVersion1(): Promise<void>;
  /** SQL of a trigger that fails every later insert after its row was written. */
  refuseInsertsSql: string;
}

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
    country: 'CN',
    message: '我们想评估 YC-FS20-IR 用于玻璃切割。\nSecond line.',
    requestType: 'sample',
    product: 'YC-FS20-IR',
    material: '钠钙玻璃',
    process: 'cutting',
    partSize: '100 × 100 mm，厚 0.7 mm',
    serialNumber: '',
    locale: 'zh',
    page: '/contact/',
    receivedAt: new Date(clock).toISOString(),
    ipHash: 'ab'.repeat(32),
    userAgent: 'Mozilla/5.0 (jest)',
    consentVersion: '2025-01',
    regionCountry: 'CN',
    regionProvince: 'CN-JS',
    regionCity: '南京',
    ...overrides,
  };
}

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** `fresh` gives an empty database of its own for every test. */
export function describeStoreContract(fresh: () => Promise<TestDatabase>): void {
  let db: TestDatabase;
  let store: MessageStore;
  beforeEach(async () => {
    db = await fresh();
    store = db.open();
  });
  afterEach(() => store.close());

  test('creates the schema of the latest version on first use, not before', async () => {
    // The table as migrations build it on an empty database; a new field adds its column at the end.
    expect(await db.tables()).toEqual([]);
    await store.insert(newMessage());
    expect(await db.version()).toBe(latestVersion);
    expect(await db.columns()).toEqual([
      'id',
      'submission_id',
      'company',
      'name',
      'telephone',
      'email',
      'message',
      'locale',
      'page',
      'received_at',
      'ip_hash',
      'user_agent',
      'consent_version',
      'notified_at',
      'notify_attempts',
      'notify_error',
      'notify_claimed_until',
      'region_country',
      'region_province',
      'region_city',
      'request_type',
      'product',
      'material',
      'process',
      'part_size',
      'country',
      'serial_number',
    ]);
    const indexes = await db.indexes();
    expect(indexes).toContainEqual({ columns: ['submission_id'], unique: true });
    expect(indexes).toContainEqual({ columns: ['received_at'], unique: false });
  });

  test('a database of version 1 opens with its messages and takes new ones', async () => {
    await db.createVersion1();
    // A row as the first release wrote it, in that release's own column list.
    const id = randomUUID();
    await db.exec(`INSERT INTO contact_messages (id, submission_id, company, name, telephone, email, message,
        locale, page, received_at, ip_hash, user_agent, consent_version, notified_at, notify_attempts, notify_error)
      VALUES ('${id}', 'first-release', 'Acme', 'Li Lei', '13800138000', '', 'Hello', 'en', '/en/contact/',
        '2024-05-06T07:08:09.000Z', 'ab', 'jest', '2024-01', '2024-05-06T07:09:00.000Z', 1, NULL)`);
    const { id: newId } = await store.insert(newMessage());
    const { total, messages } = await store.list({ limit: 10, offset: 0 });
    expect(total).toBe(2);
    expect(messages.map((m) => m.id)).toEqual([newId, id]);
    expect(messages[1]).toEqual({
      id,
      submissionId: 'first-release',
      company: 'Acme',
      name: 'Li Lei',
      telephone: '13800138000',
      email: '',
      message: 'Hello',
      locale: 'en',
      page: '/en/contact/',
      receivedAt: '2024-05-06T07:08:09.000Z',
      ipHash: 'ab',
      userAgent: 'jest',
      consentVersion: '2024-01',
      // Stored before the region was looked up: unknown.
      regionCountry: '',
      regionProvince: '',
      regionCity: '',
      notifiedAt: '2024-05-06T07:09:00.000Z',
      notifyAttempts: 1,
      notifyError: null,
      // Stored before messages said what they ask for: a general enquiry about no product.
      requestType: 'general',
      product: '',
      material: '',
      process: '',
      partSize: '',
      // Stored before the form asked for the country or region: not given.
      country: '',
      // Stored before service requests gave a serial number: none.
      serialNumber: '',
    });
    expect(await db.version()).toBe(latestVersion);
  });

  test('keeps what a message asks for in its own fields: request type, product and sample details', async () => {
    const { id } = await store.insert(
      newMessage({ requestType: 'quote', product: 'YC-PS50-UV 皮秒', material: '', process: '', partSize: '' }),
    );
    const sample = newMessage();
    const { id: sampleId } = await store.insert(sample);
    const { messages } = await store.list({ limit: 10, offset: 0 });
    expect(messages.find((m) => m.id === id)).toMatchObject({ requestType: 'quote', product: 'YC-PS50-UV 皮秒' });
    expect(messages.find((m) => m.id === sampleId)).toMatchObject({
      requestType: 'sample',
      product: 'YC-FS20-IR',
      material: '钠钙玻璃',
      process: 'cutting',
      partSize: '100 × 100 mm，厚 0.7 mm',
    });
  });

  test('stores the country or region the sender chose in its own column, once', async () => {
    const { id } = await store.insert(newMessage({ country: 'DE', regionCountry: 'CN' }));
    const { id: none } = await store.insert(newMessage({ country: '' }));
    const { messages } = await store.list({ limit: 10, offset: 0 });
    expect(messages.find((m) => m.id === id)).toMatchObject({ country: 'DE', regionCountry: 'CN' });
    expect(messages.find((m) => m.id === none)).toMatchObject({ country: '' });
    expect(await db.query(`SELECT country FROM contact_messages WHERE id = '${id}'`)).toEqual([{ country: 'DE' }]);
  });

  test("stores the sender's region as given, and an unknown region as empty columns", async () => {
    const known = await store.insert(newMessage({ regionCountry: 'CN', regionProvince: 'CN-GD', regionCity: '深圳' }));
    const abroad = await store.insert(newMessage({ regionCountry: 'KR', regionProvince: '', regionCity: '' }));
    const unknown = await store.insert(newMessage({ regionCountry: '', regionProvince: '', regionCity: '' }));
    const { messages } = await store.list({ limit: 10, offset: 0 });
    const regionOf = (id: string) => {
      const m = messages.find((message) => message.id === id)!;
      return [m.regionCountry, m.regionProvince, m.regionCity];
    };
    expect(regionOf(known.id)).toEqual(['CN', 'CN-GD', '深圳']);
    expect(regionOf(abroad.id)).toEqual(['KR', '', '']);
    expect(regionOf(unknown.id)).toEqual(['', '', '']);
    expect(await db.query("SELECT region_province FROM contact_messages WHERE region_city = '深圳'")).toEqual([
      { region_province: 'CN-GD' },
    ]);
  });

  test('reopening a database keeps its messages (the schema steps run once)', async () => {
    const { id } = await store.insert(newMessage());
    await store.close();
    store = db.open();
    expect((await store.list({ limit: 10, offset: 0 })).messages.map((m) => m.id)).toEqual([id]);
    expect(await db.version()).toBe(latestVersion);
  });

  test('an insert failing after its row was written leaves no row behind, and the store goes on', async () => {
    await store.insert(newMessage());
    await db.exec(db.refuseInsertsSql);
    await expect(store.insert(newMessage())).rejects.toMatchObject({
      message: expect.stringContaining('disk on fire'),
    });
    expect((await store.list({ limit: 10, offset: 0 })).total).toBe(1);
    expect(await db.query('SELECT id FROM contact_messages')).toHaveLength(1);
  });

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

  test('finds the id of a stored submission, and null for one never stored', async () => {
    const message = newMessage();
    expect(await store.idOfSubmission(message.submissionId)).toBeNull();
    const { id } = await store.insert(message);
    expect(await store.idOfSubmission(message.submissionId)).toBe(id);
    expect(await store.idOfSubmission(randomUUID())).toBeNull();
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

  test('a message is claimed for one e-mail attempt at a time, by one sender of several', async () => {
    const { id } = await store.insert(newMessage());
    const other = db.open();
    try {
      const [read] = await store.pendingNotifications({ limit: 1, maxAttempts: 5 });
      const now = Date.now();
      const claim = { now, until: now + 60_000 };
      // Two instances on one database claim the same message at once: exactly one gets it.
      const claimed = await Promise.all([store.claimNotification(read!, claim), other.claimNotification(read!, claim)]);
      expect(claimed.filter(Boolean)).toHaveLength(1);
      expect(await store.claimNotification(read!, { now: now + 59_999, until: now + 120_000 })).toBe(false);
      // A sender that died while sending: once its claim has ended, another takes the message over.
      expect(await other.claimNotification(read!, { now: now + 60_000, until: now + 120_000 })).toBe(true);

      // Tried since it was read (the attempt count moved on): the stale copy claims nothing.
      await store.markNotifyFailed(id, '421 try later');
      expect(await store.claimNotification(read!, { now: now + 60_001, until: now + 180_000 })).toBe(false);
      const [again] = await store.pendingNotifications({ limit: 1, maxAttempts: 5 });
      expect(again).toMatchObject({ id, notifyAttempts: 1 });
      expect(await store.claimNotification(again!, { now: now + 60_001, until: now + 180_000 })).toBe(true);

      // Sent: never claimed again.
      await store.markNotified(id, new Date().toISOString());
      const [sent] = (await store.list({ limit: 1, offset: 0 })).messages;
      expect(await other.claimNotification(sent!, { now: now + 200_000, until: now + 260_000 })).toBe(false);
    } finally {
      await other.close();
    }
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
