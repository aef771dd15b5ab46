import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server on a free local port that records every request it receives. */
export interface TestServer {
  origin: string;
  requests: SeenRequest[];
  /** Requests whose path (without the query) is `path`. */
  countOf(path: string): number;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(value));
};

/**
 * Routes:
 * - /text: 200 text/plain "hello"; /empty-json: 200 JSON type, no body; /bad-json: 200 JSON type, "{oops"
 * - /no-content: 204
 * - /status/<code>[?body=json|text|json-as-text]: that status with a JSON, plain-text or unlabelled JSON body
 * - /slow: answers after 2 s
 * - /always/<code>: always that status
 * - /flaky/<failures>/<code>: that status for the first <failures> requests to the path, then 200
 * - /rate-limited/<seconds>: 429 with Retry-After: <seconds> on the first request, then 200
 * - /drop: closes the connection without answering
 * - anything else: 200 JSON echo { method, url, headers, body }
 */
function handle(server: TestServer, seen: SeenRequest, res: ServerResponse) {
  const { pathname, searchParams } = new URL(seen.url, 'http://test');
  const [, route = '', first, second] = pathname.split('/');
  const attempt = server.countOf(pathname);
  switch (route) {
    case 'text':
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('hello');
    case 'empty-json':
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end();
    case 'bad-json':
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{oops');
    case 'no-content':
      res.writeHead(204);
      return res.end();
    case 'status': {
      const status = Number(first);
      const body = searchParams.get('body');
      if (body === 'json') return json(res, status, { error: 'invalid', fields: ['name'] });
      res.writeHead(status, { 'content-type': 'text/plain' });
      return res.end(body === 'json-as-text' ? '{"error":"unlabelled"}' : body === 'text' ? 'Something broke' : '');
    }
    case 'slow': {
      const timer = setTimeout(() => json(res, 200, { late: true }), 2000);
      return res.on('close', () => clearTimeout(timer));
    }
    case 'always':
      return json(res, Number(first), { attempt });
    case 'flaky':
      return attempt <= Number(first) ? json(res, Number(second), { attempt }) : json(res, 200, { attempt });
    case 'rate-limited':
      return attempt === 1
        ? json(res, 429, { attempt }, { 'retry-after': String(first) })
        : json(res, 200, { attempt });
    case 'drop':
      return res.socket?.destroy();
    default:
      return json(res, 200, seen);
  }
}

/** Starts the server; close it in afterAll. */
export async function startTestServer(): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(seen);
      handle(testServer, seen, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const testServer: TestServer = {
    origin: `http://127.0.0.1:${port}`,
    requests,
    countOf: (path) => requests.filter((request) => request.url.split('?')[0] === path).length,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return testServer;
}

/** A local URL nothing listens on: a port taken from the system and released again. */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
