import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { currentBuild, listBuilds } from './builds';
import { undoTrailer } from './describe-change';
import type { PublishStatus } from './status';

const execFileAsync = promisify(execFile);

export type UndoResult =
  { ok: true; commit: string; to: string } | { ok: false; reason: 'busy' | 'nothing' | 'failed'; detail?: string };

/**
 * "Undo last publish" of /admin: one revert commit on the branch that takes back every commit
 * since the build served before the current one (history kept), so the branch's files are those
 * of that build again. The publisher (publisher.ts) sees that a kept build was made from exactly
 * these files and serves it at once, without building. After a failed publish it is possible too:
 * the saves that failed are taken back with the last publish (history kept). Refused while a
 * publish runs, when the working tree is being written, or when there is no earlier build of this
 * branch to go back to.
 */
export async function undoLastPublish(root: string, statusFile: string): Promise<UndoResult> {
  const git = async (...args: string[]) => (await execFileAsync('git', args, { cwd: root })).stdout.trim();
  let status: PublishStatus;
  try {
    status = JSON.parse(fs.readFileSync(statusFile, 'utf8')) as PublishStatus;
  } catch {
    return { ok: false, reason: 'busy' };
  }
  if (status.state === 'building' || !status.branch) return { ok: false, reason: 'busy' };
  const head = await git('rev-parse', `refs/heads/${status.branch}`).catch(() => '');
  const served = currentBuild(root);
  // The branch's newest commit is the one the status describes (a save not yet seen is published
  // first), and it is live, or its publish failed (the undo then takes it back too).
  if (!served?.commit || !status.live?.commit || status.commit !== head) return { ok: false, reason: 'busy' };
  if (status.live.commit !== head && status.state !== 'failed') return { ok: false, reason: 'busy' };
  const builds = listBuilds(root);
  const index = builds.findIndex((build) => build.id === served.id);
  const previous = index > 0 ? builds[index - 1] : undefined;
  if (!previous?.commit) return { ok: false, reason: 'nothing' };
  const ancestor = await git('merge-base', '--is-ancestor', previous.commit, head).then(
    () => true,
    () => false,
  );
  if (!ancestor) return { ok: false, reason: 'nothing' };
  if ((await git('rev-parse', '--abbrev-ref', 'HEAD')) !== status.branch) return { ok: false, reason: 'busy' };
  // decap-server writes a save's files, then commits them: not in between.
  if (await git('status', '--porcelain', '--untracked-files=no')) return { ok: false, reason: 'busy' };
  const subject = await git('log', '-1', '--format=%s', previous.commit);
  try {
    await git('revert', '--no-commit', `${previous.commit}..${head}`);
    await git(
      'commit',
      '--quiet',
      '--no-verify',
      '-m',
      `Undo publish: back to "${subject}" (${previous.commit.slice(0, 8)})`,
      '-m',
      `${undoTrailer}: ${head}`,
    );
  } catch (error) {
    await git('revert', '--abort').catch(() => git('reset', '--quiet', '--hard', head).catch(() => ''));
    return { ok: false, reason: 'failed', detail: (error as Error).message.split('\n')[0] };
  }
  return { ok: true, commit: await git('rev-parse', 'HEAD'), to: previous.commit };
}
