// Publish → live under `npm run cms`, on a throwaway clone: every commit on the branch (as
// decap-server makes it) is built; a good build goes live, a bad one fails with the editor's
// problems named in /admin while the site keeps serving the previous build.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { PublishStatus } from '../src/server/publish/status';
import { launch } from './browser';

const root = path.join(__dirname, '..');
// A cold build of the clone (images included), then warm builds: minutes on a shared machine.
const coldBuild = 12 * 60_000;
const warmBuild = 6 * 60_000;

let clone: string;
let cms: ChildProcess;
let logFile: string;
let site: string;
let proxyPort: number;
let browser: Browser;

const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' }).trim();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls the publisher's status until `done` holds; the cms log's tail explains a timeout. */
async function statusWhen(done: (status: PublishStatus) => boolean, timeout: number): Promise<PublishStatus> {
  const until = Date.now() + timeout;
  let last: PublishStatus | string = 'no answer';
  while (Date.now() < until) {
    if (cms.exitCode !== null) break;
    try {
      const response = await fetch(`${site}/api/publish-status`);
      if (response.ok) {
        const status = (await response.json()) as PublishStatus;
        if (done(status)) return status;
        last = status;
      }
    } catch {
      // the site server is not listening yet (the first build runs)
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';
  throw new Error(`Publish status not reached; last: ${JSON.stringify(last)}\n--- npm run cms log ---\n${log}`);
}

/** A commit as decap-server makes one: `git add .`, then commit on the branch. */
function commit(message: string): string {
  git('add', '.');
  git('commit', '--quiet', '-m', message);
  return git('rev-parse', 'HEAD');
}

async function page(urlPath: string) {
  const response = await fetch(`${site}${urlPath}`);
  return { status: response.status, text: await response.text() };
}

async function adminPanel(lang: 'zh' | 'en') {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${site}/admin/?lang=${lang}&proxy=${proxyPort}`);
  const panel = tab.getByRole('status').filter({ has: tab.locator('strong') });
  return { context, panel };
}

// The expert that points to a product, and that product: edited, then deleted.
const expertFile = 'content/experts/chen-zhiyuan.yml';
const product = 'yc-ps80-ir';
const productFile = `content/products/${product}.yml`;
const newName = `80 W Infrared Picosecond Laser, edited ${Date.now()}`;

beforeAll(async () => {
  clone = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laser-publish-')), 'site');
  execFileSync('git', ['clone', '--quiet', root, clone]);
  git('checkout', '--quiet', '-B', 'main');
  git('config', 'user.name', 'CMS test');
  git('config', 'user.email', 'cms-test@example.com');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  fs.appendFileSync(path.join(clone, '.git', 'info', 'exclude'), '\nnode_modules\n');
  expect(fs.readFileSync(path.join(clone, expertFile), 'utf8')).toContain(`- ${product}`);
  const sitePort = await freePort();
  proxyPort = await freePort();
  site = `http://127.0.0.1:${sitePort}`;
  logFile = path.join(path.dirname(clone), 'cms.log');
  const log = fs.openSync(logFile, 'w');
  // Its own process group: stopping it stops decap-server, the server, the publisher and gatsby.
  cms = spawn(process.execPath, ['scripts/cms.mjs'], {
    cwd: clone,
    env: {
      ...process.env,
      PORT: String(sitePort),
      CMS_PROXY_PORT: String(proxyPort),
      GATSBY_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const head = git('rev-parse', 'HEAD');
  await statusWhen((status) => status.state === 'live' && status.commit === head, coldBuild);
  browser = await launch();
}, coldBuild + 60_000);

afterAll(async () => {
  await browser?.close();
  if (cms?.pid && cms.exitCode === null) {
    const exited = new Promise((resolve) => cms.once('exit', resolve));
    process.kill(-cms.pid, 'SIGTERM');
    await exited;
  }
  if (clone) fs.rmSync(path.dirname(clone), { recursive: true, force: true });
});

it(
  'puts a product edit live in its locale, with a commit holding only the edited file',
  async () => {
    const file = path.join(clone, productFile);
    const yaml = fs.readFileSync(file, 'utf8');
    expect(yaml).toMatch(/^en:\n {2}name: .+$/m);
    fs.writeFileSync(file, yaml.replace(/^(en:\n {2}name: ).+$/m, `$1${newName}`));
    const edit = commit(`Update Products “${product}”`);
    // The build never leaves files for the next save's `git add .` to sweep in.
    expect(git('show', '--name-only', '--format=', edit).split('\n')).toEqual([productFile]);

    const status = await statusWhen((next) => next.commit === edit && next.state !== 'building', warmBuild);
    expect(status).toMatchObject({ state: 'live', live: { commit: edit } });
    const english = await page(`/en/products/detail/${product}/`);
    expect(english.status).toBe(200);
    expect(english.text).toContain(newName);
    const chinese = await page(`/products/detail/${product}/`);
    expect(chinese.status).toBe(200);
    expect(chinese.text).not.toContain(newName);
    expect(git('status', '--porcelain')).toBe('');

    const { context, panel } = await adminPanel('zh');
    await panel.getByText(/已上线（\d{2}:\d{2}）/).waitFor();
    await context.close();
  },
  warmBuild + 60_000,
);

it(
  'fails to publish a deleted product that an expert points to, naming the expert file and field, and keeps the site up',
  async () => {
    git('rm', '--quiet', productFile);
    const removal = commit(`Delete Products “${product}”`);
    const status = await statusWhen((next) => next.commit === removal && next.state !== 'building', warmBuild);
    expect(status.state).toBe('failed');
    expect(status.problems).toContainEqual(
      expect.objectContaining({
        file: expertFile,
        path: ['products'],
        rule: 'relation',
        values: expect.objectContaining({ value: product }),
      }),
    );
    // The previous build is still served: the deleted product with the text of the last good build.
    const english = await page(`/en/products/detail/${product}/`);
    expect(english.status).toBe(200);
    expect(english.text).toContain(newName);
    expect((await page('/admin/')).status).toBe(200);

    for (const [lang, failed, field] of [
      ['zh', '发布失败', '负责产品'],
      ['en', 'Publish failed', 'Responsible products'],
    ] as const) {
      const { context, panel } = await adminPanel(lang);
      await panel.getByText(failed).waitFor();
      const item = panel.getByRole('listitem').filter({ hasText: expertFile });
      await expect(item.textContent()).resolves.toContain(field);
      await expect(item.textContent()).resolves.toContain(product);
      await context.close();
    }
  },
  warmBuild + 60_000,
);
