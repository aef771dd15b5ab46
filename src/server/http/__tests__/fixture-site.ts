// A tiny built site for the server's integration tests, precompressed the way the build does it,
// and a raw HTTP client that sends the request line and headers exactly as written.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';

const repo = path.resolve(__dirname, '../../../..');

/** Runs scripts/lib/precompress.mjs on `dir`, as `npm run build` does after `gatsby build`. */
export function precompress(dir: string): string {
  const result = spawnSync(process.execPath, [path.join(repo, 'scripts/lib/precompress.mjs'), dir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`precompress.mjs failed: ${result.stderr}`);
  return result.stdout;
}

/** Text long enough to be worth compressing (over 1 KB), different on every line. */
export const filler = (label: string) =>
  Array.from({ length: 100 }, (_, index) => `<p>${label} ${index}</p>`).join('\n');

/** The files the server reads, nothing else, precompressed unless `precompressed` is false. */
export function fixtureProject({ precompressed = true } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write('public/index.html', `<html lang="zh-cn">首页${filler('首页')}</html>`);
  write('public/en/index.html', '<html lang="en">Home</html>');
  write('public/products/index.html', `<html lang="zh-cn">产品中心${filler('产品')}</html>`);
  write('public/404.html', `<html lang="zh-cn">抱歉，您访问的页面不存在${filler('未找到')}</html>`);
  write('public/en/404/index.html', `<html lang="en">This page could not be found${filler('Not found')}</html>`);
  write('public/admin/index.html', '<html lang="zh-cn">CMS</html>');
  write('public/app-0123456789abcdef0123.js', `console.log(${JSON.stringify('x'.repeat(4000))})`);
  write('public/small.css', 'body{margin:0}');
  write('public/page-data/products/page-data.json', '{}');
  write('.cache/redirects.json', JSON.stringify([{ fromPath: '/news/detail/', toPath: '/news/', isPermanent: false }]));
  write(
    '.cache/functions/echo.js',
    // Reads its body as src/server/http/function-io.ts readBody() does; JSON and forms only.
    `module.exports = {
      config: { bodyParser: { json: {}, urlencoded: { extended: true } } },
      default: async (req, res) => {
        const body = await (req[Symbol.for('laser-site.readBody')] ?? (async () => req.body))();
        res.status(200).json({ method: req.method, body });
      },
    };`,
  );
  write(
    '.cache/functions/manifest.json',
    JSON.stringify([
      {
        functionRoute: 'echo',
        absoluteCompiledFilePath: path.join(dir, '.cache/functions/echo.js'),
        functionId: 'echo',
      },
    ]),
  );
  if (precompressed) precompress(path.join(dir, 'public'));
  return dir;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends `head` (request line and headers, without the final blank line) as written, with
 * `Connection: close`, and parses the answer. No client library normalises anything.
 */
export function rawRequest(port: number, head: string, body = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: raw.subarray(split + 4) });
    });
    // Not end(): the server drops a half-closed connection; `Connection: close` ends it after the answer.
    socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/** `app` on a free loopback port, with a raw client for it: `request('/path', ['Range: bytes=0-9'], 'HEAD', body)`. */
export async function listen(app: express.Express) {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    close: () => new Promise((resolve) => server.close(resolve)),
    port,
    request: (target: string, headers: string[] = [], method = 'GET', body = '') =>
      rawRequest(port, [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers].join('\r\n'), body),
  };
}
