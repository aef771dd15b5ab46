// A load generator in a process of its own, so that its work does not slow the client measuring
// `GET /` (bench/under-attack.ts). Fetches real tokens from /api/contact-token, says "ready" on
// stdout, waits for a line on stdin, then POSTs contact bodies for the given seconds and prints the
// status counts as one JSON line. `tsx attack-load.ts '<json options>'`.
import readline from 'node:readline';
import autocannon from 'autocannon';
import { contactBody } from './contact-body';

interface AttackOptions {
  baseUrl: string;
  /**
   * adversarial: the 14 KB e-mail that once backtracked (src/__tests__/redos.test.ts); valid: a real message;
   * malformed: a body that is not JSON (`{`), refused and counted before anything else is read.
   */
  kind: 'adversarial' | 'valid' | 'malformed' | HostileBody;
  /** The route POSTed to (default /api/contact). */
  route?: string;
  connections: number;
  /** Requests per second over all connections; 0: as fast as the server answers. */
  rate: number;
  seconds: number;
  /** Send exactly this many requests instead of for `seconds` (filling the limiter's counters). */
  amount?: number;
  /**
   * How senders get their addresses: ipv4 (the default, below); ipv6: one /64 per sender
   * (2001:db8::/32, documentation); ipv6-one-64: every request a new address in one /64,
   * which the limits count as one sender.
   */
  addresses?: 'ipv4' | 'ipv6' | 'ipv6-one-64';
  /** The first sender's number, so that rows can use senders no earlier row counted. */
  firstSender?: number;
  /**
   * How many client addresses the load comes from (X-Forwarded-For, which the bench server
   * trusts from 127.0.0.1): 1 is one abusive sender, whom the refused-attempt budget stops;
   * more spread the load the way a botnet would, each address under its budget.
   */
  senders: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as AttackOptions;

/**
 * Bodies that cost a parser most for their size (issue 37), about 100 KB each, sent without a
 * token to routes that take no such body: nested-form, 1,000 keys `a[i][b][b]…=1` (qs, urlencoded
 * `extended`); nested-json, `{"a":{"a":…}}` 16,000 deep; deep-array, `[[[…]]]` 50,000 deep;
 * plain-form, one key, the same size (the control).
 */
export type HostileBody = 'nested-form' | 'nested-json' | 'deep-array' | 'plain-form';
const hostileBodies: Record<HostileBody, { type: string; body: string }> = {
  'nested-form': {
    type: 'application/x-www-form-urlencoded',
    body: Array.from({ length: 1000 }, (_, index) => `a[${index}]${'[b]'.repeat(31)}=1`).join('&'),
  },
  'nested-json': { type: 'application/json', body: `${'{"a":'.repeat(16_000)}1${'}'.repeat(16_000)}` },
  'deep-array': { type: 'application/json', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  // The control: a form of the same size with one key, which no parser spends time on.
  'plain-form': { type: 'application/x-www-form-urlencoded', body: `x=${'a'.repeat(98_500)}` },
};
const hostile = hostileBodies[options.kind as HostileBody] as { type: string; body: string } | undefined;

/** "a@" + "a."×7000 + "@": about 14 KB, the body that cost 131 ms of the event loop per request. */
const adversarialEmail = `a@${'a.'.repeat(7000)}@`;

/**
 * The address of the request `index`: one of `senders` addresses in 198.18.0.0/15 (benchmarking,
 * RFC 2544), attackers in 198.18/16 and valid senders in 198.19/16, so the two never share a budget.
 */
const senderAddress = (index: number) => {
  const sender = (options.firstSender ?? 0) + (index % Math.max(1, options.senders));
  const hex = (value: number) => (value & 0xffff).toString(16);
  if (options.addresses === 'ipv6') return `2001:db8:${hex(sender >> 16)}:${hex(sender)}::1`;
  if (options.addresses === 'ipv6-one-64') return `2001:db8:ffff:1::${hex(index >> 16)}:${hex(index)}`;
  return `198.${options.kind === 'adversarial' ? 18 : 19}.${sender >> 8}.${sender & 255}`;
};

const body = (token: string, index: number) =>
  contactBody(token, {
    name: `压测用户 ${index}`,
    ...(options.kind === 'adversarial' ? { email: adversarialEmail } : {}),
  });

async function main() {
  // One token per expected request (bounded): fetched before the load, as the server may be frozen during it.
  const wanted = options.rate > 0 ? Math.ceil(options.rate * options.seconds * 1.2) + 5 : 300;
  const bodies: string[] = options.kind === 'malformed' ? ['{'] : hostile ? [hostile.body] : [];
  const needsTokens = options.kind !== 'malformed' && !hostile;
  for (let index = 0; needsTokens && index < Math.min(wanted, 1000); index += 1) {
    const response = await fetch(`${options.baseUrl}/api/contact-token`);
    const { token } = (await response.json()) as { token: string };
    bodies.push(body(token, index));
  }
  console.log('ready');
  const input = readline.createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => input.once('line', () => resolve()));
  input.close();
  let next = 0;
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${options.baseUrl}${options.route ?? '/api/contact'}`,
        method: 'POST',
        connections: options.connections,
        ...(options.rate > 0 ? { overallRate: options.rate } : {}),
        // A fill is many small requests: pipelined, so the round trips do not set its pace.
        ...(options.amount ? { amount: options.amount, pipelining: 10 } : { duration: options.seconds }),
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              const index = next++;
              return {
                ...request,
                headers: {
                  'content-type': hostile?.type ?? 'application/json',
                  'x-forwarded-for': senderAddress(index),
                },
                body: bodies[index % bodies.length],
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  console.log(
    JSON.stringify({ statuses, sent: next, errors: result.errors, timeouts: result.timeouts, p99: result.latency.p99 }),
  );
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
