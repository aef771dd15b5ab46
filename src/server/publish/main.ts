// The publisher of `npm run cms` (started by scripts/cms.mjs): every commit on PUBLISH_BRANCH is
// built and, when the build succeeded, served; the state goes to PUBLISH_STATUS_FILE.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkContentOnDisk } from '../../model/read-content';
import { startPublisher } from './publisher';

const root = path.resolve(__dirname, '../../..');
const branch = process.env.PUBLISH_BRANCH;
const statusFile = process.env.PUBLISH_STATUS_FILE;
if (!branch || !statusFile) {
  console.error('The publisher needs PUBLISH_BRANCH and PUBLISH_STATUS_FILE (npm run cms sets them).');
  process.exit(1);
}

let building: ReturnType<typeof spawn> | null = null;

/** `npm run build`'s machinery (gatsby build, then the switch), its output passed through and its tail kept. */
function build(commit: string): Promise<{ code: number; log: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: root,
      env: { ...process.env, PUBLISH_COMMIT: commit },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping the publisher also stops gatsby under it.
      detached: true,
    });
    building = child;
    let tail = '';
    const keep = (chunk: Buffer, out: NodeJS.WriteStream) => {
      out.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-6000);
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
  check: () => checkContentOnDisk(root).problems,
  build,
  report: (line) => console.log(`\n> ${line}`),
});
const stop = () => {
  if (building?.pid) process.kill(-building.pid, 'SIGTERM');
  void publisher.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
