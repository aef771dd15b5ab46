/** @jest-environment node */
import { createHttpClient, HttpError, normaliseBaseUrl, normalisePath, type HttpClient } from '../client';
import { closedPortOrigin, startTestServer, type SeenRequest, type TestServer } from './test-server';

let server: TestServer;
let client: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  client = createHttpClient({ baseUrl: server.origin });
});

/** Waits for the promise to reject and returns the HttpError it rejected with. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('request bodies', () => {
  it.each(['post', 'put', 'patch'] as const)('%s sends a plain object as JSON', async (method) => {
    const { status, data } = await client[method]<SeenRequest>('echo', { name: '张三', count: 2 });
    expect(status).toBe(200);
    expect(data.method).toBe(method.toUpperCase());
    expect(data.headers['content-type']).toBe('application/json');
    expect(JSON.parse(data.body)).toEqual({ name: '张三', count: 2 });
  });

  it.each(['post', 'put', 'patch'] as const)('%s sends an array as JSON', async (method) => {
    const { data } = await client[method]<SeenRequest>('echo', [1, { a: 'b' }]);
    expect(data.headers['content-type']).toBe('application/json');
    expect(data.body).toBe('[1,{"a":"b"}]');
  });

  it('sends an object without prototype as JSON', async () => {
    const body = Object.assign(Object.create(null) as object, { a: 1 });
    const { data } = await client.post<SeenRequest>('echo', body);
    expect(data.body).toBe('{"a":1}');
  });

  it('sends a string untouched, not JSON-encoded', async () => {
    const { data } = await client.post<SeenRequest>('echo', '{"already":"json"}');
    expect(data.body).toBe('{"already":"json"}');
    expect(data.headers['content-type']).toBe('text/plain;charset=UTF-8');
  });

  it('keeps a Content-Type the caller gives', async () => {
    const headers = { 'Content-Type': 'application/xml' };
    const { data } = await client.put<SeenRequest>('echo', '<a/>', { headers });
    expect(data.headers['content-type']).toBe('application/xml');
    expect(data.body).toBe('<a/>');
  });

  it('sends URLSearchParams as a form', async () => {
    const { data } = await client.post<SeenRequest>('echo', new URLSearchParams({ a: '1', b: '二' }));
    expect(data.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(data.body).toBe('a=1&b=%E4%BA%8C');
  });

  it('sends FormData as multipart', async () => {
    const form = new FormData();
    form.append('name', 'Li');
    const { data } = await client.post<SeenRequest>('echo', form);
    expect(data.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(data.body).toContain('name="name"');
    expect(data.body).toContain('Li');
  });

  it('sends a Blob with its own type', async () => {
    const { data } = await client.post<SeenRequest>('echo', new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(data.headers['content-type']).toBe('image/svg+xml');
    expect(data.body).toBe('<svg/>');
  });
});

describe('methods and responses', () => {
  it('get returns the status, headers and parsed JSON', async () => {
    const response = await client.get<SeenRequest>('echo', { searchParams: { page: 2, q: 'laser' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.data).toMatchObject({ method: 'GET', url: '/echo?page=2&q=laser', body: '' });
  });

  it('delete reaches the server with DELETE', async () => {
    const { data } = await client.delete<SeenRequest>('items/7');
    expect(data).toMatchObject({ method: 'DELETE', url: '/items/7' });
  });

  it('head returns no data', async () => {
    const response = await client.head('echo');
    expect(response).toMatchObject({ status: 200, data: undefined });
    expect(server.requests.map((request) => request.method)).toEqual(['HEAD']);
  });

  it('reads text when the response is not JSON', async () => {
    expect((await client.get('text')).data).toBe('hello');
  });

  it('returns undefined for 204 and for an empty JSON body', async () => {
    expect(await client.post('no-content', { a: 1 })).toMatchObject({ status: 204, data: undefined });
    expect((await client.get('empty-json')).data).toBeUndefined();
  });

  it('rejects a JSON response that is not valid JSON', async () => {
    const error = await failure(client.get('bad-json'));
    expect(error).toMatchObject({ kind: 'http', status: 200 });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});

describe('base URL and headers', () => {
  it.each([
    ['/api', 'contact'],
    ['/api', '/contact'],
    ['/api/', 'contact'],
    ['/api/', '/contact'],
    ['/api//', '//contact'],
  ])('joins base %s and path %s', async (basePath, path) => {
    const api = createHttpClient({ baseUrl: `${server.origin}${basePath}` });
    expect((await api.get<SeenRequest>(path)).data.url).toBe('/api/contact');
  });

  it('joins a bare origin with a path with or without a leading slash', async () => {
    expect((await client.get<SeenRequest>('/api/contact')).data.url).toBe('/api/contact');
    expect((await client.get<SeenRequest>('api/contact')).data.url).toBe('/api/contact');
  });

  it('normalises base URLs and paths', () => {
    expect(normaliseBaseUrl(undefined)).toBe('/');
    expect(normaliseBaseUrl(' ')).toBe('/');
    expect(normaliseBaseUrl('https://api.example.com/v1')).toBe('https://api.example.com/v1/');
    expect(normalisePath('/api/contact')).toBe('api/contact');
    expect(() => normalisePath('https://elsewhere.example/x')).toThrow(TypeError);
  });

  it('refuses a relative base URL outside the browser', async () => {
    await expect(createHttpClient().get('api/contact')).rejects.toThrow(/relative/);
    await expect(createHttpClient({ baseUrl: '/api' }).get('x')).rejects.toThrow(TypeError);
  });

  it('sets, overrides and clears the Authorization header', async () => {
    client.setAuthorization('Bearer', 'abc');
    expect((await client.get<SeenRequest>('echo')).data.headers.authorization).toBe('Bearer abc');
    const own = { headers: { Authorization: 'Basic xyz' } };
    expect((await client.get<SeenRequest>('echo', own)).data.headers.authorization).toBe('Basic xyz');
    client.clearAuthorization();
    expect((await client.get<SeenRequest>('echo')).data.headers.authorization).toBeUndefined();
    expect(() => client.setAuthorization('Bearer', ' ')).toThrow(TypeError);
  });

  it('sends the default headers, which a request may override', async () => {
    const api = createHttpClient({ baseUrl: server.origin, headers: { 'X-Site': 'zh', 'X-Mode': 'a' } });
    const { data } = await api.get<SeenRequest>('echo', { headers: { 'x-mode': 'b' } });
    expect(data.headers).toMatchObject({ 'x-site': 'zh', 'x-mode': 'b' });
  });

  it('uses the fetch it is given', async () => {
    const calls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
    await createHttpClient({ baseUrl: server.origin, fetch: counting }).get('echo');
    expect(calls).toEqual([`${server.origin}/echo`]);
  });
});

describe('errors', () => {
  it('attaches the status and the JSON error body', async () => {
    const error = await failure(client.post('status/422?body=json', { name: '' }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'HttpError', kind: 'http', status: 422 });
    expect(error.data).toEqual({ error: 'invalid', fields: ['name'] });
    expect(error.response?.status).toBe(422);
    expect(await error.response?.json()).toEqual({ error: 'invalid', fields: ['name'] });
  });

  it('parses a JSON error body even when it is not labelled JSON', async () => {
    expect((await failure(client.get('status/400?body=json-as-text'))).data).toEqual({ error: 'unlabelled' });
  });

  it('keeps a non-JSON error body as text, and an empty one as undefined', async () => {
    expect(await failure(client.get('status/500?body=text', {}))).toMatchObject({
      status: 500,
      data: 'Something broke',
    });
    expect((await failure(client.post('status/403'))).data).toBeUndefined();
  });

  it('times out with "Request timed out" and does not retry', async () => {
    const quick = createHttpClient({ baseUrl: server.origin, timeoutMs: 200 });
    // The server answers /slow after 2 s: a timeout (not its answer) shows the client gave up first,
    // with no wall-clock bound to miss on a slow machine (docs/testing.md).
    const error = await failure(quick.get('slow'));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: 'Request timed out', response: undefined });
    expect(server.countOf('/slow')).toBe(1);
  });

  it('reports an unreachable server as a network error', async () => {
    const offline = createHttpClient({ baseUrl: await closedPortOrigin() });
    const error = await failure(offline.post('api/contact', { a: 1 }));
    expect(error).toMatchObject({ kind: 'network', status: 0, data: undefined, response: undefined });
    // undici's TypeError comes from another realm than the test's, so compare by name.
    expect(error.cause).toMatchObject({ name: 'TypeError' });
  });

  it("passes a caller's abort through unchanged", async () => {
    const controller = new AbortController();
    const pending = client.get('slow', { signal: controller.signal });
    // Aborted once the server has the request (not after a guessed delay: a busy machine is slower).
    while (server.countOf('/slow') === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.countOf('/slow')).toBe(1);
  });

  it('rejects a timeout the timer cannot hold', () => {
    expect(() => createHttpClient({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => createHttpClient({ timeoutMs: 2 ** 31 })).toThrow(RangeError);
  });
});
