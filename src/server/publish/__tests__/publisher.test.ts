/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentProblem } from '../../../model/validate';
import { currentBuild, switchBuild } from '../builds';
import { startPublisher } from '../publisher';
import type { PublishStatus } from '../status';

let root: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const statusFile = () => path.join(root, '.builds', 'publish-status.json');
const readStatus = () => JSON.parse(fs.readFileSync(statusFile(), 'utf8')) as PublishStatus;

function commit(text: string) {
  fs.writeFileSync(path.join(root, 'page.txt'), text);
  git('add', '.');
  git('commit', '--quiet', '-m', `Update page: ${text}`);
  return git('rev-parse', 'HEAD');
}

/** Stands in for gatsby build + switch: the page's text becomes the served home page. */
const build = jest.fn(async (commitId: string): Promise<{ code: number; log: string[] }> => {
  fs.mkdirSync(path.join(root, 'public'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public', 'index.html'), fs.readFileSync(path.join(root, 'page.txt')));
  fs.writeFileSync(path.join(root, 'public', '404.html'), '');
  switchBuild(root, { commit: commitId });
  return { code: 0, log: [] };
});

async function statusFor(commitId: string, publisher: { idle: () => Promise<void> }) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await publisher.idle();
    if (fs.existsSync(statusFile()) && readStatus().commit === commitId) return readStatus();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no status for the commit');
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'publisher-'));
  git('init', '--quiet', '-b', 'main');
  git('config', 'user.name', 'test');
  git('config', 'user.email', 'test@example.com');
  build.mockClear();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('builds a new commit and reports it live; a commit with content problems fails and switches nothing', async () => {
  let problems: ContentProblem[] = [];
  const first = commit('first');
  const publisher = startPublisher({
    root,
    branch: 'main',
    statusFile: statusFile(),
    check: () => problems,
    build,
    pollMs: 10,
    report: () => {},
  });
  try {
    expect(await statusFor(first, publisher)).toMatchObject({ state: 'live', live: { commit: first } });
    problems = [
      { file: 'content/experts/a.yml', collection: 'experts', path: ['products'], rule: 'relation', message: 'x' },
    ];
    const broken = commit('broken');
    const failed = await statusFor(broken, publisher);
    expect(failed).toMatchObject({ state: 'failed', problems, live: { commit: first } });
    expect(build).toHaveBeenCalledTimes(1);
    expect(currentBuild(root)?.commit).toBe(first);
    problems = [];
    build.mockResolvedValueOnce({ code: 1, log: ['webpack: something broke'] });
    const crashing = commit('crashing');
    expect(await statusFor(crashing, publisher)).toMatchObject({
      state: 'failed',
      problems: [],
      log: ['webpack: something broke'],
    });
    expect(currentBuild(root)?.commit).toBe(first);
  } finally {
    await publisher.stop();
  }
});
