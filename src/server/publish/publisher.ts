import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContentProblem } from '../../model/validate';
import { type BuildInfo, activateBuild, buildsDirName, currentBuild, listBuilds } from './builds';
import { describeChange, refusedTrailer, undoTrailer } from './describe-change';
import { coalescingQueue } from './queue';
import { separateRefused, takeBackRefused } from './refused';
import { prepareSnapshot } from './snapshot';
import type { PublishStatus, PublishStep, PublishedChange, RefusedSaves } from './status';

const execFileAsync = promisify(execFile);

export interface PublisherOptions {
  root: string;
  /** The branch decap-server commits to. */
  branch: string;
  statusFile: string;
  /** The content problems of the checkout in `dir` (the commit's snapshot). */
  check: (dir: string) => ContentProblem[];
  /**
   * Builds the checkout in `dir` (a snapshot of exactly `commit`) and switches the served build
   * when it succeeded; `step` reports its progress.
   */
  build: (commit: string, dir: string, step: (step: PublishStep) => void) => Promise<{ code: number; log: string[] }>;
  /** Makes `dir` a checkout of `commit` (default: the git worktree of snapshot.ts). */
  snapshot?: (root: string, commit: string) => Promise<string>;
  /** The origin the builds are made for (SITE_URL): a kept build for another origin is not reused. */
  siteUrl?: string;
  /** How often the branch ref is read (ms). */
  pollMs?: number;
  report?: (line: string) => void;
}

/** Writes the status so that a reader sees the old file or the new one, never half of one. */
function writeStatus(file: string, status: PublishStatus) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(status, null, 2));
  fs.renameSync(temporary, file);
}

/** The origin a kept build was made for (its robots.txt names its sitemap there), or null. */
function builtFor(root: string, build: BuildInfo): string | null {
  try {
    const robots = fs.readFileSync(path.join(root, buildsDirName, build.id, 'public', 'robots.txt'), 'utf8');
    return /^Sitemap:\s*(https?:\/\/[^/\s]+)\//m.exec(robots)?.[1] ?? null;
  } catch {
    return null;
  }
}

const historyLength = 8;

/**
 * Publish → live for `npm run cms`: watches the branch ref that decap-server commits to. Each
 * publish takes the branch's newest commit and builds a snapshot of exactly that commit (never
 * the working tree the editors keep saving into), one build at a time: saves made meanwhile are
 * built next, together. The served build switches only when a build succeeded, so what is live is
 * always one commit's complete build. A commit whose tree a kept build was made from (an undo, a
 * restart) is served from that build at once. A save the content checks refuse never holds back
 * the valid saves after it: they are published without it (refused.ts), and the panel says so.
 * Every save that went live is listed in the history, also several going live in one build. The
 * state goes to `statusFile` for GET /api/publish-status.
 */
export function startPublisher({
  root,
  branch,
  statusFile,
  check,
  build,
  snapshot = prepareSnapshot,
  siteUrl,
  pollMs = 500,
  report = console.log,
}: PublisherOptions) {
  const git = async (...args: string[]) =>
    (await execFileAsync('git', args, { cwd: root, maxBuffer: 16 << 20 })).stdout.trim();
  const ref = `refs/heads/${branch}`;
  const described = new Map<string, Promise<PublishedChange | undefined>>();
  const describe = (commit: string | null | undefined) => {
    if (!commit) return Promise.resolve(undefined);
    if (!described.has(commit))
      described.set(
        commit,
        describeChange(root, commit).catch(() => undefined),
      );
    return described.get(commit)!;
  };
  const treeOf = (commit: string) => git('rev-parse', `${commit}^{tree}`).catch(() => null);

  let history: NonNullable<PublishStatus['history']> = [];
  try {
    history = (JSON.parse(fs.readFileSync(statusFile, 'utf8')) as PublishStatus).history ?? [];
  } catch {
    // no earlier status: the history starts now
  }
  let head = '';
  /** The commit whose files the served build shows (an undo's commit is served by an older build). */
  let liveCommit: string | null = null;
  /** The newest commit seen on the branch. */
  let seen = '';
  let status: PublishStatus | null = null;

  /**
   * The kept build "Undo last publish" would serve: the one made before the served one, on this
   * branch. Possible whenever something is live and no publish runs: after a failed publish too
   * (the saves that failed are taken back with it, and counted).
   */
  const undoTarget = async (): Promise<PublishStatus['undo']> => {
    const served = currentBuild(root);
    if (!served?.commit || !liveCommit || !head) return null;
    const builds = listBuilds(root);
    const index = builds.findIndex((kept) => kept.id === served.id);
    const previous = index > 0 ? builds[index - 1] : undefined;
    if (!previous?.commit) return null;
    const ancestor = async (commit: string) =>
      git('merge-base', '--is-ancestor', commit, head).then(
        () => true,
        () => false,
      );
    if (!(await ancestor(previous.commit)) || !(await ancestor(liveCommit))) return null;
    const to = await describe(previous.commit);
    if (!to) return null;
    const unpublished = liveCommit === head ? 0 : Number(await git('rev-list', '--count', `${liveCommit}..${head}`));
    return unpublished ? { to, unpublished } : { to };
  };

  let writing: Promise<void> = Promise.resolve();
  /** Writes the next status; writes happen in the order they were asked for. */
  const set = (next: Omit<PublishStatus, 'live' | 'history' | 'undo' | 'branch' | 'change' | 'queued' | 'refused'>) => {
    writing = writing
      .then(() => write(next))
      .catch((error) => console.error('Writing the publish status failed:', error));
    return writing;
  };
  const write = async (
    next: Omit<PublishStatus, 'live' | 'history' | 'undo' | 'branch' | 'change' | 'queued' | 'refused'>,
  ) => {
    const served = currentBuild(root);
    const live =
      served && liveCommit && (await treeOf(liveCommit)) === (await treeOf(served.commit ?? ''))
        ? liveCommit
        : served?.commit;
    const [change, liveChange] = await Promise.all([describe(next.commit), describe(live)]);
    status = {
      ...next,
      branch,
      ...(change ? { change } : {}),
      ...(next.state === 'building' && seen && seen !== next.commit ? { queued: true } : {}),
      live: served
        ? { commit: live ?? null, since: liveSince ?? served.switchedAt, ...(liveChange ? { change: liveChange } : {}) }
        : null,
      history,
      undo: next.state === 'building' ? null : await undoTarget(),
      ...(refused ? { refused } : {}),
    };
    fs.mkdirSync(path.dirname(statusFile), { recursive: true });
    writeStatus(statusFile, status);
  };
  let liveSince: string | null = null;
  /** Saves taken back because the checks refused them, said until a later publish goes live. */
  let refused: RefusedSaves | null = null;
  /**
   * `commit` went live: every save since the commit live before (several when saves came in
   * during a build) enters the history, newest first; saves it took back (refused ones, or an
   * undo's) never went live and are not listed.
   */
  const wentLive = async (commit: string) => {
    const before = liveCommit;
    liveCommit = commit;
    liveSince = new Date().toISOString();
    let commits = [commit];
    const isAncestor =
      before !== null &&
      before !== commit &&
      (await git('merge-base', '--is-ancestor', before, commit).then(
        () => true,
        () => false,
      ));
    if (isAncestor) {
      const log = await git(
        'log',
        '--first-parent',
        `--format=%H%x1f%(trailers:key=${undoTrailer},valueonly)%x1f%(trailers:key=${refusedTrailer},valueonly)%x1e`,
        `${before}..${commit}`,
      ).catch(() => '');
      const range = log
        .split('\x1e')
        .map((record) => record.trim().split('\x1f'))
        .filter(([id]) => id)
        .map(([id = '', undoOf = '', refusedOf = '']) => ({
          id,
          undo: undoOf.trim() !== '',
          refused: refusedOf
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        }));
      const takenBack = new Set(range.flatMap((one) => one.refused));
      // An undo goes live alone: the saves before it in the range are the ones it took back.
      commits = range[0]?.undo ? [commit] : range.map((one) => one.id).filter((id) => !takenBack.has(id));
    }
    if (refused && !commits.includes(refused.commit)) refused = null;
    const changes = (await Promise.all(commits.slice(0, historyLength).map((one) => describe(one)))).filter(
      (change): change is PublishedChange => Boolean(change),
    );
    const at = new Date().toISOString();
    history = [...changes.map((change) => ({ at, change })), ...history].slice(0, historyLength);
  };

  /**
   * The branch's newest commit failed the checks: when valid saves since the live build are held
   * back by refused ones, one commit takes the refused ones back (refused.ts). Resolves to that
   * commit, or null when there is nothing to separate (every save since the live build failed)
   * or it cannot be told apart now.
   */
  const takeBackIfHeld = async (commit: string, dir: string): Promise<string | null> => {
    const served = currentBuild(root);
    const base =
      liveCommit && served?.commit && (await treeOf(liveCommit)) === (await treeOf(served.commit))
        ? liveCommit
        : (served?.commit ?? null);
    if (!base) return null;
    const separated = await separateRefused(dir, base, commit, check);
    if (!separated || !separated.refused.length || separated.tree === separated.baseTree) return null;
    const subjects = await Promise.all(
      separated.refused.map(async ({ commit: one }) => ({
        commit: one,
        subject: await git('log', '-1', '--format=%s', one),
      })),
    );
    const made = await takeBackRefused(root, branch, commit, separated.tree, subjects);
    if (!made) return null;
    const changes = (await Promise.all(separated.refused.map(({ commit: one }) => describe(one)))).filter(
      (change): change is PublishedChange => Boolean(change),
    );
    // Each refused save's problems in its own files (a copied product's, not the original's that
    // it now collides with), else wherever the checks found them.
    const own = await Promise.all(
      separated.refused.map(async (one) => {
        const files = new Set(
          (await git('diff-tree', '--no-commit-id', '--name-only', '-r', '--no-renames', one.commit)).split('\n'),
        );
        const mine = one.problems.filter((problem) => files.has(problem.file));
        return mine.length ? mine : one.problems;
      }),
    );
    const seenProblem = new Set<string>();
    const problems = own.flat().filter((problem) => {
      const key = JSON.stringify([problem.file, problem.locale, problem.path, problem.rule, problem.values]);
      if (seenProblem.has(key)) return false;
      seenProblem.add(key);
      return true;
    });
    refused = { commit: made, at: new Date().toISOString(), changes, problems };
    report(
      `Took back ${separated.refused.length} refused save(s) in ${made.slice(0, 8)}, so that ${separated.kept.length} valid save(s) go live`,
    );
    return made;
  };

  /** A kept build made from the same tree as `commit` (and for the same origin), if any. */
  const keptBuildOf = async (commit: string): Promise<BuildInfo | null> => {
    const tree = await treeOf(commit);
    if (!tree) return null;
    for (const kept of listBuilds(root).reverse()) {
      if (!kept.commit || (siteUrl && builtFor(root, kept) !== siteUrl)) continue;
      if (kept.commit === commit || (await treeOf(kept.commit)) === tree) return kept;
    }
    return null;
  };

  const publish = async () => {
    const commit = await git('rev-parse', ref);
    head = commit;
    const subject = await git('log', '-1', '--format=%s', commit);
    const base = { commit, subject, problems: [], log: [] };
    const started = Date.now();
    const served = currentBuild(root);
    if (served?.commit === commit) {
      liveCommit = commit;
      await set({ ...base, state: 'live', since: served.switchedAt });
      return;
    }
    const kept = await keptBuildOf(commit);
    if (kept) {
      // An undo, or a save that restores a published state: that build, at once.
      activateBuild(root, kept.id);
      await wentLive(commit);
      await set({ ...base, state: 'live', since: new Date().toISOString() });
      report(`Live: ${commit.slice(0, 8)} "${subject}" from the kept build ${kept.id}, in ${Date.now() - started} ms`);
      return;
    }
    const building = (step: PublishStep) =>
      set({ ...base, state: 'building', step, since: new Date(started).toISOString() });
    await building('preparing');
    report(`Publishing ${commit.slice(0, 8)} "${subject}"`);
    const dir = await snapshot(root, commit);
    await building('checking');
    const problems = check(dir);
    if (problems.length) {
      // Valid saves behind a refused one go live without it: the refused one is taken back, and
      // the branch's new newest commit is published at once.
      const tookBack = await takeBackIfHeld(commit, dir).catch((error: unknown) => {
        console.error('Separating the refused saves failed:', error);
        return null;
      });
      if (tookBack) return publish();
      await set({ ...base, state: 'failed', since: new Date().toISOString(), problems });
      report(`Not published: ${problems.length} problem(s) in content/ (the site still serves the previous build)`);
      return;
    }
    await building('building');
    const result = await build(commit, dir, (step) => void building(step));
    if (result.code !== 0 || currentBuild(root)?.commit !== commit) {
      const log = result.code !== 0 ? result.log : [...result.log, 'The build did not switch the served site.'];
      await set({ ...base, state: 'failed', since: new Date().toISOString(), log });
      report(`Not published: the build failed (the site still serves the previous build)`);
      return;
    }
    await wentLive(commit);
    const live = currentBuild(root);
    await set({ ...base, state: 'live', since: live?.switchedAt ?? new Date().toISOString() });
    report(
      `Live: ${commit.slice(0, 8)} "${subject}", ${((Date.now() - started) / 1000).toFixed(1)} s from start to live`,
    );
  };

  const queue = coalescingQueue(publish);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      const latest = await git('rev-parse', '--verify', '--quiet', ref);
      if (latest && latest !== seen) {
        seen = latest;
        // Saves while a build runs: say so; the queue builds the newest commit after this build.
        const running = status;
        if (running?.state === 'building' && latest !== running.commit) {
          void set({ ...running, state: 'building' });
        }
        queue.trigger();
      }
    } catch {
      // the ref is being rewritten; read it again next time
    }
    if (!stopped) timer = setTimeout(() => void poll(), pollMs);
  };
  void poll();

  return {
    status: () => status,
    idle: () => queue.idle(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue.idle();
    },
  };
}
