// `npm run bench:contact`: the contact handler's throughput through the real server (Gatsby's
// Functions middleware, validation, token, rate limit, SQLite) next to a bare node:http handler
// doing the same insert, in the same run; then `GET /` latency under attack (bench/under-attack.ts)
// and the city lookup's cost (bench/contact-region.ts). Prints figures, asserts nothing. Needs a
// build. `-- --attack-only` runs only the attack rows, `-- --bodies-only` only the quiet and
// hostile-body rows of those, `-- --region-only` only the lookup rows.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { issueToken } from '../src/server/contact/token';
import { openSqliteStore } from '../src/server/contact/store-sqlite';
import type { MessageStore } from '../src/server/contact/types';
import { contactBody } from './contact-body';
import { regionBench } from './contact-region';
import { underAttack } from './under-attack';
import { startServer } from '../scripts/lib/test-servers.mjs';

// A fixed number of requests (not a duration), so that every accepted request is counted.
const amount = Number(process.env.BENCH_REQUESTS ?? 5000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const secret = 'bench-secret';

/** One valid submission body per request: every request carries its own signed token. */
function bodies(count: number): string[] {
  const shownAt = Date.now() - 10_000;
  return Array.from({ length: count }, (_, index) =>
    contactBody(issueToken(secret, shownAt).token, { name: `压测用户 ${index}` }),
  );
}

async function load(url: string, payloads: string[]) {
  let next = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    amount,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: payloads[next++ % payloads.length] }) }],
  });
  return result;
}

/** The floor: node:http, JSON.parse and the same insert, nothing else. */
async function bareServer(store: MessageStore) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a bench server: a failed insert may end the bench
    request.on('end', async () => {
      const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      const { id } = await store.insert({
        submissionId: data.token!.split('.')[1]!,
        company: data.company!,
        name: data.name!,
        telephone: data.telephone!,
        email: data.email!,
        country: data.country ?? '',
        message: data.message!,
        requestType: 'general',
        product: '',
        material: '',
        process: '',
        partSize: '',
        serialNumber: '',
        locale: 'zh',
        page: '/',
        receivedAt: new Date().toISOString(),
        ipHash: 'bench',
        userAgent: 'autocannon',
        consentVersion: '2026-11',
        regionCountry: '',
        regionProvince: '',
        regionCity: '',
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function throughput() {
  const payloads = bodies(amount);
  const rows: Record<string, string | number>[] = [];
  const record = (name: string, result: autocannon.Result, stored: number) =>
    rows.push({
      handler: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors,
      'stored rows': stored,
    });

  const site = await startServer({ CONTACT_SECRET: secret, CONTACT_RATE_LIMIT: '100000000/60' });
  try {
    const result = await load(`${site.url}/api/contact`, payloads);
    const inbox = await fetch(`${site.url}/api/messages?limit=1`, {
      headers: { Authorization: 'Bearer e2e-inbox-token' },
    });
    record('site /api/contact', result, ((await inbox.json()) as { total: number }).total);
  } finally {
    site.stop();
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const store = openSqliteStore(path.join(dir, 'contact.sqlite'));
  const bare = await bareServer(store);
  try {
    const result = await load(bare.url, payloads);
    record('bare node:http + insert', result, (await store.list({ limit: 1, offset: 0 })).total);
  } finally {
    bare.server.close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nContact handler, ${amount} requests over ${connections} connections each (SQLite, WAL):`);
  console.table(rows);
}

async function main() {
  if (process.argv.includes('--region-only')) return regionBench();
  if (process.argv.includes('--bodies-only')) return underAttack({ bodiesOnly: true });
  if (!process.argv.includes('--attack-only')) await throughput();
  await underAttack();
  if (!process.argv.includes('--attack-only')) await regionBench();
}

void main();
