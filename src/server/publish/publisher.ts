import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContentProblem } from '../../model/validate';
import { type BuildInfo, activateBuild, buildsDirName, currentBuild, listBuilds } from './builds';
import { describeChange } from './describe-change';
import { coalescingQueue } from './queue';
import { prepareSnapshot } from './snapshot';
import type { PublishStatus, PublishStep, PublishedChange } from './status';

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
 * restart) is served from that build at once. The state goes to `statusFile` for
 * GET /api/publish-status.
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

  /** The kept build "Undo last publish" would serve: the one made before the served one, on this branch. */
  const undoTarget = async (): Promise<PublishStatus['undo']> => {
    const served = currentBuild(root);
    if (!served?.commit || liveCommit !== head) return null;
    const builds = listBuilds(root);
    const index = builds.findIndex((kept) => kept.id === served.id);
    const previous = index > 0 ? builds[index - 1] : undefined;
    if (!previous?.commit) return null;
    const ancestor = await git('merge-base', '--is-ancestor', previous.commit, head).then(
      () => true,
      () => false,
    );
    const to = ancestor ? await describe(previous.commit) : undefined;
    return to ? { to } : null;
  };

  let writing: Promise<void> = Promise.resolve();
  /** Writes the next status; writes happen in the order they were asked for. */
  const set = (next: Omit<PublishStatus, 'live' | 'history' | 'undo' | 'branch' | 'change' | 'queued'>) => {
    writing = writing
      .then(() => write(next))
      .catch((error) => console.error('Writing the publish status failed:', error));
    return writing;
  };
  const write = async (next: Omit<PublishStatus, 'live' | 'history' | 'undo' | 'branch' | 'change' | 'queued'>) => {
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
    };
    fs.mkdirSync(path.dirname(statusFile), { recursive: true });
    writeStatus(statusFile, status);
  };
  let liveSince: string | null = null;
  const wentLive = async (commit: string) => {
    liveCommit = commit;
    liveSince = new Date().toISOString();
    const change = await describe(commit);
    if (change) history = [{ at: new Date().toISOString(), change }, ...history].slice(0, historyLength);
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
