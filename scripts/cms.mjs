// `npm run cms`: local editing. Serves the built site (building it when the sources changed)
// with /admin, and runs Decap's proxy (decap-server) in git mode on this repository: every save
// in /admin becomes a commit on the current branch. Nothing is pushed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, buildIsCurrent, childEnv, ensureDependencies, log, root, run } from './lib/setup.mjs';

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
  const env = { ...childEnv, CMS_BRANCH: branch };
  if (!buildIsCurrent()) {
    const built = await build();
    if (built.code !== 0) process.exit(built.code);
  }
  // The admin always targets the branch checked out now (a build may have been made elsewhere).
  log(`Building /admin for branch ${branch}`);
  if ((await run(process.execPath, ['scripts/build-cms.mjs'], { env })) !== 0) process.exit(1);

  const children = [
    spawn(path.join(root, 'node_modules', '.bin', 'decap-server'), [], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, MODE: 'git', GIT_REPO_DIRECTORY: root, PORT: proxyPort, BIND_HOST: '127.0.0.1' },
    }),
    spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/http/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, HOST: '127.0.0.1', PORT: sitePort },
    }),
  ];
  const proxyQuery = proxyPort === '8081' ? '' : `?proxy=${proxyPort}`;
  log(
    [
      `Site:  http://localhost:${sitePort}/`,
      `  CMS:   http://localhost:${sitePort}/admin/${proxyQuery}  (English UI: add ?lang=en)`,
      `  Proxy: decap-server in git mode on 127.0.0.1:${proxyPort}, committing to "${branch}" in ${root}`,
      '  Saved changes show on the site after `npm run build` (or live in `npm run develop`).',
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
