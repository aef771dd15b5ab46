/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { notifyMaxAttempts } from '../notify';
import { csvCell, handleInbox, messagesCsv } from '../inbox';
import { createRateLimiter } from '../rate-limit';
import { openSqliteStore } from '../store-sqlite';
import type { MessageStore, NewMessage, StoredMessage } from '../types';

let store: MessageStore;

const message = (index: number): NewMessage => ({
  submissionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  company: index === 1 ? '=HYPERLINK("http://evil")' : '某面板公司',
  name: `客户 ${index}`,
  telephone: '13800138000',
  email: '',
  country: ['CN', 'DE', ''][(index - 1) % 3]!,
  message: index === 2 ? 'line one\nline "two", three' : '询价',
  requestType: index === 3 ? 'sample' : 'quote',
  product: 'YC-FS20-IR',
  material: index === 3 ? '蓝宝石' : '',
  process: index === 3 ? 'drilling' : '',
  partSize: index === 3 ? '2 英寸晶圆' : '',
  serialNumber: '',
  locale: 'zh',
  page: '/',
  receivedAt: new Date(Date.UTC(2026, 10, index)).toISOString(),
  ipHash: 'x',
  userAgent: 'jest',
  consentVersion: '2026-11',
  ...[
    { regionCountry: 'CN', regionProvince: 'CN-JS', regionCity: '南京' },
    { regionCountry: 'KR', regionProvince: '', regionCity: '' },
    { regionCountry: '', regionProvince: '', regionCity: '' },
  ][(index - 1) % 3]!,
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
    expect(csv.startsWith('\uFEFF"id","receivedAt","company","name"')).toBe(true);
    expect(csv).toContain('"line one\nline ""two"", three"');
    expect(csv).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(csv.trim().split('\r\n')).toHaveLength(4);
  });

  it('lists what each message asks for, in the JSON and as the last columns of the export', async () => {
    const body = (await get({ authorization: 'Bearer s3cret-0123456789abcdef0123456789' })).body as {
      messages: Record<string, string>[];
    };
    expect(
      body.messages.map(({ requestType, product, material, process, partSize }) => ({
        requestType,
        product,
        material,
        process,
        partSize,
      })),
    ).toEqual([
      { requestType: 'sample', product: 'YC-FS20-IR', material: '蓝宝石', process: 'drilling', partSize: '2 英寸晶圆' },
      { requestType: 'quote', product: 'YC-FS20-IR', material: '', process: '', partSize: '' },
      { requestType: 'quote', product: 'YC-FS20-IR', material: '', process: '', partSize: '' },
    ]);
    const csv = (await get({ authorization: 'Bearer s3cret-0123456789abcdef0123456789' }, { format: 'csv' }))
      .body as string;
    const [header, ...rows] = spreadsheetCells(csv.slice(1), ',');
    expect(header!.slice(-9, -4)).toEqual(['requestType', 'product', 'material', 'process', 'partSize']);
    expect(rows.map((row) => row.slice(-9, -4))).toEqual([
      ['sample', 'YC-FS20-IR', '蓝宝石', 'drilling', '2 英寸晶圆'],
      ['quote', 'YC-FS20-IR', '', '', ''],
      ['quote', 'YC-FS20-IR', '', '', ''],
    ]);
  });

  it("shows each sender's region in words and codes, in JSON and CSV (unknown: empty)", async () => {
    const auth = { authorization: 'Bearer s3cret-0123456789abcdef0123456789' };
    const body = (await get(auth)).body as {
      messages: { name: string; region: string | null; regionZh: string | null; regionProvince: string }[];
    };
    expect(
      body.messages.map(({ name, region, regionZh, regionProvince }) => [name, region, regionZh, regionProvince]),
    ).toEqual([
      ['客户 3', null, null, ''],
      ['客户 2', 'South Korea', '韩国', ''],
      ['客户 1', 'Nanjing, Jiangsu, China', '中国 江苏 南京', 'CN-JS'],
    ]);
    const [header, ...rows] = spreadsheetCells(((await get(auth, { format: 'csv' })).body as string).slice(1), ',');
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(
      rows.map((row) => [cell(row, 'name'), cell(row, 'region'), cell(row, 'regionZh'), cell(row, 'regionCity')]),
    ).toEqual([
      ['客户 3', '', '', ''],
      ['客户 2', 'South Korea', '韩国', ''],
      ['客户 1', 'Nanjing, Jiangsu, China', '中国 江苏 南京', '南京'],
    ]);
  });

  it('shows the country or region each sender chose, as its code and in words, after the older columns', async () => {
    const auth = { authorization: 'Bearer s3cret-0123456789abcdef0123456789' };
    const body = (await get(auth)).body as {
      messages: { name: string; country: string; countryName: string | null; countryNameZh: string | null }[];
    };
    expect(
      body.messages.map(({ name, country, countryName, countryNameZh }) => [name, country, countryName, countryNameZh]),
    ).toEqual([
      ['客户 3', '', null, null],
      ['客户 2', 'DE', 'Germany', '德国'],
      ['客户 1', 'CN', 'China', '中国'],
    ]);
    const [header, ...rows] = spreadsheetCells(((await get(auth, { format: 'csv' })).body as string).slice(1), ',');
    expect(header!.slice(-4, -1)).toEqual(['country', 'countryName', 'countryNameZh']);
    expect(rows.map((row) => row.slice(-4, -1))).toEqual([
      ['', '', ''],
      ['DE', 'Germany', '德国'],
      ['CN', 'China', '中国'],
    ]);
  });

  it('writes an empty export as just the header', () => {
    expect(messagesCsv([])).toBe(
      '\uFEFF"id","receivedAt","company","name","telephone","email","message","locale","page","consentVersion","region","regionZh","regionCountry","regionProvince","regionCity","notifiedAt","notifyStatus","notifyError","requestType","product","material","process","partSize","country","countryName","countryNameZh","serialNumber"\r\n',
    );
  });

  it('shows where each e-mail to sales stands: sent, pending, or failed with the last error', async () => {
    const [third, second, first] = (await store.list({ limit: 3, offset: 0 })).messages;
    await store.markNotified(first!.id, new Date().toISOString());
    await store.markNotifyFailed(second!.id, 'Connection refused');
    for (let attempt = 0; attempt < notifyMaxAttempts; attempt += 1)
      await store.markNotifyFailed(third!.id, 'Mailbox full');

    const body = (await get({ authorization: 'Bearer s3cret-0123456789abcdef0123456789' })).body as {
      messages: { id: string; notifyStatus: string; notifyError: string | null }[];
    };
    expect(body.messages.map(({ id, notifyStatus, notifyError }) => ({ id, notifyStatus, notifyError }))).toEqual([
      { id: third!.id, notifyStatus: 'failed', notifyError: 'Mailbox full' },
      { id: second!.id, notifyStatus: 'pending', notifyError: 'Connection refused' },
      { id: first!.id, notifyStatus: 'sent', notifyError: null },
    ]);
    const csv = (await get({ authorization: 'Bearer s3cret-0123456789abcdef0123456789' }, { format: 'csv' }))
      .body as string;
    const [header, ...rows] = spreadsheetCells(csv.slice(1), ',');
    const statusAt = header!.indexOf('notifyStatus');
    const statusOf = (id: string) => rows.find((row) => row[0] === id)!.slice(statusAt, statusAt + 2);
    expect(header!.slice(statusAt, statusAt + 2)).toEqual(['notifyStatus', 'notifyError']);
    expect(statusOf(third!.id)).toEqual(['failed', 'Mailbox full']);
    expect(statusOf(first!.id)).toEqual(['sent', '']);
  });
});

/**
 * How a spreadsheet reads a CSV with `separator` as its list separator: a cell is quoted only when
 * it starts with a quote ("" inside is one quote); after the closing quote, anything up to the next
 * separator is taken as it stands, as Excel and LibreOffice do. Records end at a line break outside
 * quotes. So a ';' reader of a ',' file loses track of the quoting, the way a visitor's Excel would.
 */
function spreadsheetCells(csv: string, separator: ',' | ';' | '\t'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStart = true;
  for (let index = 0; index < csv.length; index += 1) {
    const character = csv[index];
    if (quoted) {
      if (character === '"' && csv[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cellStart) {
      quoted = true;
      cellStart = false;
    } else if (character === separator) {
      record.push(cell);
      cell = '';
      cellStart = true;
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && csv[index + 1] === '\n') index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      cellStart = true;
    } else {
      cell += character;
      cellStart = false;
    }
  }
  if (cell || record.length) records.push([...record, cell]);
  return records;
}

describe('the CSV export against formula injection', () => {
  const hostile = [
    "x;=cmd|' /C calc'!A0;y",
    "x,=cmd|' /C calc'!A0,y",
    '=HYPERLINK("http://evil.example","open")',
    "+1+cmd|' /C calc'!A0",
    '-2+3',
    '@SUM(1,1)',
    '\t=1+1',
    ' =1+1',
    '"=1+1',
    '\r=1+1',
    'a; =1+1',
    'a;;=1+1;@x',
    'a,\t=1',
    'a;"=1+1"',
    'a;""=1+1',
    'line one\n=1+1',
    'line one\r\n-2+3\r@x',
    '";=1+1;"',
    '";=1+1',
    '第一行；\n=1+1；第二行',
    'b\t=2',
    'a\t+1\t-2\t@x',
    'x\t "=1',
  ];
  const at = (index: number, field: 'company' | 'name' | 'message', value: string): StoredMessage => ({
    ...message(index),
    id: `id-${index}`,
    [field]: value,
    notifiedAt: null,
    notifyAttempts: 0,
    notifyError: null,
  });

  it.each([',', ';', '\t'] as const)(
    'leaves no cell starting with = + - @ tab or CR when read with %j',
    (separator) => {
      const rows = hostile.flatMap((value, index) => [
        at(index, 'company', value),
        at(index, 'name', value),
        at(index, 'message', value),
      ]);
      const cells = spreadsheetCells(messagesCsv(rows).slice(1), separator).flat();
      expect(cells.length).toBeGreaterThan(hostile.length * 3);
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    },
  );

  // OWASP lists TAB among the separators: text pasted as tab-separated values, or a reader that
  // splits on tabs without minding the quotes, starts a cell after every tab.
  it('leaves no cell starting with = + - @ when every line is split on tabs, quotes ignored', () => {
    const rows = hostile.map((value, index) => at(index, 'message', value));
    const cells = messagesCsv(rows)
      .slice(1)
      .split(/\r\n|\r|\n/)
      .flatMap((line) => line.split('\t'));
    expect(cells.filter((cell) => /^[ "]*[=+\-@]/.test(cell))).toEqual([]);
  });

  it('round-trips Chinese text, quotes and line breaks with the "," reader, BOM first', () => {
    const text = '您好，我们想了解"YC-FS20"的报价。\n第二行：玻璃, 蓝宝石；陶瓷\r\n第三行 "引号"';
    const csv = messagesCsv([at(1, 'message', text), at(2, 'company', '某显示面板公司')]);
    expect(csv.startsWith('\uFEFF"id",')).toBe(true);
    const [header, first, second] = spreadsheetCells(csv.slice(1), ',');
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(first?.[column('message')]).toBe(text);
    expect(first?.[column('name')]).toBe('客户 1');
    expect(second?.[column('company')]).toBe('某显示面板公司');
    expect(first).toHaveLength(header?.length ?? 0);
  });

  it('quotes every cell and shows a neutralised formula as the text that was sent', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0;y")).toBe(`"x;'=cmd|' /C calc'!A0;y"`);
    expect(csvCell('-3')).toBe(`"'-3"`);
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
  });
});
