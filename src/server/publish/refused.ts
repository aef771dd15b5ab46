// One save the build refuses may not hold back everyone else's (docs/publishing.md, "A refused
// save"). When the branch's newest commit fails the content checks, the saves since the live build
// are added to it one by one, in order, in the publish snapshot: a save whose content fails the
// checks there (or that cannot be added without one that failed) is refused, the others are kept.
// When valid saves were held back, one commit takes back the refused ones (their history kept) so
// that the branch is what goes live: the valid work is published and stays what gets pushed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ContentProblem } from '../../model/validate';
import { refusedTrailer } from './describe-change';

const execFileAsync = promisify(execFile);

const gitIn =
  (cwd: string) =>
  async (...args: string[]) =>
    (await execFileAsync('git', args, { cwd, maxBuffer: 16 << 20 })).stdout.trim();

export interface Separated {
  /** The tree of the live content with every save that passes. */
  tree: string;
  /** The tree of the live content (the base). */
  baseTree: string;
  /** Saves kept, oldest first. */
  kept: string[];
  /** Saves refused, oldest first, with what the checks found when each was added. */
  refused: { commit: string; problems: ContentProblem[] }[];
}

/**
 * Adds the commits of `base..head` to `base`, one at a time, in the checkout `dir` (the publisher's
 * snapshot worktree: its caches stay), keeping each whose result passes `check`. Null when this
 * cannot tell the saves apart: `base` is not an ancestor of `head`, a merge is among them, or
 * `base` itself fails the checks (a rule changed: every save would look refused).
 */
export async function separateRefused(
  dir: string,
  base: string,
  head: string,
  check: (dir: string) => ContentProblem[],
): Promise<Separated | null> {
  const git = gitIn(dir);
  const isAncestor = await git('merge-base', '--is-ancestor', base, head).then(
    () => true,
    () => false,
  );
  if (!isAncestor) return null;
  const commits = (await git('rev-list', '--reverse', '--topo-order', `${base}..${head}`)).split('\n').filter(Boolean);
  const merges = await git('rev-list', '--min-parents=2', `${base}..${head}`);
  if (!commits.length || merges) return null;
  await git('checkout', '--quiet', '--force', '--detach', base);
  await git('clean', '-fdq');
  if (check(dir).length) return null;
  const baseTree = await git('rev-parse', `${base}^{tree}`);
  let tree = baseTree;
  /** Back to the kept content: tracked files as in `tree`, untracked ones removed (ignored ones kept). */
  const reset = async () => {
    await git('cherry-pick', '--quit').catch(() => '');
    await git('read-tree', '--reset', '-u', tree);
    await git('clean', '-fdq');
  };
  const kept: string[] = [];
  const refused: Separated['refused'] = [];
  for (const commit of commits) {
    const applied = await git('cherry-pick', '--no-commit', commit).then(
      () => true,
      () => false,
    );
    const problems = applied ? check(dir) : [];
    if (applied && !problems.length) {
      tree = await git('write-tree');
      kept.push(commit);
    } else {
      // A save that cannot be added without a refused one before it is refused with it.
      refused.push({ commit, problems });
      await reset();
    }
  }
  await reset();
  return { tree, baseTree, kept, refused };
}

/**
 * Commits `tree` on `branch` over `head`, naming the refused saves it takes back, when the branch
 * is still at `head` and nobody is writing to the working tree (decap-server writes a save, then
 * commits it). Resolves to the new commit, or null when it could not be made now.
 */
export async function takeBackRefused(
  root: string,
  branch: string,
  head: string,
  tree: string,
  refused: { commit: string; subject: string }[],
): Promise<string | null> {
  const git = gitIn(root);
  if ((await git('rev-parse', '--abbrev-ref', 'HEAD').catch(() => '')) !== branch) return null;
  if ((await git('rev-parse', 'HEAD')) !== head) return null;
  if (await git('status', '--porcelain', '--untracked-files=no')) return null;
  const names = refused.map(({ commit, subject }) => `"${subject}" (${commit.slice(0, 8)})`).join(', ');
  try {
    // The index and working tree go from head's files to the kept ones (refused if in the way).
    await git('read-tree', '-m', '-u', head, tree);
    await git(
      'commit',
      '--quiet',
      '--no-verify',
      '-m',
      `Publish: took back ${names}: refused by the content checks`,
      '-m',
      refused.map(({ commit }) => `${refusedTrailer}: ${commit}`).join('\n'),
    );
  } catch {
    await git('read-tree', '-m', '-u', tree, head).catch(() => git('reset', '--quiet', '--hard', head).catch(() => ''));
    return null;
  }
  const made = await git('rev-parse', 'HEAD');
  return (await git('rev-parse', `${made}^`)) === head ? made : null;
}
