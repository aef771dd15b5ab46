/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContactHandler, type ContactRequest } from '../handler';
import { hashIp } from '../ip-hash';
import { issueToken } from '../token';
import { createRateLimiter } from '../rate-limit';
import { openSqliteStore } from '../store-sqlite';
import { StoreBusyError, type MessageStore } from '../types';
import { contactRequest, validContact } from './contact-fixtures';

const secret = 'test-secret';
let store: MessageStore;
const clock = 1_800_000_000_000;
const stored: string[] = [];

function handler(limit = 1000) {
  const messages = createRateLimiter({ limit, windowMs: 600_000 });
  return createContactHandler({
    store: () => store,
    secret,
    hashIp: (ip) => `hash:${ip}`,
    rateLimit: messages.take,
    giveBackRateLimit: messages.giveBack,
    refusedLimit: createRateLimiter({ limit: 1000, windowMs: 600_000, scope: 'refused' }),
    onStored: (message) => stored.push(message.id),
    now: () => clock,
  });
}

/** A token issued 10 s before "now", as a form shown 10 s ago would hold. */
const freshToken = () => issueToken(secret, clock - 10_000).token;

const valid = () => validContact(freshToken());
const request = contactRequest;

const rows = async () => (await store.list({ limit: 1000, offset: 0 })).total;

const dirs: string[] = [];
const freshStore = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-'));
  dirs.push(dir);
  return openSqliteStore(path.join(dir, 'contact.sqlite'));
};

beforeEach(() => {
  store = freshStore();
  stored.length = 0;
});
afterEach(async () => {
  await store.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('POST /api/contact: a service request', () => {
  const service = () => ({
    ...valid(),
    requestType: 'service',
    product: 'YC-FS20-IR',
    serialNumber: ' yc-fs20-ir-2025-00317 ',
    message: '开机后报警 E12，重启后仍然存在。',
  });

  it('stores the model and the serial number (in upper case) once, however often it is sent', async () => {
    const body = service();
    expect((await handler()(request(body))).status).toBe(201);
    expect((await handler()(request(body))).status).toBe(200);
    const { total, messages } = await store.list({ limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(messages[0]).toMatchObject({
      requestType: 'service',
      product: 'YC-FS20-IR',
      serialNumber: 'YC-FS20-IR-2025-00317',
    });
    expect(stored).toHaveLength(1);
  });

  it('refuses a serial number that is missing, malformed or of another model with 400 and its message, in the sender’s language', async () => {
    const zh = await handler()(request({ ...service(), serialNumber: 'SN-12345' }));
    expect(zh.status).toBe(400);
    expect(zh.body.fields).toEqual({
      serialNumber: '序列号格式为“型号-生产年份-五位流水号”，例如 YC-FS20-IR-2025-00317',
    });
    const en = await handler()(
      request({ ...service(), locale: 'en', product: 'YC-FS50-IR', serialNumber: 'YC-FS20-IR-2025-00317' }),
    );
    expect(en.status).toBe(400);
    expect(en.body.fields).toEqual({
      serialNumber: 'The serial number names a different model from the one chosen; please check the rating plate',
    });
    const missing = await handler()(request({ ...service(), product: '', serialNumber: '' }));
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields ?? {})).toEqual(['product', 'serialNumber']);
    // Not a string: still a field message, never a 500.
    const typed = await handler()(request({ ...service(), serialNumber: 2025 }));
    expect(typed.status).toBe(400);
    expect(typed.body.fields?.serialNumber).toEqual(expect.any(String));
    expect(await rows()).toBe(0);
  });
});

describe('POST /api/contact: what a message asks for', () => {
  it('stores the request type, product and sample details as their own fields', async () => {
    const body = {
      ...valid(),
      requestType: 'sample',
      product: ' YC-FS20-IR ',
      material: '蓝宝石',
      process: 'drilling',
      partSize: '2 英寸，厚 0.43 mm',
    };
    const response = await handler()(request(body));
    expect(response.status).toBe(201);
    const { messages } = await store.list({ limit: 10, offset: 0 });
    expect(messages[0]).toMatchObject({
      requestType: 'sample',
      product: 'YC-FS20-IR',
      material: '蓝宝石',
      process: 'drilling',
      partSize: '2 英寸，厚 0.43 mm',
    });
  });

  it('stores a message without a request type as a general enquiry, and drops sample details from other requests', async () => {
    expect((await handler()(request(valid()))).status).toBe(201);
    const quote = { ...valid(), requestType: 'quote', product: 'YC-PS50-UV', material: '玻璃', process: 'cutting' };
    expect((await handler()(request(quote))).status).toBe(201);
    const { messages } = await store.list({ limit: 10, offset: 0 });
    // Both may arrive in the same millisecond, so the list's order is not part of the check.
    expect(
      messages.map(({ requestType, product, material, process }) => [requestType, product, material, process]).sort(),
    ).toEqual([
      ['general', '', '', ''],
      ['quote', 'YC-PS50-UV', '', ''],
    ]);
  });

  it("refuses a sample request without material and process, with the messages in the sender's language", async () => {
    const body = { ...valid(), requestType: 'sample', product: 'YC-FS20-IR' };
    const zh = await handler()(request(body));
    expect(zh.status).toBe(400);
    expect(zh.body.fields).toEqual({ material: '请填写需要打样的材料', process: '请选择加工工艺' });
    const en = await handler()(request({ ...body, locale: 'en', process: 'polishing' }));
    expect(en.body.fields).toEqual({
      material: 'Please enter the material to be processed',
      process: 'Please choose a process from the list',
    });
    const type = await handler()(request({ ...valid(), requestType: 'discount' }));
    expect(type.body.fields).toEqual({ requestType: '请从列表中选择需求类型' });
    expect(await rows()).toBe(0);
  });

  it('requires an e-mail address in an English message (by its locale), not in a Chinese one', async () => {
    const en = await handler()(request({ ...valid(), locale: 'en', email: '' }));
    expect(en.status).toBe(400);
    expect(en.body.fields).toEqual({ email: 'Please enter your e-mail address' });
    // The locale of the message decides, not the language of the browser.
    const enByBody = await handler()(
      request(
        { ...valid(), locale: 'en', email: '', telephone: '' },
        { headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' } },
      ),
    );
    expect(enByBody.body.fields).toEqual({
      email: 'Please enter your e-mail address',
      telephone: 'Please enter your phone',
    });
    expect(await rows()).toBe(0);
    expect((await handler()(request({ ...valid(), locale: 'zh', email: '' }))).status).toBe(201);
    expect((await handler()(request({ ...valid(), locale: 'en', email: 'jane@example.com' }))).status).toBe(201);
  });
});

describe('POST /api/contact: the country or region', () => {
  it('stores the chosen country or region once, in its own column, apart from where the address is registered', async () => {
    const response = await handler()(request({ ...valid(), locale: 'en', country: ' DE ' }));
    expect(response.status).toBe(201);
    const { messages } = await store.list({ limit: 10, offset: 0 });
    expect(messages).toHaveLength(1);
    expect(messages[0]!.country).toBe('DE');
    // Stored exactly once: not copied into the message or any other field.
    expect(Object.entries(messages[0]!).filter(([, value]) => value === 'DE')).toEqual([['country', 'DE']]);
  });

  it("requires one in an English message, not in a Chinese one, and refuses a value not on the list, in the sender's language", async () => {
    const en = await handler()(request({ ...valid(), locale: 'en', country: '' }));
    expect(en.status).toBe(400);
    expect(en.body.fields).toEqual({ country: 'Please choose your country or region' });
    const bad = await handler()(request({ ...valid(), locale: 'en', country: 'Germany' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ country: 'Please choose a country or region from the list' });
    const zh = await handler()(request({ ...valid(), country: 'XX' }));
    expect(zh.status).toBe(400);
    expect(zh.body.fields).toEqual({ country: '请从列表中选择国家或地区' });
    const typed = await handler()(request({ ...valid(), country: ['CN'] }));
    expect(typed.status).toBe(400);
    expect(typed.body.fields).toEqual({ country: expect.any(String) });
    expect(await rows()).toBe(0);
    const { country: _left, ...withoutCountry } = valid();
    expect((await handler()(request(withoutCountry))).status).toBe(201);
    expect((await store.list({ limit: 1, offset: 0 })).messages[0]!.country).toBe('');
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message once, with its metadata, and answers 201 {id}', async () => {
    const body = valid();
    const response = await handler()(request(body));
    expect(response.status).toBe(201);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const { messages } = await store.list({ limit: 10, offset: 0 });
    expect(messages).toEqual([
      expect.objectContaining({
        id: response.body.id,
        name: '张伟',
        telephone: '138 0013 8000',
        locale: 'zh',
        page: '/about/',
        ipHash: 'hash:203.0.113.7',
        userAgent: 'jest',
        consentVersion: '2026-11',
      }),
    ]);
    expect(stored).toEqual([response.body.id]);
    // The same form sent again (double click, retry) is the same message.
    const again = await handler()(request(body));
    expect(again).toMatchObject({ status: 200, body: { id: response.body.id } });
    expect(await rows()).toBe(1);
    expect(stored).toHaveLength(1);
  });

  it('stores the region of the address the limits count, never the address', async () => {
    const looked: string[] = [];
    const withRegion = createContactHandler({
      store: () => store,
      secret,
      hashIp: (ip) => hashIp(ip, 'salt'),
      region: (ip) => {
        looked.push(ip);
        return { country: 'CN', province: 'CN-JS', city: '南京' };
      },
      rateLimit: createRateLimiter({ limit: 10, windowMs: 600_000 }).take,
      refusedLimit: createRateLimiter({ limit: 10, windowMs: 600_000, scope: 'refused' }),
      now: () => clock,
    });
    const response = await withRegion(request(valid(), { ip: '114.114.114.114' }));
    expect(response.status).toBe(201);
    expect(looked).toEqual(['114.114.114.114']);
    const [message] = (await store.list({ limit: 10, offset: 0 })).messages;
    expect(message).toMatchObject({ regionCountry: 'CN', regionProvince: 'CN-JS', regionCity: '南京' });
    expect(JSON.stringify(message)).not.toContain('114.114.114.114');
    // Without a lookup (or an unknown region) the columns are empty, not an error.
    await handler()(request(valid()));
    const messages = (await store.list({ limit: 10, offset: 0 })).messages;
    expect(messages.map((m) => m.regionCountry).sort()).toEqual(['', 'CN']);
  });

  it('answers field errors in the sender language', async () => {
    const zh = await handler()(request({ ...valid(), name: '', telephone: '123' }));
    expect(zh).toMatchObject({
      status: 400,
      body: {
        error: '提交的信息有误，请检查标红的内容',
        fields: { name: '请输入您的姓名', telephone: '请输入有效的电话号码' },
      },
    });
    const en = await handler()(request({ ...valid(), locale: 'en', name: '', telephone: '', message: ' ' }));
    expect(en.body.fields).toEqual({
      name: 'Please enter your name',
      telephone: 'Please enter your phone',
      message: 'Please enter your message',
    });
    expect(await rows()).toBe(0);
  });

  it('refuses a filled honeypot and a form sent less than 3 s after it was shown, storing nothing', async () => {
    expect((await handler()(request({ ...valid(), website: 'http://spam.example' }))).status).toBe(400);
    const quick = await handler()(request({ ...valid(), token: issueToken(secret, clock - 1000).token, locale: 'en' }));
    expect(quick).toMatchObject({
      status: 400,
      body: { error: 'That was quick! Please wait a few seconds and send it again' },
    });
    const token = freshToken();
    const tampered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect((await handler()(request({ ...valid(), token: tampered }))).status).toBe(400);
    expect(
      (await handler()(request({ ...valid(), token: issueToken(secret, clock - 25 * 3600_000).token }))).status,
    ).toBe(400);
    expect(await rows()).toBe(0);
  });

  it('limits each sender and says when to try again', async () => {
    const limited = handler(2);
    for (let index = 0; index < 2; index += 1) expect((await limited(request(valid()))).status).toBe(201);
    const third = await limited(request({ ...valid(), locale: 'en' }));
    expect(third.status).toBe(429);
    expect(third.headers['Retry-After']).toBe('600');
    expect(third.body.error).toBe('Too many messages; please try again in 600 seconds');
    expect((await limited(request(valid(), { ip: '198.51.100.9' }))).status).toBe(201);
  });

  it('answers 503 and stores nothing when storage fails, and recovers', async () => {
    await store.close();
    const failing = await handler()(request(valid()));
    expect(failing.status).toBe(503);
    expect(failing.headers['Retry-After']).toBe('60');
    store = freshStore();
    expect((await handler()(request(valid()))).status).toBe(201);
  });

  it('does not count a message it could not store against the sender, and says when to retry', async () => {
    const limited = handler(1);
    const realStore = store;
    const fail = (error: Error) => {
      store = { ...realStore, insert: () => Promise.reject(error) };
    };
    fail(new StoreBusyError('locked'));
    const busy = await limited(request(valid()));
    expect(busy.status).toBe(503);
    // A lock is gone within seconds; a broken disk or database takes longer.
    expect(busy.headers['Retry-After']).toBe('5');
    fail(new Error('disk I/O error'));
    expect((await limited(request(valid()))).headers['Retry-After']).toBe('60');
    store = realStore;
    // Two failures, yet the one message this sender may send still goes through.
    expect((await limited(request(valid()))).status).toBe(201);
    expect((await limited(request(valid()))).status).toBe(429);
  });

  const hostile: [string, ContactRequest, number][] = [
    ['GET', request(valid(), { method: 'GET' }), 405],
    ['PUT', request(valid(), { method: 'PUT' }), 405],
    ['no content type', request(valid(), { headers: {} }), 415],
    ['form encoded', request('name=x', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415],
    ['text/plain', request(JSON.stringify(valid()), { headers: { 'content-type': 'text/plain' } }), 415],
    ['multipart', request('--x', { headers: { 'content-type': 'multipart/form-data; boundary=x' } }), 415],
    ['truncated JSON', request('{"name":"张', {}), 400],
    ['empty body', request('', {}), 400],
    ['JSON null', request('null', {}), 400],
    ['JSON array', request('[1,2]', {}), 400],
    ['JSON string', request('"hello"', {}), 400],
    ['JSON number', request('42', {}), 400],
    ['over 16 KB', request({ ...valid(), message: 'x'.repeat(17_000) }), 413],
    ['unknown field', request({ ...valid(), admin: true }), 400],
    ['__proto__ key', request(`{"__proto__":{"polluted":1},${JSON.stringify(valid()).slice(1)}`), 400],
    ['name as number', request({ ...valid(), name: 12345 }), 400],
    ['name null', request({ ...valid(), name: null }), 400],
    ['name as array', request({ ...valid(), name: ['张伟'] }), 400],
    ['name as object', request({ ...valid(), name: { first: '伟' } }), 400],
    ['telephone as number', request({ ...valid(), telephone: 13800138000 }), 400],
    ['consent as string', request({ ...valid(), consent: 'true' }), 400],
    ['consent missing', request({ ...valid(), consent: undefined }), 400],
    ['consent false', request({ ...valid(), consent: false }), 400],
    ['huge name', request({ ...valid(), name: '张'.repeat(5000) }), 400],
    ['control characters', request({ ...valid(), name: 'Zhang\u0007Wei' }), 400],
    ['NUL in message', request({ ...valid(), message: 'hello\u0000world' }), 400],
    ['line separator in name', request({ ...valid(), name: 'a\u2028b' }), 400],
    ['invalid e-mail', request({ ...valid(), email: '<script>@x' }), 400],
    ['phone with letters', request({ ...valid(), telephone: 'call me' }), 400],
    ['token missing', request({ ...valid(), token: undefined }), 400],
    ['token as object', request({ ...valid(), token: { forged: true } }), 400],
    [
      'token forged',
      request({ ...valid(), token: `${clock - 10_000}.00000000-0000-4000-8000-000000000000.${'0'.repeat(64)}` }),
      400,
    ],
    ['honeypot filled', request({ ...valid(), website: 'x' }), 400],
    // Bytes that are not UTF-8 are not a JSON message (they used to be stored as U+FFFD).
    ['invalid UTF-8', request(Buffer.from([0x7b, 0x22, 0x6e, 0xff, 0xfe, 0x22, 0x7d])), 415],
    ['deeply nested', request(`${'['.repeat(5000)}${']'.repeat(5000)}`), 400],
  ];

  it.each(hostile)('answers %s with %i and stores nothing', async (_name, hostileRequest, status) => {
    const response = await handler()(hostileRequest);
    expect(response.status).toBe(status);
    expect(typeof response.body.error).toBe('string');
    expect(await rows()).toBe(0);
  });

  describe('charsets and characters', () => {
    const declared = (contentType: string, body: unknown = valid()) =>
      request(body, { headers: { 'content-type': contentType, 'accept-language': 'en-GB,en;q=0.8' } });
    /** The valid message's JSON with one string value replaced by raw JSON text (escapes kept as written). */
    const rawJson = (field: string, json: string) =>
      JSON.stringify({ ...valid(), [field]: '@@' }).replace('"@@"', json);

    it.each([
      'application/json; charset=iso-8859-1',
      'application/json; charset=utf-16',
      'application/json;charset=UTF-16LE',
      'application/json; charset="windows-1252"',
      'application/json; charset=utf8mb4',
      'application/json; charset=utf-8; charset=latin1',
      'application/json; charset=',
      'application/json; charset="utf-8',
    ])('answers %s with a localized 415 and stores nothing', async (contentType) => {
      const response = await handler()(declared(contentType));
      expect(response).toMatchObject({
        status: 415,
        body: { error: 'Messages are accepted as UTF-8 encoded JSON only' },
      });
      expect(await rows()).toBe(0);
    });

    it.each([
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'application/json; charset=utf8',
      'Application/JSON; Charset="Utf-8"',
      'application/json ; charset = "utf-8" ',
      'application/json; version=1; charset=utf-8',
    ])('accepts %s', async (contentType) => {
      expect((await handler()(declared(contentType))).status).toBe(201);
    });

    it('refuses bytes that are not UTF-8, whatever the header says', async () => {
      const latin1 = Buffer.from(JSON.stringify({ ...valid(), name: 'José' }), 'latin1');
      const utf16 = Buffer.from(JSON.stringify(valid()), 'utf16le');
      // U+D800 encoded as if it were a character (CESU-8), inside the name.
      const [before = '', after = ''] = rawJson('name', '"Zh%"').split('%');
      const encodedSurrogate = Buffer.concat([
        Buffer.from(before),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from(after),
      ]);
      expect((await handler()(declared('application/json; charset=utf-8', latin1))).status).toBe(415);
      expect((await handler()(declared('application/json', encodedSurrogate))).status).toBe(415);
      // UTF-16 sent undeclared: the Chinese text's UTF-16 bytes are not UTF-8. ASCII-only UTF-16
      // is valid UTF-8 full of NULs, and not JSON.
      expect((await handler()(declared('application/json', utf16))).status).toBe(415);
      const asciiUtf16 = Buffer.from(
        JSON.stringify({ ...valid(), company: 'Acme', name: 'Li', message: 'Hi' }),
        'utf16le',
      );
      expect((await handler()(declared('application/json', asciiUtf16))).status).toBe(400);
      expect(await rows()).toBe(0);
    });

    it('accepts a UTF-8 body that starts with a byte-order mark', async () => {
      const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(valid()))]);
      expect((await handler()(declared('application/json', body))).status).toBe(201);
    });

    it('refuses lone surrogates (JSON escapes) in every field, with the field message', async () => {
      for (const field of ['company', 'name', 'telephone', 'email', 'message']) {
        const response = await handler()(request(rawJson(field, '"ab\\ud800cd"')));
        expect(response.status).toBe(400);
        expect(response.body.fields?.[field]).toBe('包含不允许的字符，请检查后重新输入');
      }
      expect(await rows()).toBe(0);
      // Outside the form's fields, a lone surrogate is never stored either.
      expect((await handler()(request(rawJson('page', '"/about/\\udc00"')))).status).toBe(201);
      const [message] = (await store.list({ limit: 1, offset: 0 })).messages;
      expect(message?.page).toBe('');
    });

    it.each([
      '//evil.example/x',
      '/\\evil.example/x',
      '/Call +1-555-0100 for a discount',
      '/no-such-page/',
      'https://evil.example/',
      '/about/?x=1',
    ])('drops a page that is not one of the site: %j', async (page) => {
      expect((await handler()(request(rawJson('page', JSON.stringify(page))))).status).toBe(201);
      const [message] = (await store.list({ limit: 1, offset: 0 })).messages;
      expect(message?.page).toBe('');
    });

    it.each(['/', '/about/', '/en/products/detail/yc-fs20-ir/', '/products/compare/'])(
      'keeps the page %j the form was sent from',
      async (page) => {
        expect((await handler()(request(rawJson('page', JSON.stringify(page))))).status).toBe(201);
        const [message] = (await store.list({ limit: 1, offset: 0 })).messages;
        expect(message?.page).toBe(page);
      },
    );

    it('refuses bidi controls and zero-width characters in single-line fields, in the sender language', async () => {
      const response = await handler()(
        request({ ...valid(), locale: 'en', name: 'Zhang‮ieW', company: 'A​cme', email: 'a⁦@b.com' }),
      );
      const invisible =
        'This contains invisible formatting characters (such as text-direction marks or zero-width spaces); please remove them';
      expect(response).toMatchObject({
        status: 400,
        body: { fields: { name: invisible, company: invisible, email: invisible } },
      });
      expect(await rows()).toBe(0);
    });

    it('stores the normalized text: NFC, phone without zero-width characters, message without overrides', async () => {
      const body = {
        ...valid(),
        name: 'Jose\u0301',
        telephone: '\ufeff138 0013\u200b8000',
        message: 'line one\n\u202eline two\u202c',
      };
      expect((await handler()(request(body))).status).toBe(201);
      const [message] = (await store.list({ limit: 1, offset: 0 })).messages;
      expect(message).toMatchObject({ name: 'Jos\u00e9', telephone: '138 00138000', message: 'line one\nline two' });
    });
  });

  it('keeps HTML, script and emoji as plain text', async () => {
    const body = {
      ...valid(),
      name: '<script>alert(1)</script>',
      message: '🚀 <img src=x onerror=alert(1)> 超快激光 👍',
    };
    expect((await handler()(request(body))).status).toBe(201);
    const [message] = (await store.list({ limit: 1, offset: 0 })).messages;
    expect(message).toMatchObject({ name: body.name, message: body.message });
  });

  it('stores 200 concurrent valid submissions exactly once each', async () => {
    const bodies = Array.from({ length: 200 }, () => valid());
    const responses = await Promise.all(bodies.map((body) => handler()(request(body))));
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(200);
    expect(await rows()).toBe(200);
  });
});
