/**
 * @jest-environment node
 */
// A Function's body is read only when the Function asks for it, after its own method and
// authorisation checks, only as the types its `config.bodyParser` names, and within depth and
// parameter limits: a hostile body costs a route that takes none no more than a plain one.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { listen } from './fixture-site';

/** Reads the body the way src/server/http/function-io.ts readBody() does, in a compiled Function. */
const readBody = `const readBody = (req) => (req[Symbol.for('laser-site.readBody')] ?? (async () => req.body))();`;

function fixtureProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'function-bodies-'));
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public/index.html'), '<html lang="zh-cn">首页</html>');
  const functions: Record<string, string> = {
    // Like /api/health: GET only, names no body parser.
    nobody: `module.exports = { default: (req, res) => {
      if (req.method !== 'GET') return res.status(405).set('Allow', 'GET').json({ error: 'Method not allowed' });
      res.json({ body: req.body ?? null });
    } };`,
    // What Gatsby's compiled wrapper looks at before it parses a body itself (multer and its defaults).
    wrapped: `module.exports = { default: (req, res) => res.json({ readableEnded: req.readableEnded }) };`,
    // A Function of an older build (kept for a rollback): reads req.body as Gatsby fills it.
    legacy: `module.exports = {
      config: { bodyParser: { urlencoded: { limit: '100kb', extended: true } } },
      default: (req, res) => res.json({ body: req.body ?? null }),
    };`,
    // Like /api/messages with a body: POST only, a token, then the body as JSON or a form.
    guarded: `${readBody}
    module.exports = {
      config: { bodyParser: { json: { limit: '100kb' }, urlencoded: { limit: '100kb', extended: true } } },
      default: async (req, res) => {
        if (req.method !== 'POST') return res.status(405).set('Allow', 'POST').json({ error: 'Method not allowed' });
        if (req.headers.authorization !== 'Bearer ok') return res.status(401).json({ error: 'Unauthorized' });
        res.json({ body: (await readBody(req)) ?? null });
      },
    };`,
  };
  const manifest = Object.entries(functions).map(([route, source]) => {
    const file = path.join(dir, '.cache/functions', `${route}.js`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
    return { functionRoute: route, functionId: route, absoluteCompiledFilePath: file };
  });
  fs.writeFileSync(path.join(dir, '.cache/functions/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const projectDir = fixtureProject();
let site: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  site = await listen(createApp({ projectDir, rootRedirect: null }));
});
afterAll(async () => {
  await site.close();
  fs.rmSync(projectDir, { recursive: true, force: true });
});

/** 1,000 keys nested 31 deep, about 100 KB: what urlencoded `extended` (qs) spends most on. */
const nestedForm = Array.from({ length: 1000 }, (_, index) => `a[${index}]${'[b]'.repeat(31)}=1`).join('&');
/** A plain form of the same size: one key. */
const flatForm = `x=${'a'.repeat(nestedForm.length - 2)}`;
const form = 'application/x-www-form-urlencoded';
const post = (route: string, body: string, type: string, headers: string[] = []) =>
  site.request(
    route,
    [`Content-Type: ${type}`, `Content-Length: ${Buffer.byteLength(body)}`, ...headers],
    'POST',
    body,
  );

/**
 * Sends the head and the first KB of a `length`-byte body, never the rest, and resolves with the
 * status line the server answers with (rejects if there is none within 5 s: it waits for the body).
 */
function answerBeforeBody(head: string[], length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(site.port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer before the whole body was sent'));
    }, 5_000);
    socket.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
    });
    socket.on('error', reject);
    socket.write(`${[...head, `Content-Length: ${length}`, 'Host: 127.0.0.1'].join('\r\n')}\r\n\r\n`);
    socket.write(nestedForm.slice(0, 1024));
  });
}

describe('Function bodies', () => {
  it.each([
    ['a Function that takes no body, asked with POST', 'POST /api/nobody HTTP/1.1', []],
    ['a Function asked with a method it refuses', 'PUT /api/guarded HTTP/1.1', []],
    ['a Function asked without its token', 'POST /api/guarded HTTP/1.1', []],
  ])(
    'answer %s without reading the body',
    async (_, requestLine, headers: string[]) => {
      const status = await answerBeforeBody([requestLine, `Content-Type: ${form}`, ...headers], nestedForm.length);
      expect(status).toMatch(/^HTTP\/1\.1 (405|401) /);
    },
    10_000,
  );

  it("are left to the server: Gatsby's wrapper around a compiled Function sees the request ended", async () => {
    const response = await post('/api/wrapped', nestedForm, form);
    expect(JSON.parse(response.body.toString())).toEqual({ readableEnded: true });
  });

  it('are not parsed for a Function that names no body parser', async () => {
    const response = await site.request(
      '/api/nobody',
      [`Content-Type: ${form}`, 'Content-Length: 7'],
      'GET',
      'a[b]=1&',
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({ body: null });
  });

  it('are parsed as the types the Function names, after its checks', async () => {
    const json = await post('/api/guarded', '{"name":"张三","tags":["a"]}', 'application/json', [
      'Authorization: Bearer ok',
    ]);
    expect([json.status, JSON.parse(json.body.toString())]).toEqual([200, { body: { name: '张三', tags: ['a'] } }]);
    const urlencoded = await post('/api/guarded', 'a[b]=1&c=2', form, ['Authorization: Bearer ok']);
    expect([urlencoded.status, JSON.parse(urlencoded.body.toString())]).toEqual([
      200,
      { body: { a: { b: '1' }, c: '2' } },
    ]);
    const text = await post('/api/guarded', 'hello', 'text/plain', ['Authorization: Bearer ok']);
    expect([text.status, JSON.parse(text.body.toString())]).toEqual([200, { body: null }]);
  });

  it('are parsed before a Function of an older build runs, within the same limits', async () => {
    const small = await post('/api/legacy', 'a[b]=1', form);
    expect([small.status, JSON.parse(small.body.toString())]).toEqual([200, { body: { a: { b: '1' } } }]);
    const hostile = await post('/api/legacy', nestedForm, form);
    expect([hostile.status, JSON.parse(hostile.body.toString())]).toEqual([
      413,
      { error: 'Too many parameters (at most 100)' },
    ]);
  });

  it.each([
    ['a form with 1,000 keys', nestedForm, form, 413, 'Too many parameters (at most 100)'],
    ['a form nested 6 deep', 'a[b][c][d][e][f][g]=1', form, 400, 'Nested too deeply (at most 5 levels)'],
    [
      'JSON nested 40 deep',
      `${'['.repeat(40)}${']'.repeat(40)}`,
      'application/json',
      400,
      'Nested too deeply (at most 5 levels)',
    ],
    ['a form over the limit', `x=${'a'.repeat(110_000)}`, form, 413, 'Payload too large'],
    ['malformed JSON', '{"a":', 'application/json', 400, 'Bad request'],
  ])('refuse %s with a clear 4xx', async (_, body, type, status, error) => {
    const response = await post('/api/guarded', body, type, ['Authorization: Bearer ok']);
    expect([response.status, JSON.parse(response.body.toString())]).toEqual([status, { error }]);
  });

  // Timings compared within the test, interleaved, never against a fixed figure.
  it('cost a route no more with 1,000 nested keys than with a plain form of the same size', async () => {
    const times = { nested: [] as number[], flat: [] as number[] };
    for (let round = 0; round < 21; round += 1) {
      for (const [kind, body] of [
        ['nested', nestedForm],
        ['flat', flatForm],
      ] as const) {
        const started = performance.now();
        const response = await post('/api/nobody', body, form);
        times[kind].push(performance.now() - started);
        expect(response.status).toBe(405);
      }
    }
    // The fastest of each: what the request costs itself, the least disturbed by other work on a
    // shared machine (a median of 1 ms answers moved 4× under parallel test suites).
    expect(Math.min(...times.nested) / Math.min(...times.flat)).toBeLessThan(3);
  });
});
