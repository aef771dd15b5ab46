// The contact Function behind our real server (Express and its body parsers in front), fed raw
// bytes: a body in any charset but UTF-8 gets the handler's localized 415, never a garbled row.
import http from 'node:http';
import { baseUrl } from './browser';
import { inbox } from './inbox';

interface Answer {
  status: number;
  contentType: string;
  body: { id?: string; error?: string; fields?: Record<string, string> };
}

/** POSTs `bytes` exactly as given, with `contentType` as given (fetch would not send every shape). */
function post(bytes: Buffer, contentType: string, acceptLanguage = 'zh-CN'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/contact`,
      {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          'Content-Length': bytes.length,
          'Accept-Language': acceptLanguage,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            body: JSON.parse(text) as Answer['body'],
          });
        });
      },
    );
    request.on('error', reject);
    request.end(bytes);
  });
}

async function message(fields: Record<string, unknown> = {}) {
  const issued = (await (await fetch(`${baseUrl}/api/contact-token`)).json()) as { token: string };
  return {
    name: 'Charset test',
    telephone: '13800138000',
    // An English message needs an e-mail address and a country or region (src/contact/schema.ts).
    email: 'charset@example.com',
    country: 'FR',
    message: 'Bonjour, José',
    consent: true,
    website: '',
    token: issued.token,
    locale: 'en',
    page: '/en/contact/',
    consentVersion: 'e2e',
    ...fields,
  };
}

describe('POST /api/contact with raw bodies', () => {
  it('answers 415 in the sender language to every charset but UTF-8, and stores nothing', async () => {
    const before = (await inbox()).total;
    const json = JSON.stringify(await message());
    const refused: [string, Buffer][] = [
      ['application/json; charset=iso-8859-1', Buffer.from(json, 'latin1')],
      ['application/json; charset=utf-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')])],
      ['application/json; charset=UTF-16LE', Buffer.from(json, 'utf16le')],
      ['application/json; charset="windows-1252"', Buffer.from(json, 'latin1')],
      // Undeclared, but not UTF-8 either ("é" as one Latin-1 byte).
      ['application/json', Buffer.from(json, 'latin1')],
    ];
    for (const [contentType, bytes] of refused) {
      const english = await post(bytes, contentType, 'en-US,en;q=0.9');
      expect({ contentType, status: english.status, error: english.body.error }).toEqual({
        contentType,
        status: 415,
        error: 'Messages are accepted as UTF-8 encoded JSON only',
      });
      expect(english.contentType).toMatch(/^application\/json/);
      const chinese = await post(bytes, contentType);
      expect(chinese.body.error).toBe('仅接受 UTF-8 编码的 JSON 留言');
    }
    expect((await inbox()).total).toBe(before);
  });

  it('accepts UTF-8 declared in any spelling and stores the normalized text', async () => {
    for (const contentType of [
      'application/json',
      'application/json; charset=UTF-8',
      'application/json;charset="utf-8"',
    ]) {
      const body = await message({
        name: `Jose\u0301 ${contentType.length}`,
        telephone: '\ufeff138 0013\u200b8000',
        message: 'line one\n\u202eline two\u202c',
      });
      const answer = await post(Buffer.from(JSON.stringify(body)), contentType);
      expect({ contentType, status: answer.status }).toEqual({ contentType, status: 201 });
      const stored = (await inbox()).messages.find((entry) => entry.id === answer.body.id);
      expect(stored).toMatchObject({
        name: `Jos\u00e9 ${contentType.length}`,
        telephone: '138 00138000',
        message: 'line one\nline two',
      });
    }
  });

  it('refuses lone surrogates and bidi overrides with a field message', async () => {
    const before = (await inbox()).total;
    const json = JSON.stringify(await message({ name: '@@', company: 'Acme\u202eevil' })).replace(
      '"@@"',
      '"Li \\ud800"',
    );
    const answer = await post(Buffer.from(json), 'application/json');
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: 'This contains characters that are not allowed',
      company:
        'This contains invisible formatting characters (such as text-direction marks or zero-width spaces); please remove them',
    });
    expect((await inbox()).total).toBe(before);
  });
});
