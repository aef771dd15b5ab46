/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { handleInbox, messagesCsv } from '../inbox';
import { createRateLimiter } from '../rate-limit';
import { openSqliteStore } from '../store-sqlite';
import type { MessageStore, NewMessage } from '../types';

let store: MessageStore;

const message = (index: number): NewMessage => ({
  submissionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  company: index === 1 ? '=HYPERLINK("http://evil")' : '某面板公司',
  name: `客户 ${index}`,
  telephone: '13800138000',
  email: '',
  message: index === 2 ? 'line one\nline "two", three' : '询价',
  locale: 'zh',
  page: '/',
  receivedAt: new Date(Date.UTC(2026, 10, index)).toISOString(),
  ipHash: 'x',
  userAgent: 'jest',
  consentVersion: '2026-11',
});

let dir: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-'));
  store = openSqliteStore(path.join(dir, 'contact.sqlite'));
  for (let index = 1; index <= 3; index += 1) await store.insert(message(index));
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (
  headers: Record<string, string>,
  query: Record<string, string> = {},
  token: string | null = 's3cret-0123456789abcdef0123456789',
) =>
  handleInbox(
    { method: 'GET', headers, query, ip: '203.0.113.7' },
    {
      token: token ?? undefined,
      store: () => store,
      hashIp: (ip) => `hash:${ip}`,
      failures: createRateLimiter({ limit: 1000, windowMs: 900_000, scope: 'inbox' }),
    },
  );

describe('GET /api/messages', () => {
  it('is 404 when no token is configured, 401 without the right token', async () => {
    expect((await get({ authorization: 'Bearer s3cret-0123456789abcdef0123456789' }, {}, null)).status).toBe(404);
    expect((await get({})).status).toBe(401);
    expect((await get({ authorization: 'Bearer s3cre' })).status).toBe(401);
    expect((await get({ authorization: 'Basic s3cret-0123456789abcdef0123456789' })).status).toBe(401);
  });

  it('lists messages newest first, paged', async () => {
    const response = await get(
      { authorization: 'Bearer s3cret-0123456789abcdef0123456789' },
      { limit: '2', offset: '0' },
    );
    expect(response.status).toBe(200);
    const body = response.body as { total: number; messages: { name: string }[] };
    expect(body.total).toBe(3);
    expect(body.messages.map((entry) => entry.name)).toEqual(['客户 3', '客户 2']);
    const next = (await get({ authorization: 'Bearer s3cret-0123456789abcdef0123456789' }, { limit: '2', offset: '2' }))
      .body as typeof body;
    expect(next.messages.map((entry) => entry.name)).toEqual(['客户 1']);
  });

  it('exports CSV with a BOM, quoted cells and neutralised formulas', async () => {
    const response = await get({ authorization: 'Bearer s3cret-0123456789abcdef0123456789' }, { format: 'csv' });
    expect(response.headers['Content-Type']).toBe('text/csv; charset=utf-8');
    const csv = response.body as string;
    expect(csv.startsWith('\uFEFFid,receivedAt,company,name')).toBe(true);
    expect(csv).toContain('"line one\nline ""two"", three"');
    expect(csv).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(csv.trim().split('\r\n')).toHaveLength(4);
  });

  it('writes an empty export as just the header', () => {
    expect(messagesCsv([])).toBe(
      '\uFEFFid,receivedAt,company,name,telephone,email,message,locale,page,consentVersion,notifiedAt\r\n',
    );
  });
});
