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

describe('one refused save never holds back the others', () => {
  /** Saves a file (as decap-server does: one commit per save); resolves to the commit. */
  function save(file: string, text: string, message = `Save ${file}`) {
    write(file, text);
    git('add', '-A');
    git('commit', '--quiet', '-m', message);
    return git('rev-parse', 'HEAD');
  }
  function remove(file: string) {
    git('rm', '--quiet', file);
    git('commit', '--quiet', '-m', `Delete ${file}`);
    return git('rev-parse', 'HEAD');
  }

  /**
   * The content checks as far as these tests go: a file holding "BAD" is refused at itself, and a
   * copied product blames the news story that shows its picture (as the build did in the issue).
   */
  const check = (dir: string): ContentProblem[] => {
    const problems: ContentProblem[] = [];
    const walk = (folder: string) => {
      if (!fs.existsSync(path.join(dir, folder))) return;
      for (const name of fs.readdirSync(path.join(dir, folder))) {
        const file = `${folder}/${name}`;
        if (fs.statSync(path.join(dir, file)).isDirectory()) walk(file);
        else if (fs.readFileSync(path.join(dir, file), 'utf8').includes('BAD'))
          problems.push({ file, collection: 'products', path: ['images', 0], rule: 'file-missing', message: 'bad' });
      }
    };
    walk('content');
    if (
      fs.existsSync(path.join(dir, 'content/products/copy.txt')) &&
      fs.existsSync(path.join(dir, 'content/news/launch.txt'))
    )
      problems.push({
        file: 'content/news/launch.txt',
        collection: 'news',
        path: ['cover'],
        rule: 'entry-rule',
        message: 'picture',
      });
    return problems;
  };

  /** The build: the home page lists every content file with its text. */
  const contentBuild = jest.fn(async (commitId: string, dir: string) => {
    const lines: string[] = [];
    const walk = (folder: string) => {
      for (const name of fs.readdirSync(path.join(dir, folder)).sort()) {
        const file = `${folder}/${name}`;
        if (fs.statSync(path.join(dir, file)).isDirectory()) walk(file);
        else lines.push(`${file}: ${fs.readFileSync(path.join(dir, file), 'utf8')}`);
      }
    };
    walk('content');
    fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', 'index.html'), lines.join('\n'));
    fs.writeFileSync(path.join(dir, 'public', '404.html'), '');
    switchBuild(dir, { commit: commitId });
    return { code: 0, log: [] };
  });
  /** The commit the publisher makes on the branch after `commit`. */
  async function commitAfter(commit: string) {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const head = git('rev-parse', 'HEAD');
      if (head !== commit) return head;
      await sleep(20);
    }
    throw new Error('no commit after it');
  }
  const servedPage = () => fs.readFileSync(path.join(root, '.builds', 'current', 'public', 'index.html'), 'utf8');

  beforeEach(() => contentBuild.mockClear());

  it('a valid save after a refused one goes live without it; the refused one is taken back and said; undo stays', async () => {
    save('content/news/launch.txt', 'launch story');
    const first = save('content/products/ps80.txt', 'ps80');
    const publisher = startPublisher({
      root,
      branch: 'main',
      statusFile: statusFile(),
      check,
      build: contentBuild,
      pollMs: 10,
      report: () => {},
    });
    try {
      await statusFor(first, publisher);
      const edit = save('content/products/ps80.txt', 'ps80 with a new summary');
      await statusFor(edit, publisher);
      expect(contentBuild).toHaveBeenCalledTimes(2);

      // The copy of a product with a picture that does not exist: refused, and nothing held back
      // yet: it stays on the branch for its editor to correct, and the last publish can be undone.
      const copy = save('content/products/copy.txt', 'ps80 copy, picture BAD', 'Create product copy');
      const failed = await statusFor(copy, publisher);
      expect(failed).toMatchObject({ state: 'failed', live: { commit: edit }, undo: { unpublished: 1 } });
      expect(failed.undo?.to.commit).toBe(first);
      expect(failed.problems.map((problem) => problem.file).sort()).toEqual([
        'content/news/launch.txt',
        'content/products/copy.txt',
      ]);
      expect(git('rev-parse', 'HEAD')).toBe(copy);

      // A valid edit of another entry: it goes live; the copy is taken back by one commit.
      const news = save('content/news/expo.txt', 'expo story', 'Update news expo');
      const tookBack = await commitAfter(news);
      const live = await statusFor(tookBack, publisher);
      expect(git('rev-parse', 'HEAD~1')).toBe(news);
      expect(git('log', '-1', '--format=%(trailers:key=Publish-Refused,valueonly)', tookBack).trim()).toBe(copy);
      expect(live).toMatchObject({
        state: 'live',
        live: { commit: tookBack },
        change: { kind: 'refused', undid: { commit: copy } },
        refused: { commit: tookBack, changes: [{ commit: copy }] },
      });
      // What the checks found in the copy when it was added (not the story they blamed too).
      expect(live.refused!.problems.map((problem) => problem.file)).toEqual(['content/products/copy.txt']);
      expect(servedPage()).toContain('content/news/expo.txt: expo story');
      expect(servedPage()).not.toContain('copy');
      expect(fs.existsSync(path.join(root, 'content/products/copy.txt'))).toBe(false);
      // Listed: the valid edit and the taking back, never the refused copy, which was never live.
      expect(live.history!.map((entry) => entry.change.commit)).toEqual([tookBack, news, edit, first]);
      expect(live.undo?.to.commit).toBe(edit);
      expect(contentBuild).toHaveBeenCalledTimes(3);

      // The next publish says nothing of it any more.
      const next = save('content/news/expo.txt', 'expo story, corrected');
      expect(await statusFor(next, publisher)).not.toHaveProperty('refused');
    } finally {
      await publisher.stop();
    }
  }, 30_000);

  it('takes back nothing when every save since the live build is refused, and the undo after a failure goes back a build', async () => {
    const first = save('content/products/ps80.txt', 'ps80');
    const publisher = startPublisher({
      root,
      branch: 'main',
      statusFile: statusFile(),
      check,
      build: contentBuild,
      pollMs: 10,
      report: () => {},
    });
    try {
      await statusFor(first, publisher);
      const second = save('content/products/ps80.txt', 'ps80, second');
      await statusFor(second, publisher);
      save('content/products/fs20.txt', 'BAD');
      // Correcting it in a later save (the same file): nothing to take back, the correction goes live.
      const corrected = save('content/products/fs20.txt', 'fs20');
      expect(await statusFor(corrected, publisher)).toMatchObject({ state: 'live', live: { commit: corrected } });
      expect(git('log', '--format=%(trailers:key=Publish-Refused,valueonly)').trim()).toBe('');

      const broken = save('content/products/fs20.txt', 'fs20 BAD again');
      const brokenToo = save('content/products/ps80.txt', 'ps80 BAD');
      const failed = await statusFor(brokenToo, publisher);
      expect(failed).toMatchObject({ state: 'failed', undo: { unpublished: 2 } });
      expect(git('rev-list', '--count', `${corrected}..HEAD`)).toBe('2');
      expect(broken).not.toBe(brokenToo);

      // Undo: back to the build before the live one, the failed saves taken back with it.
      const { undoLastPublish } = await import('../undo');
      const answer = await undoLastPublish(root, statusFile());
      expect(answer).toMatchObject({ ok: true, to: second });
      const undone = await statusFor(git('rev-parse', 'HEAD'), publisher);
      expect(undone).toMatchObject({ state: 'live', change: { kind: 'undo' } });
      expect(servedPage()).toBe('content/products/ps80.txt: ps80, second');
      expect(undone.history![0]!.change.commit).toBe(git('rev-parse', 'HEAD'));
      expect(contentBuild).toHaveBeenCalledTimes(3);
    } finally {
      await publisher.stop();
    }
  }, 30_000);

  it('lists every save that went live in one build, newest first', async () => {
    const first = save('content/products/ps80.txt', 'ps80');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let builds = 0;
    const slow = jest.fn(async (commitId: string, dir: string) => {
      builds += 1;
      if (builds === 2) await held;
      return contentBuild(commitId, dir);
    });
    const publisher = startPublisher({
      root,
      branch: 'main',
      statusFile: statusFile(),
      check,
      build: slow,
      pollMs: 10,
      report: () => {},
    });
    try {
      await statusFor(first, publisher);
      const one = save('content/news/a.txt', 'a');
      await statusFor(one, publisher, 'building');
      // Two saves while that build runs: built next, together.
      const two = save('content/news/b.txt', 'b');
      const three = remove('content/news/a.txt');
      release();
      const live = await statusFor(three, publisher);
      expect(live).toMatchObject({ state: 'live', live: { commit: three } });
      expect(slow).toHaveBeenCalledTimes(3);
      expect(live.history!.map((entry) => entry.change.commit)).toEqual([three, two, one, first]);
    } finally {
      await publisher.stop();
    }
  }, 30_000);
});
