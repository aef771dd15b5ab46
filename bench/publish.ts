// `npm run bench:publish`: publish-to-live seconds under `npm run cms`, on a throwaway clone. After
// the cold first build, each edit is committed as decap-server commits a save, and the time to the
// publisher's switch (GET /api/publish-status: live on that commit) is printed; then "Undo last
// publish" (POST /api/publish/undo, as the panel sends it) to the previous build live, and a
// restart of `npm run cms`, which serves the kept build of the same commit. Each figure is printed
// beside the anchor (bench/anchor, a bare Gatsby page) built cold and warm in the same run, first,
// with its ratio to the anchor's warm build (bench/build-timing.ts). Asserts nothing.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublishStatus } from '../src/server/publish/status';
import { freePort } from '../scripts/lib/ports.mjs';
import { anchorBuilds, ratio } from './build-timing';

const root = path.join(__dirname, '..');
const edits = [
  {
    name: 'news story (English title)',
    file: 'content/news/2025-09-sic-wafer-dicing.yml',
    field: /^(en:\n {2}title: ).+$/m,
  },
  { name: 'product (English name)', file: 'content/products/yc-fs20-ir.yml', field: /^(en:\n {2}name: ).+$/m },
];

async function main() {
  console.log('The anchor (bench/anchor): a cold build, then three warm builds with nothing changed');
  const anchor = await anchorBuilds(3);
  const steps: string[] = [];
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'laser-bench-publish-'));
  const clone = path.join(temp, 'site');
  execFileSync('git', ['clone', '--quiet', root, clone]);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' }).trim();
  git('checkout', '--quiet', '-B', 'main');
  git('config', 'user.name', 'Bench');
  git('config', 'user.email', 'bench@example.com');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  fs.appendFileSync(path.join(clone, '.git', 'info', 'exclude'), '\nnode_modules\n');
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  let cms: ChildProcess;
  const startCms = async () => {
    const log = fs.openSync(path.join(temp, 'cms.log'), 'a');
    cms = spawn(process.execPath, ['scripts/cms.mjs'], {
      cwd: clone,
      env: {
        ...process.env,
        PORT: String(port),
        CMS_PROXY_PORT: String(await freePort()),
        GATSBY_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', log, log],
      detached: true,
    });
  };
  const stopCms = async () => {
    if (!cms.pid || cms.exitCode !== null) return;
    const exited = new Promise((resolve) => cms.once('exit', resolve));
    process.kill(-cms.pid, 'SIGTERM');
    await exited;
  };
  await startCms();
  const liveOn = async (commit: string) => {
    for (;;) {
      if (cms.exitCode !== null) throw new Error(`npm run cms exited; see ${path.join(temp, 'cms.log')}`);
      try {
        const response = await fetch(`${site}/api/publish-status`);
        const status = (await response.json()) as PublishStatus;
        if (status.commit === commit && status.state !== 'building') return status.state;
      } catch {
        // not listening yet: the first build runs
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const rows: string[][] = [];
  try {
    let started = Date.now();
    rows.push([
      'first (cold) build',
      await liveOn(git('rev-parse', 'HEAD')),
      ((Date.now() - started) / 1000).toFixed(1),
    ]);
    for (const edit of edits) {
      const file = path.join(clone, edit.file);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(edit.field, `$1Edited for the bench ${Date.now()}`));
      git('add', '.');
      git('commit', '--quiet', '-m', `Update ${edit.name}`);
      started = Date.now();
      const state = await liveOn(git('rev-parse', 'HEAD'));
      rows.push([edit.name, state, ((Date.now() - started) / 1000).toFixed(1)]);
    }
    // Undo last publish, as the panel asks for it: the previous kept build is served again.
    started = Date.now();
    const undo = await fetch(`${site}/api/publish/undo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const answer = (await undo.json()) as { ok: boolean; commit?: string; reason?: string };
    if (!answer.ok || !answer.commit) throw new Error(`Undo refused: ${JSON.stringify(answer)}`);
    rows.push(['undo last publish', await liveOn(answer.commit), ((Date.now() - started) / 1000).toFixed(1)]);
    // A restart: the first publish of npm run cms serves the kept build of HEAD.
    await stopCms();
    started = Date.now();
    await startCms();
    rows.push([
      'npm run cms again (kept build)',
      await liveOn(git('rev-parse', 'HEAD')),
      ((Date.now() - started) / 1000).toFixed(1),
    ]);
  } finally {
    await stopCms();
    // Where each publish's seconds went: the build's own step times, what precompression compressed,
    // kept or linked from the served build, the pages Gatsby rendered, and the publisher's total.
    const log = fs.existsSync(path.join(temp, 'cms.log')) ? fs.readFileSync(path.join(temp, 'cms.log'), 'utf8') : '';
    steps.push(
      ...log
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
        .split('\n')
        .filter((line) => /Build steps:|Live: |Publishing |Precompressed |Building static HTML for pages/.test(line)),
    );
    fs.rmSync(temp, { recursive: true, force: true });
  }
  if (steps.length) console.log(`\nThe publisher's log, step by step:\n${steps.join('\n')}`);
  console.log(
    `\nPublish to live (commit → switched build), npm run cms on a clone; ${os.cpus().length} CPUs, load ${(os.loadavg()[0] ?? 0).toFixed(1)}:`,
  );
  console.table([
    ...rows.map(([edit, state, seconds]) => ({
      edit,
      state,
      seconds: Number(seconds),
      '×anchor rebuild': ratio(Number(seconds), anchor.rebuild.seconds),
    })),
    {
      edit: 'anchor: cold build',
      state: '',
      seconds: Number(anchor.cold.seconds.toFixed(1)),
      '×anchor rebuild': ratio(anchor.cold.seconds, anchor.rebuild.seconds),
    },
    {
      edit: `anchor: warm build, nothing changed (median of ${anchor.warm.map((run) => run.seconds.toFixed(1)).join(', ')})`,
      state: '',
      seconds: Number(anchor.rebuild.seconds.toFixed(1)),
      '×anchor rebuild': 1,
    },
  ]);
}

void main();
