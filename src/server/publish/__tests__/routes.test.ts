/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type express from 'express';
import { servedSite } from '../../http/served-site';
import { currentBuild, switchBuild } from '../builds';
import { startPublisher } from '../publisher';
import { fromEditorsMachine } from '../routes';
import type { PublishStatus } from '../status';

let root: string;
let server: Server;
let base: string;
let port: number;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const statusFile = () => path.join(root, '.builds', 'publish-status.json');
const readStatus = () => JSON.parse(fs.readFileSync(statusFile(), 'utf8')) as PublishStatus;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function save(title: string) {
  fs.mkdirSync(path.join(root, 'content', 'news'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'content', 'news', 'story.yml'),
    `zh:\n  title: ${title}\nen:\n  title: ${title} (en)\n`,
  );
  git('add', '.');
  git('commit', '--quiet', '-m', `CMS: update 新闻 “story”`);
  return git('rev-parse', 'HEAD');
}

const build = jest.fn(async (commit: string, dir: string) => {
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
  fs.copyFileSync(path.join(dir, 'content', 'news', 'story.yml'), path.join(dir, 'public', 'index.html'));
  fs.writeFileSync(path.join(dir, 'public', '404.html'), '');
  switchBuild(dir, { commit });
  return { code: 0, log: [] };
});

/** A raw request, so that Host and forwarding headers are sent as given. */
function request(method: string, urlPath: string, headers: Record<string, string> = {}, body = '') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function statusWhen(done: (status: PublishStatus) => boolean) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (fs.existsSync(statusFile()) && done(readStatus())) return readStatus();
    await sleep(20);
  }
  throw new Error(`status not reached: ${fs.readFileSync(statusFile(), 'utf8')}`);
}

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-routes-'));
  git('init', '--quiet', '-b', 'main');
  git('config', 'user.name', '王编辑');
  git('config', 'user.email', 'editor@example.com');
  fs.writeFileSync(path.join(root, '.gitignore'), '.builds/\n.publish/\npublic/\n');
  fs.mkdirSync(path.join(root, '.builds'));
  fs.writeFileSync(statusFile(), JSON.stringify({ state: 'live', commit: 'abc' }));
  const app = servedSite({ projectDir: root, rootRedirect: null, publishStatusFile: statusFile() });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('/api/publish-status', () => {
  it('answers the editor’s machine with the security headers, never cached', async () => {
    const answer = await request('GET', '/api/publish-status', { Host: `127.0.0.1:${port}` });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ state: 'live', commit: 'abc' });
    expect(answer.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect((await request('GET', '/api/publish-status', { Host: `localhost:${port}` })).status).toBe(200);
  });

  it('is not there for a request through a proxy or under another host name (DNS rebinding)', async () => {
    const cases: Record<string, string>[] = [
      { Host: 'evil.example' },
      { Host: `evil.example:${port}` },
      { Host: `127.0.0.1:${port}`, 'X-Forwarded-For': '203.0.113.7' },
      { Host: `127.0.0.1:${port}`, Forwarded: 'for=203.0.113.7' },
    ];
    for (const headers of cases) {
      const answer = await request('GET', '/api/publish-status', headers);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('abc');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('is not there for another machine', () => {
    const from = (remoteAddress: string) =>
      fromEditorsMachine({
        socket: { remoteAddress },
        headers: { host: 'localhost:9000' },
      } as unknown as express.Request);
    expect(from('127.0.0.1')).toBe(true);
    expect(from('::1')).toBe(true);
    expect(from('::ffff:127.0.0.1')).toBe(true);
    expect(from('192.168.1.20')).toBe(false);
    expect(from('::ffff:10.0.0.5')).toBe(false);
    expect(from('2001:db8::1')).toBe(false);
  });
});

describe('POST /api/publish/undo', () => {
  it('refuses what another page could send: no JSON, another origin, another host', async () => {
    const host = { Host: `127.0.0.1:${port}` };
    expect((await request('POST', '/api/publish/undo', { ...host, 'Content-Type': 'text/plain' }, '{}')).status).toBe(
      403,
    );
    expect(
      (
        await request(
          'POST',
          '/api/publish/undo',
          { ...host, 'Content-Type': 'application/json', Origin: 'https://evil.example' },
          '{}',
        )
      ).status,
    ).toBe(403);
    expect(
      (await request('POST', '/api/publish/undo', { Host: 'evil.example', 'Content-Type': 'application/json' }, '{}'))
        .status,
    ).toBe(404);
    expect((await request('GET', '/api/publish/undo', host)).status).toBe(405);
  });

  it('reverts the last publish in one commit and serves the previous build again without building', async () => {
    fs.rmSync(statusFile());
    const first = save('激光器新品发布');
    const publisher = startPublisher({
      root,
      branch: 'main',
      statusFile: statusFile(),
      check: () => [],
      build,
      pollMs: 100,
      report: () => {},
    });
    try {
      await statusWhen((status) => status.commit === first && status.state === 'live');
      // Nothing to undo yet: no earlier build.
      expect(readStatus().undo).toBeNull();
      const refused = await request(
        'POST',
        '/api/publish/undo',
        { Host: `127.0.0.1:${port}`, 'Content-Type': 'application/json' },
        '{}',
      );
      expect(refused.status).toBe(409);
      expect(JSON.parse(refused.body)).toMatchObject({ ok: false, reason: 'nothing' });

      const second = save('写错的标题');
      const live = await statusWhen((status) => status.commit === second && status.state === 'live');
      expect(live.undo?.to).toMatchObject({
        commit: first,
        kind: 'create',
        collection: 'news',
        title: { zh: '激光器新品发布' },
      });
      expect(build).toHaveBeenCalledTimes(2);

      const answer = await fetch(`${base}/api/publish/undo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      const { commit: undo } = (await answer.json()) as { commit: string };
      const undone = await statusWhen((status) => status.commit === undo && status.state === 'live');
      // Live again without a build (no absolute time, docs/testing.md): the kept build was switched back.
      expect(build).toHaveBeenCalledTimes(2);
      expect(currentBuild(root)?.commit).toBe(first);
      expect(await (await fetch(`${base}/`)).text()).toContain('激光器新品发布');
      // History kept: the revert is a new commit on top, the working tree has the old text.
      expect(git('rev-list', '--count', 'HEAD')).toBe('3');
      expect(git('rev-parse', 'HEAD~1')).toBe(second);
      expect(fs.readFileSync(path.join(root, 'content', 'news', 'story.yml'), 'utf8')).toContain('激光器新品发布');
      expect(git('status', '--porcelain')).toBe('');
      // In the editor's words: 王编辑 undid the news story's change.
      expect(undone.live?.change).toMatchObject({
        kind: 'undo',
        who: '王编辑',
        undid: { commit: second, collection: 'news' },
      });
      expect(undone.history?.map((entry) => entry.change.kind)).toEqual(['undo', 'update', 'create']);
    } finally {
      await publisher.stop();
    }
  }, 30_000);
});
