/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ContentProblem } from '../../../model/validate';
import { servedSite } from '../../http/served-site';
import { currentBuild, listBuilds, switchBuild } from '../builds';
import { startPublisher } from '../publisher';
import type { PublishStatus } from '../status';

let root: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const statusFile = () => path.join(root, '.builds', 'publish-status.json');
const readStatus = () => JSON.parse(fs.readFileSync(statusFile(), 'utf8')) as PublishStatus;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function commit(text: string) {
  write('page.txt', text);
  git('add', '.');
  git('commit', '--quiet', '-m', `Update page: ${text}`);
  return git('rev-parse', 'HEAD');
}

/** Stands in for gatsby build + switch: the snapshot's page text becomes the served home page. */
const build = jest.fn(async (commitId: string, dir: string): Promise<{ code: number; log: string[] }> => {
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public', 'index.html'), fs.readFileSync(path.join(dir, 'page.txt')));
  fs.writeFileSync(path.join(dir, 'public', '404.html'), '');
  switchBuild(dir, { commit: commitId });
  return { code: 0, log: [] };
});

async function statusFor(commitId: string, publisher: { idle: () => Promise<void> }, state?: PublishStatus['state']) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    // A finished state once the publisher is idle; a running one as soon as it is written.
    if (state !== 'building') await publisher.idle();
    if (fs.existsSync(statusFile())) {
      const status = readStatus();
      if (status.commit === commitId && (state ? status.state === state : status.state !== 'building')) return status;
    }
    await sleep(20);
  }
  throw new Error('no status for the commit');
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'publisher-'));
  git('init', '--quiet', '-b', 'main');
  git('config', 'user.name', 'Li Na');
  git('config', 'user.email', 'test@example.com');
  write('.gitignore', '.builds/\n.publish/\npublic/\n');
  build.mockClear();
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

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

it('serves a commit whose tree a kept build was made from at once, without building (an undo, a restart)', async () => {
  const first = commit('first');
  const publisher = startPublisher({
    root,
    branch: 'main',
    statusFile: statusFile(),
    check: () => [],
    build,
    pollMs: 10,
    report: () => {},
  });
  try {
    await statusFor(first, publisher);
    const second = commit('second');
    await statusFor(second, publisher);
    expect(build).toHaveBeenCalledTimes(2);
    // Back to the first text: the first build is served again, and nothing is built.
    const back = commit('first');
    const status = await statusFor(back, publisher);
    expect(status).toMatchObject({ state: 'live', live: { commit: back } });
    expect(currentBuild(root)?.commit).toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
    expect(fs.readFileSync(path.join(root, '.builds', 'current', 'public', 'index.html'), 'utf8')).toBe('first');
  } finally {
    await publisher.stop();
  }
});

describe('every build is exactly one commit', () => {
  let server: Server;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A product list (content/list.txt) and one file per product, as a Decap save writes them. */
  function saveProducts(slugs: string[], message: string) {
    for (const slug of slugs)
      write(`content/products/${slug}.yml`, `zh:\n  name: 产品 ${slug}\nen:\n  name: Product ${slug}\n`);
    write('content/list.txt', slugs.join('\n'));
    git('add', '.');
    git('commit', '--quiet', '-m', message);
    return git('rev-parse', 'HEAD');
  }

  /**
   * A build the way Gatsby's reads content: the detail pages from the products it finds first,
   * the list page a while later. Built from the working tree, a save in between would put a card
   * on the list whose page does not exist.
   */
  const slowBuild = jest.fn(async (commitId: string, dir: string) => {
    const listed = () =>
      fs
        .readFileSync(path.join(dir, 'content', 'list.txt'), 'utf8')
        .split('\n')
        .filter(Boolean);
    const out = path.join(dir, 'public');
    fs.rmSync(out, { recursive: true, force: true });
    for (const slug of listed()) {
      const detail = path.join(out, 'p', slug, 'index.html');
      fs.mkdirSync(path.dirname(detail), { recursive: true });
      fs.copyFileSync(path.join(dir, 'content', 'products', `${slug}.yml`), detail);
    }
    await sleep(1500);
    const links = listed().map((slug) => `<a href="/p/${slug}/">${slug}</a>`);
    fs.writeFileSync(path.join(out, 'index.html'), `<ul>${links.join('')}</ul>`);
    fs.writeFileSync(path.join(out, '404.html'), 'not found');
    switchBuild(dir, { commit: commitId });
    return { code: 0, log: [] };
  });

  it('two saves a second apart while a build runs: every listed product answers 200 throughout, HEAD ends live', async () => {
    const first = saveProducts(['yc-ps80-ir', 'yc-fs20-ir'], 'first');
    const publisher = startPublisher({
      root,
      branch: 'main',
      statusFile: statusFile(),
      check: () => [],
      build: slowBuild,
      pollMs: 50,
      report: () => {},
    });
    let polling = true;
    let poller: Promise<void> = Promise.resolve();
    try {
      await statusFor(first, publisher);
      const app = servedSite({ projectDir: root, rootRedirect: null });
      server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const broken: string[] = [];
      let polls = 0;
      poller = (async () => {
        while (polling) {
          const list = await (await fetch(`${base}/`)).text();
          for (const [, href] of list.matchAll(/href="([^"]+)"/g)) {
            const response = await fetch(`${base}${href}`);
            if (response.status !== 200) broken.push(`${href}: ${response.status}`);
          }
          polls += 1;
          await sleep(50);
        }
      })();

      const save1 = saveProducts(['yc-ps80-ir', 'yc-fs20-ir', 'yc-fs30-ir'], 'Create product yc-fs30-ir');
      // The second save lands a second later, while save 1 is being built.
      await statusFor(save1, publisher, 'building');
      await sleep(1000);
      const save2 = saveProducts(['yc-ps80-ir', 'yc-fs20-ir', 'yc-fs30-ir', 'yc-fs50-uv'], 'Create product yc-fs50-uv');
      const building = readStatus();
      expect(building.state).toBe('building');
      const last = await statusFor(save2, publisher);
      polling = false;
      await poller;

      expect(broken).toEqual([]);
      expect(polls).toBeGreaterThan(5);
      expect(last).toMatchObject({ state: 'live', live: { commit: git('rev-parse', 'HEAD') } });
      // What is live, in the editor's words.
      expect(last.live?.change).toMatchObject({
        kind: 'create',
        collection: 'products',
        title: { zh: '产品 yc-fs50-uv', en: 'Product yc-fs50-uv' },
        who: 'Li Na',
      });
      expect(await (await fetch(`${base}/p/yc-fs50-uv/`)).text()).toContain('Product yc-fs50-uv');
      // At most one build per save, the builds coalesced: first, save 1 and save 2 (or save 2 alone).
      expect(slowBuild.mock.calls.length).toBeLessThanOrEqual(3);
      expect(listBuilds(root).every((kept) => kept.commit !== null)).toBe(true);
      // The editors' working tree was never touched by a build.
      expect(fs.existsSync(path.join(root, 'public'))).toBe(false);
    } finally {
      polling = false;
      await poller.catch(() => {});
      await publisher.stop();
    }
  }, 30_000);
});
