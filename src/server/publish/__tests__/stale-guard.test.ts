/**
 * @jest-environment node
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { editorTime, staleGuard, versionOf } from '../stale-guard';

// decap-server (git mode) on a throwaway repository, our guard in front of it: two editors.
let root: string;
let decap: ChildProcess;
let guard: Server;
let url: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const file = 'content/news/story.yml';

async function freePort() {
  const probe = (await import('node:net')).createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const call = async (body: Record<string, unknown>) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ branch: 'main', ...body }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};
const persist = (raw: string, baseVersions: Record<string, string | null>, uiLocale = 'zh') =>
  call({
    action: 'persistEntry',
    params: {
      branch: 'main',
      entry: { slug: 'story', path: file, raw },
      assets: [],
      options: {
        commitMessage: 'CMS: update 新闻 “story”',
        collectionName: 'news',
        useWorkflow: false,
        status: 'draft',
      },
    },
    baseVersions,
    uiLocale,
  });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-guard-'));
  git('init', '--quiet', '-b', 'main');
  git('config', 'user.name', '李娜');
  git('config', 'user.email', 'li.na@example.com');
  fs.mkdirSync(path.join(root, 'content', 'news'), { recursive: true });
  fs.writeFileSync(path.join(root, file), 'zh:\n  title: 原标题\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'start');
  const decapPort = await freePort();
  decap = spawn(path.join(__dirname, '../../../../node_modules/.bin/decap-server'), [], {
    env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: root, PORT: String(decapPort), BIND_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  guard = staleGuard({ root, upstreamPort: decapPort });
  await new Promise<void>((resolve) => guard.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(guard.address() as AddressInfo).port}/api/v1`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await call({ action: 'info' })).status === 200) return;
    } catch {
      // decap-server not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('decap-server did not start');
}, 60_000);
afterAll(async () => {
  decap?.kill('SIGTERM');
  await new Promise((resolve) => guard?.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

it('refuses a save made on an outdated version of the file, naming who changed it and when, in the editor’s language', async () => {
  // Both editors open the story: the version they load is decap-server's id of the file.
  const opened = await call({ action: 'getEntry', params: { branch: 'main', path: file } });
  const loaded = (opened.json.file as { id: string }).id;
  expect(loaded).toBe(versionOf(root, file));

  // The first editor saves: accepted, committed.
  const first = await persist('zh:\n  title: 第一位编辑的标题\n', { [file]: loaded });
  expect(first.status).toBe(200);
  expect(git('log', '-1', '--format=%s')).toBe('CMS: update 新闻 “story”');
  const commits = git('rev-list', '--count', 'HEAD');

  // The second editor, still on the version they opened, saves: refused, nothing written.
  const second = await persist('zh:\n  title: 第二位编辑的标题\n', { [file]: loaded });
  expect(second.status).toBe(409);
  // When, in Beijing time as the editors' panel shows it, not in the server's time zone.
  const changed = git('log', '-1', '--format=%aI', '--', file);
  expect(second.json.error).toMatch(
    /^没有保存：李娜 在北京时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 修改了这条内容.*刷新页面/,
  );
  expect(second.json.error).toContain(editorTime(changed, 'zh'));
  expect(fs.readFileSync(path.join(root, file), 'utf8')).toContain('第一位编辑的标题');
  expect(git('rev-list', '--count', 'HEAD')).toBe(commits);
  const english = await persist('zh:\n  title: x\n', { [file]: loaded }, 'en');
  expect(english.json.error).toMatch(
    /^Not saved: 李娜 changed this entry at \d{4}-\d{2}-\d{2} \d{2}:\d{2} Beijing time, after you opened it\..*reload the page/,
  );

  // On the current version the same save goes through.
  const current = await persist('zh:\n  title: 第二位编辑的标题\n', { [file]: versionOf(root, file) });
  expect(current.status).toBe(200);
  expect(fs.readFileSync(path.join(root, file), 'utf8')).toContain('第二位编辑的标题');

  // A delete made on an outdated version is refused the same way.
  const deleting = await call({
    action: 'deleteFile',
    params: { branch: 'main', path: file, options: { commitMessage: 'CMS: delete' } },
    baseVersions: { [file]: loaded },
  });
  expect(deleting.status).toBe(409);
  expect(fs.existsSync(path.join(root, file))).toBe(true);
}, 30_000);

it('passes a save that names no versions through to decap-server unchanged (other clients)', async () => {
  const plain = await call({
    action: 'persistEntry',
    params: {
      branch: 'main',
      entry: { slug: 'story', path: file, raw: 'zh:\n  title: 无版本\n' },
      assets: [],
      options: {
        commitMessage: 'CMS: update 新闻 “story”',
        collectionName: 'news',
        useWorkflow: false,
        status: 'draft',
      },
    },
  });
  expect(plain.status).toBe(200);
  expect(fs.readFileSync(path.join(root, file), 'utf8')).toContain('无版本');
});

it("gives the time of a change in Beijing time whatever the server's zone", () => {
  expect(editorTime('2026-11-28T01:30:00Z', 'zh')).toBe('北京时间 2026-11-28 09:30');
  expect(editorTime('2026-11-28T17:05:00+01:00', 'en')).toBe('2026-11-29 00:05 Beijing time');
});
