import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildsDirName } from './builds';

const execFileAsync = promisify(execFile);

/** Where the publisher checks commits out to build them (ignored by git, kept between publishes). */
export const snapshotDirName = path.join('.publish', 'snapshot');

/**
 * Makes `<root>/.publish/snapshot` a checkout of exactly `commit`, detached, and returns its path.
 * It is a git worktree of `root` (sharing its object store: a checkout, not a copy), so the
 * editors' saves, which decap-server writes into `root`'s working tree, never reach a build.
 * Kept between publishes: its `.cache/` (Gatsby's cache), `public/` and `.datasheets/` make the
 * next build incremental. `node_modules` and `.builds` are links to `root`'s, so the build uses the
 * same packages and its switch (scripts/switch-build.ts) serves the build where the server reads.
 */
export async function prepareSnapshot(root: string, commit: string): Promise<string> {
  const dir = path.join(root, snapshotDirName);
  const git = async (cwd: string, ...args: string[]) =>
    (await execFileAsync('git', args, { cwd, maxBuffer: 16 * 1024 * 1024 })).stdout.trim();
  const isWorktree =
    fs.existsSync(path.join(dir, '.git')) &&
    (await git(dir, 'rev-parse', '--show-toplevel').catch(() => '')) === fs.realpathSync(dir);
  if (!isWorktree) {
    fs.rmSync(dir, { recursive: true, force: true });
    await git(root, 'worktree', 'prune');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await git(root, 'worktree', 'add', '--quiet', '--force', '--detach', dir, commit);
  } else {
    // Back to the commit exactly: tracked files as committed, untracked ones removed; ignored
    // ones (the caches, public/, the links) are kept.
    await git(dir, 'checkout', '--quiet', '--force', '--detach', commit);
    await git(dir, 'clean', '-fdq');
  }
  for (const shared of ['node_modules', buildsDirName]) {
    const target = path.join(root, shared);
    fs.mkdirSync(target, { recursive: true });
    const link = path.join(dir, shared);
    const real = fs.realpathSync(target);
    let current: string | null = null;
    try {
      current = fs.realpathSync(link);
    } catch {
      // missing or broken
    }
    if (current !== real) {
      fs.rmSync(link, { recursive: true, force: true });
      fs.symlinkSync(real, link);
    }
  }
  const head = await git(dir, 'rev-parse', 'HEAD');
  if (head !== commit) throw new Error(`The snapshot is at ${head}, not ${commit}`);
  return dir;
}
