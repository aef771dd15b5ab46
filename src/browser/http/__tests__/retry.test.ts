/** @jest-environment node */
import { createHttpClient, DEFAULT_TIMEOUT_MS, HttpError, RETRY_POLICY, type HttpClient } from '../client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let client: HttpClient;
/** Requests the client has sent and not yet seen answered (or failed). */
let inFlight = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  inFlight = 0;
  const counted: typeof fetch = async (...args) => {
    inFlight += 1;
    try {
      return await fetch(...args);
    } finally {
      inFlight -= 1;
    }
  };
  client = createHttpClient({ baseUrl: server.origin, fetch: counted });
  // The waits between attempts run on a fake clock (Date.now included); the server, the sockets
  // and the event loop's own turns stay real.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

/**
 * Settles a request on the fake clock: whenever no request is on the wire, the client is waiting
 * out its back-off or Retry-After (the only timer then: an attempt's timeout is cleared when its
 * response arrives), and the clock moves to that timer. While a request is out, only real time passes.
 */
async function onFakeTime<T>(request: Promise<T>): Promise<T> {
  let settled = false;
  const done = request.finally(() => {
    settled = true;
  });
  done.catch(() => undefined);
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!settled && inFlight === 0 && jest.getTimerCount() > 0) await jest.advanceTimersToNextTimerAsync();
  }
  return done;
}

const rejection = (promise: Promise<unknown>) =>
  onFakeTime(promise).then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as HttpError,
  );

it('writes out the HTTP client policy of the requirements', () => {
  expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  expect(RETRY_POLICY).toMatchObject({
    limit: 2,
    methods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
    statusCodes: [408, 413, 429, 500, 502, 503, 504],
    afterStatusCodes: [413, 429, 503],
    retryOnTimeout: false,
  });
  expect([1, 2, 3].map(RETRY_POLICY.delay)).toEqual([300, 600, 1200]);
});

it('retries a GET after 503 twice and then succeeds', async () => {
  const response = await onFakeTime(client.get<{ attempt: number }>('flaky/2/503'));
  expect(response).toMatchObject({ status: 200, data: { attempt: 3 } });
  expect(server.countOf('/flaky/2/503')).toBe(3);
});

it('stops after 2 retries, waiting 0.3 s then 0.6 s', async () => {
  const started = Date.now();
  const error = await rejection(client.get('always/503'));
  expect(Date.now() - started).toBeGreaterThanOrEqual(850);
  expect(error).toMatchObject({ kind: 'http', status: 503, data: { attempt: 3 } });
  expect(server.countOf('/always/503')).toBe(3);
});

it.each([
  ['put', 502],
  ['delete', 504],
  ['head', 500],
  ['get', 408],
] as const)('retries %s on %i', async (method, status) => {
  const path = `flaky/1/${status}`;
  const response = await onFakeTime(method === 'put' ? client.put(path, { a: 1 }) : client[method](path));
  expect(response.status).toBe(200);
  expect(server.countOf(`/${path}`)).toBe(2);
});

it.each(['post', 'patch'] as const)('never retries %s, even on 503', async (method) => {
  const error = await rejection(client[method]('always/503', { a: 1 }));
  expect(error.status).toBe(503);
  expect(server.countOf('/always/503')).toBe(1);
});

it.each([404, 400, 401, 501])('does not retry a GET on %i', async (status) => {
  expect((await rejection(client.get(`always/${status}`))).status).toBe(status);
  expect(server.countOf(`/always/${status}`)).toBe(1);
});

it('does not retry 413 without Retry-After', async () => {
  expect((await rejection(client.get('always/413'))).status).toBe(413);
  expect(server.countOf('/always/413')).toBe(1);
});

it('honours Retry-After on 429', async () => {
  const started = Date.now();
  const response = await onFakeTime(client.get('rate-limited/1'));
  const elapsed = Date.now() - started;
  expect(response.status).toBe(200);
  expect(server.countOf('/rate-limited/1')).toBe(2);
  expect(elapsed).toBeGreaterThanOrEqual(900);
  expect(elapsed).toBeLessThan(3000);
});

it('retries a GET whose connection drops, but not a POST', async () => {
  expect(await rejection(client.get('drop'))).toMatchObject({ kind: 'network', status: 0 });
  expect(server.countOf('/drop')).toBe(3);
  server.requests.length = 0;
  expect(await rejection(client.post('drop', { a: 1 }))).toMatchObject({ kind: 'network', status: 0 });
  expect(server.countOf('/drop')).toBe(1);
});
