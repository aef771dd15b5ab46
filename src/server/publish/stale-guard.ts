import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * What /admin adds to a save or delete it sends to Decap's proxy (src/cms/publish-status/
 * stale-guard.ts): for each file, the version the editor's page loaded (decap-server's id, the
 * SHA-256 of the file; null for a file that did not exist), and the editor's UI language.
 */
export interface GuardFields {
  baseVersions?: Record<string, string | null>;
  uiLocale?: 'zh' | 'en';
}

/** decap-server's version id of a file: the SHA-256 of its bytes (null when there is none). */
export function versionOf(root: string, file: string): string | null {
  try {
    return createHash('sha256')
      .update(fs.readFileSync(path.join(root, file)))
      .digest('hex');
  } catch {
    return null;
  }
}

/** YYYY-MM-DD HH:MM on this machine's clock (the editor's). */
/**
 * The company's time zone: its editors work in China, and the publishing panel shows their own
 * clock. The server's clock (UTC on most hosts) said 01:30 for a change made at 09:30 Beijing time.
 */
export const editorTimeZone = 'Asia/Shanghai';

/** 北京时间 2026-11-28 09:30 / 2026-11-28 09:30 Beijing time. */
export function editorTime(iso: string, locale: 'zh' | 'en') {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: editorTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const time = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  return locale === 'zh' ? `北京时间 ${time}` : `${time} Beijing time`;
}

/** The editor's message for a save refused because `file` changed since it was opened. */
export async function staleMessage(root: string, file: string, locale: 'zh' | 'en', deleted: boolean) {
  let who = '';
  let when = '';
  try {
    const { stdout } = await execFileAsync('git', ['log', '-1', '--format=%an%x1f%aI', '--', file], { cwd: root });
    [who = '', when = ''] = stdout.trim().split('\x1f');
  } catch {
    // no history: said without a name
  }
  if (locale === 'en') {
    const by = who
      ? `${who} ${deleted ? 'deleted' : 'changed'} this entry at ${editorTime(when, 'en')}`
      : 'This entry was changed';
    return (
      `Not saved: ${by}, after you opened it. Saving would overwrite that change. ` +
      'Copy what you changed, reload the page to see the current version, and make your change again.'
    );
  }
  const by = who
    ? `${who} 在${editorTime(when, 'zh')} ${deleted ? '删除了' : '修改了'}这条内容`
    : '这条内容已被别人修改';
  return `没有保存：${by}，晚于你打开它的时间，保存会覆盖对方的修改。请先复制你改动的内容，刷新页面查看最新版本后再改一次。`;
}

/**
 * The first file of `baseVersions` whose version on disk is no longer the one the editor loaded,
 * or null when every file is as the editor saw it.
 */
export function staleFile(root: string, baseVersions: Record<string, string | null>): string | null {
  for (const [file, base] of Object.entries(baseVersions)) {
    if (typeof file !== 'string' || file.includes('..') || path.isAbsolute(file)) continue;
    if (versionOf(root, file) !== base) return file;
  }
  return null;
}

type GuardedRequest = { action?: string } & GuardFields;

const guardedActions = new Set(['persistEntry', 'deleteFile', 'deleteFiles']);

/**
 * Decap's local proxy (decap-server, git mode) has no notion of versions: a save made on an
 * outdated file silently overwrites the newer one. This proxy sits in front of it on the port
 * /admin talks to: a save or delete that names the versions it was made on (GuardFields) is
 * refused with 409 and the editor's message when a file changed since; writes are checked and
 * forwarded one at a time, so two saves cannot both pass the check. Everything else is passed
 * through unchanged.
 */
export function staleGuard({ root, upstreamPort }: { root: string; upstreamPort: number }) {
  let writes: Promise<unknown> = Promise.resolve();
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) =>
    new Promise<void>((resolve) => {
      const headers = { ...req.headers, 'content-length': String(body.length) };
      const upstream = http.request(
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => resolve());
          answer.on('error', () => resolve());
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'Decap proxy not reachable' }));
        resolve();
      });
      upstream.end(body);
    });

  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks, size);
      let parsed: GuardedRequest | null = null;
      if (req.method === 'POST' && /json/.test(req.headers['content-type'] ?? '')) {
        try {
          parsed = JSON.parse(body.toString('utf8')) as GuardedRequest;
        } catch {
          parsed = null;
        }
      }
      if (!parsed || !guardedActions.has(parsed.action ?? '')) {
        void forward(req, res, body);
        return;
      }
      const { baseVersions, uiLocale, ...rest } = parsed;
      const run = async () => {
        if (baseVersions && typeof baseVersions === 'object') {
          const file = staleFile(root, baseVersions);
          if (file) {
            const message = await staleMessage(
              root,
              file,
              uiLocale === 'en' ? 'en' : 'zh',
              versionOf(root, file) === null,
            );
            res.writeHead(409, {
              'Content-Type': 'application/json; charset=utf-8',
              'Access-Control-Allow-Origin': req.headers.origin ?? '*',
            });
            res.end(JSON.stringify({ error: message, stale: file }));
            return;
          }
        }
        // decap-server validates its requests strictly: without our fields.
        await forward(req, res, Buffer.from(JSON.stringify(rest)));
      };
      writes = writes.then(run, run);
    });
  });
}
