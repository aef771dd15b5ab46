// `npm run cms`: local editing. Serves the built site (reusing a kept build of the same commit,
// building it otherwise) with /admin, and runs Decap's proxy (decap-server) in git mode on this
// repository behind our stale-write guard: every save in /admin becomes a commit on the current
// branch, which the publisher builds from a snapshot of that commit and, when the build
// succeeded, puts live (src/server/publish, docs/publishing.md). Nothing is pushed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withLocalSiteUrl } from './lib/build-steps.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { freePort } from './lib/ports.mjs';
import { childEnv, log, root } from './lib/project.mjs';

/** @param {string[]} args */
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/** The proxy commits with `git add .`: any uncommitted change would go into the editor's commit. */
function refuseDirtyTree() {
  const status = git('status', '--porcelain');
  if (status.status !== 0) {
    console.error(`npm run cms needs a git repository: ${status.stderr.trim()}`);
    process.exit(1);
  }
  if (status.stdout.trim()) {
    console.error(
      [
        'npm run cms: the working tree has uncommitted changes:',
        status.stdout.trimEnd(),
        '',
        'Decap\'s git proxy commits every save with "git add .", so these changes would end up in',
        "the editor's commit. Commit or stash them first, or edit in a separate worktree:",
        '  git worktree add ../site-content main && cd ../site-content && npm run cms',
      ].join('\n'),
    );
    process.exit(1);
  }
}

/**
 * Waits until the publisher's first publish of `head` has ended; resolves to its state ('live' or
 * 'failed'), or 'exited' when the publisher stopped.
 * @param {string} statusFile
 * @param {string} head
 * @param {import('node:child_process').ChildProcess} publisher
 */
async function firstPublish(statusFile, head, publisher) {
  let exited = false;
  publisher.once('exit', () => (exited = true));
  for (;;) {
    if (exited) return 'exited';
    try {
      const status = JSON.parse(fs.readFileSync(statusFile, 'utf8'));
      if (status.commit === head && status.state !== 'building') return status.state;
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  refuseDirtyTree();
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD').stdout.trim();
  if (!branch || branch === 'HEAD') {
    console.error('npm run cms: check out a branch first (the proxy commits to the current branch).');
    process.exit(1);
  }
  if (!(await ensureDependencies())) process.exit(1);
  const sitePort = process.env.PORT ?? '9000';
  const proxyPort = process.env.CMS_PROXY_PORT ?? '8081';
  // Built (by the publisher too) for the origin served here unless SITE_URL says otherwise.
  const env = withLocalSiteUrl({ ...childEnv, CMS_BRANCH: branch }, `http://127.0.0.1:${sitePort}`);
  const statusFile = path.join(root, '.builds', 'publish-status.json');
  const served = path.join(root, '.builds', 'current');
  const head = git('rev-parse', 'HEAD').stdout.trim();
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  // A status left by an earlier run would describe builds that may have changed since.
  fs.rmSync(statusFile, { force: true });

  // Publish → live: every commit on the branch is built from a snapshot of that commit
  // (.publish/snapshot); the site switches when the build succeeded. Its first publish is HEAD:
  // served at once when a kept build in .builds/ was made from the same files, built otherwise.
  const publisher = spawn(tsx, ['src/server/publish/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PUBLISH_BRANCH: branch, PUBLISH_STATUS_FILE: statusFile },
  });
  const stopFirst = () => publisher.kill('SIGTERM');
  process.once('SIGINT', stopFirst);
  process.once('SIGTERM', stopFirst);
  const first = await firstPublish(statusFile, head, publisher);
  process.off('SIGINT', stopFirst);
  process.off('SIGTERM', stopFirst);
  // With a previous good build, start anyway: /admin is where the editor fixes what broke it,
  // and the publisher reports the problems there.
  if (first !== 'live' && !fs.existsSync(served)) {
    console.error('npm run cms: the first build failed and there is no earlier build to serve (see above).');
    publisher.kill('SIGTERM');
    process.exit(1);
  }
  // The admin always targets the branch checked out now (a build may have been made elsewhere);
  // written into the served build, which the publisher's builds later replace (with CMS_BRANCH).
  log(`Building /admin for branch ${branch}`);
  const { buildCms } = await import('./build-cms.mjs');
  await buildCms({ outDir: path.join(fs.realpathSync(served), 'public'), env });

  // Decap's proxy listens inside; /admin talks to our guard in front of it (src/server/publish/
  // stale-guard.ts), which refuses a save made on an outdated version of a file.
  const decapPort = String(await freePort());
  const children = [
    publisher,
    spawn(path.join(root, 'node_modules', '.bin', 'decap-server'), [], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, MODE: 'git', GIT_REPO_DIRECTORY: root, PORT: decapPort, BIND_HOST: '127.0.0.1' },
    }),
    spawn(tsx, ['src/server/publish/guard-main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, CMS_PROXY_PORT: proxyPort, DECAP_SERVER_PORT: decapPort },
    }),
    spawn(tsx, ['src/server/http/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, HOST: '127.0.0.1', PORT: sitePort, PUBLISH_STATUS_FILE: statusFile },
    }),
  ];
  const proxyQuery = proxyPort === '8081' ? '' : `?proxy=${proxyPort}`;
  log(
    [
      `Site:  http://localhost:${sitePort}/`,
      `  CMS:   http://localhost:${sitePort}/admin/${proxyQuery}  (English UI: add ?lang=en)`,
      `  Proxy: 127.0.0.1:${proxyPort} (decap-server in git mode behind the stale-write guard), committing to "${branch}" in ${root}`,
      '  Every save is built from its commit (.publish/snapshot) and goes live when its build succeeds;',
      '  /admin shows the state and can undo the last publish.',
      '  Stop with Ctrl+C; push the commits yourself when you are done.',
    ].join('\n'),
  );
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await Promise.race(children.map((child) => new Promise((resolve) => child.on('exit', resolve))));
  stop();
}

await main();
