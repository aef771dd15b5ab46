// Shared by the handler and inbox tests: a valid form, a request carrying it, a throwaway store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContactRequest } from '../handler';
import { openSqliteStore } from '../store-sqlite';
import type { MessageStore } from '../types';

/** A complete, valid form as the page sends it, with this token. */
export const validContact = (token: string) => ({
  company: '某显示面板公司',
  name: '张伟',
  telephone: '138 0013 8000',
  email: 'zhang.wei@example.com',
  country: 'CN',
  message: '我们想评估 YC-FS20-IR 用于玻璃切割。',
  consent: true,
  website: '',
  token,
  locale: 'zh',
  page: '/about/',
  consentVersion: '2026-11',
});

/** A JSON POST of `body` (objects are serialised; strings and buffers are sent as they are). */
export const contactRequest = (body: unknown, overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'user-agent': 'jest' },
  body: typeof body === 'string' || Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body)),
  ip: '203.0.113.7',
  ...overrides,
});

/** A SQLite store in a fresh directory for each test; `store()` is the current test's. */
export function tempSqliteStorePerTest(prefix: string): () => MessageStore {
  let store: MessageStore;
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    store = openSqliteStore(path.join(dir, 'contact.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => store;
}
