// The publisher of `npm run cms` (started by scripts/cms.mjs): every commit on PUBLISH_BRANCH is
// built from a snapshot of that commit and, when the build succeeded, served; the state goes to
// PUBLISH_STATUS_FILE.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkContentOnDisk } from '../../model/read-content';
import { trimEndOf } from '../../text/trim';
import { startPublisher } from './publisher';
import type { PublishStep } from './status';

const root = path.resolve(__dirname, '../../..');
const branch = process.env.PUBLISH_BRANCH;
const statusFile = process.env.PUBLISH_STATUS_FILE;
if (!branch || !statusFile) {
  console.error('The publisher needs PUBLISH_BRANCH and PUBLISH_STATUS_FILE (npm run cms sets them).');
  process.exit(1);
}

let building: ReturnType<typeof spawn> | null = null;

/** Build output lines that mark the last steps (scripts/lib/build-steps.mjs: search index, datasheets, precompress, switch). */
const finishing = /^(Search index: |Datasheets: |Precompressed |Serving build )/;

/**
 * `npm run build`'s machinery (gatsby build, then the switch) run in the snapshot `dir`: its
 * output passed through and its tail kept.
 */
function build(
  commit: string,
  dir: string,
  step: (step: PublishStep) => void,
): Promise<{ code: number; log: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: dir,
      env: { ...process.env, PUBLISH_COMMIT: commit },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping the publisher also stops gatsby under it.
      detached: true,
    });
    building = child;
    let tail = '';
    let finishingReported = false;
    const keep = (chunk: Buffer, out: NodeJS.WriteStream) => {
      out.write(chunk);
      const text = chunk.toString('utf8');
      tail = (tail + text).slice(-6000);
      if (!finishingReported && text.split('\n').some((line) => finishing.test(line.trim()))) {
        finishingReported = true;
        step('finishing');
      }
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('exit', (code) => {
      building = null;
      // eslint-disable-next-line no-control-regex
      const lines = tail.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/);
      resolve({ code: code ?? 1, log: lines.filter((line) => line.trim()).slice(-20) });
    });
  });
}

const publisher = startPublisher({
  root,
  branch,
  statusFile,
  check: (dir) => checkContentOnDisk(dir).problems,
  build,
  siteUrl: trimEndOf(process.env.SITE_URL?.trim() ?? '', '/') || undefined,
  report: (line) => console.log(`\n> ${line}`),
});
const stop = () => {
  if (building?.pid) process.kill(-building.pid, 'SIGTERM');
  void publisher.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
