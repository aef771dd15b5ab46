/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import {
  deliverPending,
  notificationMail,
  notificationSubject,
  notifierFromEnv,
  notifyRecipient,
  notifyStatus,
  startNotificationLoop,
  type Notifier,
} from '../notify';
import { openSqliteStore } from '../store-sqlite';
import type { MessageStore, StoredMessage } from '../types';
import { issueToken } from '../token';
import { validContact } from './contact-fixtures';
import { newMessage } from './store-contract';

interface ReceivedMail {
  envelopeTo: string[];
  headers: Map<string, string>;
  text: string;
}

/** Just enough MIME for nodemailer's single-part text mails: headers, encoded words, QP or base64 body. */
function parseMail(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const split = raw.indexOf('\r\n\r\n');
  const decodeWords = (value: string) =>
    value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding') ?? '7bit';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'utf8');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

/** A real SMTP server on a free port; `reject` makes it refuse every message after DATA. */
async function startSmtp({ reject = false } = {}) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (reject) {
          callback(Object.assign(new Error('Mailbox full, try later'), { responseCode: 452 }));
          return;
        }
        received.push({
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          ...parseMail(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    /** Messages handed over (DATA), refused or not. */
    attempts: () => attempts,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let dir: string;
let store: MessageStore;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-notify-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  store = openSqliteStore(path.join(dir, `${expect.getState().currentTestName?.replace(/\W+/g, '-')}.sqlite`));
});
afterEach(() => store.close());

const smtpEnv = (url: string) => ({ SMTP_URL: url, CONTACT_NOTIFY_TO: 'sales@example.com' });
const stored = async () => (await store.list({ limit: 100, offset: 0 })).messages;

function storedMessage(overrides: Partial<StoredMessage> = {}): StoredMessage {
  return { ...newMessage(), id: 'id-1', notifiedAt: null, notifyAttempts: 0, notifyError: null, ...overrides };
}

describe('notificationMail', () => {
  test('plain text with every field, reply-to the prospect', () => {
    const message = storedMessage({ company: 'Acme Glass', name: 'Li Lei', email: 'li@example.com' });
    const mail = notificationMail(message, { from: 'Site <site@example.com>', to: 'sales@example.com' });
    expect(mail.subject).toBe('[Sample] YC-FS20-IR — Li Lei / Acme Glass');
    expect(mail.replyTo).toEqual({ name: 'Li Lei', address: 'li@example.com' });
    expect(mail.html).toBeUndefined();
    for (const value of [
      message.name,
      message.company,
      message.telephone,
      message.email,
      message.message,
      message.locale,
      message.page,
      message.receivedAt,
      message.consentVersion,
      message.id,
      message.product,
      message.material,
      message.partSize,
    ]) {
      expect(mail.text).toContain(value);
    }
    // The request type and the process by their names, not their codes.
    expect(mail.text).toMatch(/Request type: +Free sample processing\n/);
    expect(mail.text).toMatch(/Process: +Cutting\n/);
  });

  test("names the request and the product in the subject, in the labels' language", () => {
    const quote = storedMessage({ requestType: 'quote', product: 'YC-FS20-IR', name: '张先生', company: '某某精密' });
    expect(notificationSubject(quote, 'zh')).toBe('[报价] YC-FS20-IR — 张先生 / 某某精密');
    expect(notificationMail(quote, { from: 'a@example.com', to: 'b@example.com' }, 'zh').subject).toBe(
      '[报价] YC-FS20-IR — 张先生 / 某某精密',
    );
    expect(notificationSubject({ ...quote, product: '', company: '' }, 'en')).toBe('[Quote] 张先生');
    expect(notificationSubject({ ...quote, requestType: 'general', product: 'Glass cutting\r\nBcc: x' }, 'en')).toBe(
      '[Enquiry] Glass cutting Bcc: x — 张先生 / 某某精密',
    );
    expect(notificationSubject({ ...quote, requestType: 'sample', name: ' ' }, 'zh')).toBe(
      '[打样] YC-FS20-IR — （未留姓名） / 某某精密',
    );
    const zhText = notificationMail(storedMessage(), { from: 'a@example.com', to: 'b@example.com' }, 'zh').text;
    expect(zhText).toMatch(/需求类型: +免费打样\n/);
    expect(zhText).toMatch(/加工工艺: +切割\n/);
    // Every label in the chosen language, not only the form's fields.
    expect(zhText).toMatch(/^网站收到一条联系留言。\n/);
    const labels = (zhText as string)
      .split('\n')
      .filter((line) => /^\S+: +\S/.test(line))
      .map((line) => line.slice(0, line.indexOf(':')));
    for (const label of [
      '页面语言',
      '来源页面',
      '收到时间',
      '隐私声明版本',
      'IP归属地',
      '最近的办事处',
      '留言编号',
      '提交编号',
    ])
      expect(labels).toContain(label);
    expect(zhText).not.toMatch(/Locale|Page|Received|Consent|Region|Nearest office|Message id|Submission id|unknown/);
  });

  test("names the sender's region and the office nearest to it (unknown: said so, no office)", () => {
    const offices = [
      {
        slug: 'hq',
        kind: 'headquarters',
        order: 1,
        phone: '+86 27 1',
        serves: ['湖北'],
        city: { zh: '武汉', en: 'Wuhan' },
      },
      {
        slug: 'sz',
        kind: 'office',
        order: 2,
        phone: '+86 512 2',
        serves: ['江苏'],
        city: { zh: '苏州', en: 'Suzhou' },
      },
    ];
    const fromNanjing = notificationMail(
      storedMessage({ regionCountry: 'CN', regionProvince: 'CN-JS', regionCity: '南京' }),
      { from: 'a@example.com', to: 'b@example.com' },
      'en',
      offices,
    );
    expect(fromNanjing.text).toMatch(/Region \(by IP address\): +Nanjing, Jiangsu, China\n/);
    expect(fromNanjing.text).toMatch(/Nearest office: +Suzhou \(\+86 512 2\)\n/);
    const unknown = notificationMail(
      storedMessage({ regionCountry: '', regionProvince: '', regionCity: '' }),
      { from: 'a@example.com', to: 'b@example.com' },
      'en',
      offices,
    );
    expect(unknown.text).toMatch(/Region \(by IP address\): +unknown\n/);
    expect(unknown.text).toMatch(/Nearest office: +unknown\n/);
  });

  test("names the country or region the sender chose, with its code, in the labels' language", () => {
    const message = storedMessage({ country: 'DE', regionCountry: 'CN', regionProvince: 'CN-JS', regionCity: '南京' });
    const addresses = { from: 'a@example.com', to: 'b@example.com' };
    expect(notificationMail(message, addresses, 'en').text).toMatch(/\nCountry\/region: +Germany \(DE\)\n/);
    expect(notificationMail(message, addresses, 'zh').text).toMatch(/\n国家\/地区: +德国 \(DE\)\n/);
    expect(notificationMail(storedMessage({ country: '' }), addresses, 'en').text).toMatch(
      /\nCountry\/region: +\(not given\)\n/,
    );
  });

  test('no reply-to without an e-mail address; line breaks cannot reach a header', () => {
    const mail = notificationMail(storedMessage({ email: '', name: 'Eve\r\nBcc: victim@example.com', company: '' }), {
      from: 'a@example.com',
      to: 'b@example.com',
    });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe('[Sample] YC-FS20-IR — Eve Bcc: victim@example.com');
    expect(mail.text).toMatch(/E-mail: +\(not given\)/);
  });
});

describe('notifyRecipient', () => {
  test('sends service requests to the service address when there is one, everything else to sales', () => {
    const both = { to: 'sales@example.com', serviceTo: 'service@example.com' };
    expect(notifyRecipient({ requestType: 'service' }, both)).toBe('service@example.com');
    for (const requestType of ['general', 'quote', 'sample'])
      expect(notifyRecipient({ requestType }, both)).toBe('sales@example.com');
    expect(notifyRecipient({ requestType: 'service' }, { to: 'sales@example.com' })).toBe('sales@example.com');
  });
});

describe('notifierFromEnv', () => {
  test('is null unless both SMTP_URL and CONTACT_NOTIFY_TO are set', () => {
    expect(notifierFromEnv({})).toBeNull();
    expect(notifierFromEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toBeNull();
    expect(notifierFromEnv({ CONTACT_NOTIFY_TO: 'sales@example.com' })).toBeNull();
    expect(notifierFromEnv(smtpEnv('smtp://127.0.0.1:25'))).not.toBeNull();
  });
});

describe('deliverPending through a real SMTP server', () => {
  test('the mail reaches sales with the right To, Reply-To and body, and the message is marked', async () => {
    const smtp = await startSmtp();
    try {
      const message = newMessage({ name: 'Li Lei', company: 'Acme Glass', email: 'li.lei@example.com' });
      const { id } = await store.insert(message);
      const noEmail = await store.insert(newMessage({ email: '' }));
      const notifier = notifierFromEnv(smtpEnv(smtp.url))!;

      expect(await deliverPending(store, notifier)).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      const [mail, second] = smtp.received;
      expect(mail?.envelopeTo).toEqual(['sales@example.com']);
      expect(mail?.headers.get('to')).toBe('sales@example.com');
      expect(mail?.headers.get('from')).toBe('Website <no-reply@localhost>');
      expect(mail?.headers.get('reply-to')).toBe('Li Lei <li.lei@example.com>');
      expect(mail?.headers.get('subject')).toBe('[Sample] YC-FS20-IR — Li Lei / Acme Glass');
      expect(mail?.headers.get('content-type')).toMatch(/^text\/plain/);
      for (const value of [message.message, message.telephone, message.page, message.receivedAt, id]) {
        expect(mail?.text).toContain(value);
      }
      expect(mail?.text).toMatch(/Locale: +zh/);
      expect(second?.headers.has('reply-to')).toBe(false);

      const after = await stored();
      expect(after.map((m) => m.notifiedAt)).toEqual([expect.any(String), expect.any(String)]);
      expect(after.find((m) => m.id === noEmail.id)?.notifyAttempts).toBe(1);
      // Nothing left: a second run sends nothing.
      expect(await deliverPending(store, notifier)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  test('a service request goes to CONTACT_SERVICE_NOTIFY_TO with its serial number; the rest to sales', async () => {
    const smtp = await startSmtp();
    try {
      await store.insert(
        newMessage({ requestType: 'service', product: 'YC-FS20-IR', serialNumber: 'YC-FS20-IR-2025-00317' }),
      );
      await store.insert(newMessage({ requestType: 'quote' }));
      const notifier = notifierFromEnv({ ...smtpEnv(smtp.url), CONTACT_SERVICE_NOTIFY_TO: 'service@example.com' })!;
      expect(await deliverPending(store, notifier)).toEqual({ sent: 2, failed: 0 });
      const service = smtp.received.find((mail) => mail.headers.get('subject')?.startsWith('[Service]'));
      const quote = smtp.received.find((mail) => mail.headers.get('subject')?.startsWith('[Quote]'));
      expect(service?.envelopeTo).toEqual(['service@example.com']);
      expect(service?.text).toMatch(/Serial number: +YC-FS20-IR-2025-00317/);
      expect(quote?.envelopeTo).toEqual(['sales@example.com']);
    } finally {
      await smtp.close();
    }
  });

  test('CONTACT_NOTIFY_LOCALE=zh writes the subject and labels in Chinese', async () => {
    const smtp = await startSmtp();
    try {
      await store.insert(
        newMessage({ requestType: 'quote', product: 'YC-FS20-IR', name: '张先生', company: '某某精密' }),
      );
      const notifier = notifierFromEnv({ ...smtpEnv(smtp.url), CONTACT_NOTIFY_LOCALE: 'zh' })!;
      expect(await deliverPending(store, notifier)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received[0]?.headers.get('subject')).toBe('[报价] YC-FS20-IR — 张先生 / 某某精密');
      expect(smtp.received[0]?.text).toMatch(/意向产品或方案: +YC-FS20-IR/);
    } finally {
      await smtp.close();
    }
  });

  test('a refused mail keeps the message, counts the attempt, and a later run delivers it', async () => {
    const refusing = await startSmtp({ reject: true });
    const working = await startSmtp();
    try {
      const message = newMessage();
      const { id } = await store.insert(message);
      const failing = notifierFromEnv(smtpEnv(refusing.url))!;

      expect(await deliverPending(store, failing, { retryDelayMs: () => 0 })).toEqual({ sent: 0, failed: 1 });
      let [kept] = await stored();
      expect(kept).toMatchObject({ ...message, id, notifiedAt: null, notifyAttempts: 1 });
      expect(kept?.notifyError).toMatch(/Mailbox full/);
      expect(await store.pendingNotifications({ limit: 10, maxAttempts: 5 })).toHaveLength(1);

      expect(await deliverPending(store, notifierFromEnv(smtpEnv(working.url))!)).toEqual({ sent: 1, failed: 0 });
      [kept] = await stored();
      expect(kept).toMatchObject({ ...message, id, notifyAttempts: 2, notifyError: null });
      expect(kept?.notifiedAt).toEqual(expect.any(String));
      expect(working.received).toHaveLength(1);
    } finally {
      await Promise.all([refusing.close(), working.close()]);
    }
  });

  test('an unreachable server is a failure too, and gives up after maxAttempts', async () => {
    const gone = await startSmtp();
    await gone.close();
    await store.insert(newMessage());
    const notifier = notifierFromEnv(smtpEnv(gone.url))!;
    const given: string[] = [];
    const options = { maxAttempts: 2, retryDelayMs: () => 0, onGiveUp: (m: StoredMessage) => given.push(m.id) };
    expect(await deliverPending(store, notifier, options)).toEqual({ sent: 0, failed: 1 });
    expect(await deliverPending(store, notifier, options)).toEqual({ sent: 0, failed: 1 });
    expect(await deliverPending(store, notifier, options)).toEqual({ sent: 0, failed: 0 });
    expect(given).toHaveLength(1);
    const [kept] = await stored();
    expect(kept?.notifyAttempts).toBe(2);
    expect(kept?.notifyError).toMatch(/ECONNREFUSED/);
  });
});

describe('runs never overlap', () => {
  /** A notifier that takes its time and records how many sends ran at once. */
  function slowNotifier(delayMs = 20) {
    const sent: string[] = [];
    let active = 0;
    let maxActive = 0;
    const notifier: Notifier = {
      async send(message) {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        sent.push(message.id);
        active -= 1;
      },
    };
    return { notifier, sent, maxActive: () => maxActive };
  }

  test('two deliverPending calls at once send each message once', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await store.insert(newMessage())).id);
    const slow = slowNotifier();
    const results = await Promise.all([deliverPending(store, slow.notifier), deliverPending(store, slow.notifier)]);
    expect(results).toEqual([
      { sent: 3, failed: 0 },
      { sent: 0, failed: 0 },
    ]);
    expect(slow.sent).toEqual(ids);
    expect(slow.maxActive()).toBe(1);
  });

  test('two instances on one database send each message once between them', async () => {
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push((await store.insert(newMessage())).id);
    // Another server process on the same database file: its own store, its own runs.
    const other = openSqliteStore(path.join(dir, `${expect.getState().currentTestName?.replace(/\W+/g, '-')}.sqlite`));
    try {
      const slow = slowNotifier();
      const results = await Promise.all([deliverPending(store, slow.notifier), deliverPending(other, slow.notifier)]);
      expect(results[0].sent + results[1].sent).toBe(6);
      expect([...slow.sent].sort()).toEqual([...ids].sort());
      expect((await stored()).every((message) => message.notifyAttempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  test('the loop delivers at once and on its interval, without overlapping runs; stop waits for the run', async () => {
    await store.insert(newMessage());
    const slow = slowNotifier(60);
    const { stop } = startNotificationLoop(store, slow.notifier, { intervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await store.insert(newMessage());
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    expect(slow.sent).toHaveLength(2);
    expect(slow.maxActive()).toBe(1);
    expect(await store.pendingNotifications({ limit: 10, maxAttempts: 5 })).toEqual([]);
  });

  test('a tick while a run is still going is skipped, not queued behind it', async () => {
    await store.insert(newMessage());
    let release = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const counted: MessageStore = {
      ...store,
      pendingNotifications: (options) => {
        runs += 1;
        return store.pendingNotifications(options);
      },
    };
    const { stop } = startNotificationLoop(counted, { send: () => blocked }, { intervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 150)); // about 15 ticks while the first run waits
    expect(runs).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Queued ticks would all run now, one after another; skipped ones leave at most the next tick.
    expect(runs).toBeLessThanOrEqual(2);
    await stop();
  });

  test('a database error ends the run with a rejection, and the loop reports it', async () => {
    await store.insert(newMessage());
    await store.close();
    const slow = slowNotifier();
    await expect(deliverPending(store, slow.notifier)).rejects.toThrow(/closed/);
    const errors: unknown[] = [];
    const { stop } = startNotificationLoop(store, slow.notifier, { intervalMs: 1000, onError: (e) => errors.push(e) });
    await stop();
    expect(errors).toHaveLength(1);
    expect(slow.sent).toEqual([]);
  });
});

const waitFor = async (condition: () => boolean | Promise<boolean>, ms = 3000) => {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('retries and giving up', () => {
  test('a message that keeps failing is tried once per pause, then logged once by id and shown as failed', async () => {
    const refusing = await startSmtp({ reject: true });
    const { id } = await store.insert(newMessage());
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let pausedUntil = 0;
    const loop = startNotificationLoop(store, notifierFromEnv(smtpEnv(refusing.url))!, {
      intervalMs: 10,
      maxAttempts: 3,
      // The first pause is long: ticks during it must not try again.
      retryDelayMs: (failed) => (failed === 1 ? 300 : 20),
    });
    try {
      await waitFor(() => refusing.attempts() === 1);
      pausedUntil = Date.now() + 250;
      await waitFor(() => Date.now() > pausedUntil);
      expect(refusing.attempts()).toBe(1);
      await waitFor(async () => (await stored())[0]?.notifyAttempts === 3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(refusing.attempts()).toBe(3);
      const [message] = await stored();
      expect(notifyStatus(message!, 3)).toBe('failed');
      expect(message?.notifyError).toMatch(/Mailbox full/);
      const giveUps = logged.mock.calls.filter((call) => String(call[0]).includes(id));
      expect(giveUps).toHaveLength(1);
      expect(String(giveUps[0]?.[0])).toMatch(/given up/);
    } finally {
      await loop.stop();
      logged.mockRestore();
      await refusing.close();
    }
  });
});

describe('the contact service', () => {
  const saved = { ...process.env };
  const secret = 'notify-service-secret';
  type ServiceModule = typeof import('../service');

  /** Fresh copies of the modules, as each compiled Function carries its own, reading `env`. */
  function load<T>(modulePath: string, env: Record<string, string>): T {
    Object.assign(process.env, { CONTACT_SECRET: secret, CONTACT_MIN_FILL_MS: '0', ...env });
    delete process.env.DATABASE_URL;
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = require(modulePath) as T;
    });
    return loaded!;
  }

  afterEach(async () => {
    await load<ServiceModule>('../service', {}).stopContactNotifications?.();
    process.env = { ...saved };
  });

  test('mail left pending before a restart goes out when the contact Function loads, by one loop per process', async () => {
    const smtp = await startSmtp();
    const file = path.join(dir, 'restart.sqlite');
    const before = openSqliteStore(file);
    const { id } = await before.insert(newMessage());
    await before.close();
    try {
      const env = { CONTACT_DB: file, ...smtpEnv(smtp.url) };
      // Two copies of the Function module in one process (two bundles, or develop's reloads).
      load('../../../api/contact', env);
      load('../../../api/contact', env);
      await waitFor(() => smtp.received.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.attempts()).toBe(1);
      expect(smtp.received[0]?.text).toContain(id);
    } finally {
      await smtp.close();
    }
  });

  test('the first message stored gets one e-mail attempt, not two at once', async () => {
    const refusing = await startSmtp({ reject: true });
    const file = path.join(dir, 'first-message.sqlite');
    try {
      const service = load<ServiceModule>('../service', { CONTACT_DB: file, ...smtpEnv(refusing.url) });
      const body = validContact(issueToken(secret, Date.now() - 10_000).token);
      const response = await service.contactHandler()({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(body)),
        ip: '203.0.113.9',
      });
      expect(response.status).toBe(201);
      await waitFor(() => refusing.attempts() >= 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(refusing.attempts()).toBe(1);
      const check = openSqliteStore(file);
      const [message] = (await check.list({ limit: 10, offset: 0 })).messages;
      await check.close();
      expect(message).toMatchObject({ id: response.body.id, notifyAttempts: 1, notifiedAt: null });
    } finally {
      await refusing.close();
    }
  });
});
