import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContentProblem } from '../../model/validate';
import { currentBuild } from './builds';
import { coalescingQueue } from './queue';
import type { PublishStatus } from './status';

const execFileAsync = promisify(execFile);

export interface PublisherOptions {
  root: string;
  /** The branch decap-server commits to. */
  branch: string;
  statusFile: string;
  /** The whole content set's problems, read from disk now. */
  check: () => ContentProblem[];
  /** Builds the working tree and switches the served build when it succeeded. */
  build: (commit: string) => Promise<{ code: number; log: string[] }>;
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

/**
 * Publish → live for `npm run cms`: watches the branch ref that decap-server commits to; every
 * new commit is checked (the same check as the build, so editors get structured problems) and
 * built, one build at a time with bursts coalesced; the served build switches only when the build
 * succeeded. The state is written to `statusFile` for GET /api/publish-status.
 */
export function startPublisher({
  root,
  branch,
  statusFile,
  check,
  build,
  pollMs = 500,
  report = console.log,
}: PublisherOptions) {
  const git = async (...args: string[]) => (await execFileAsync('git', args, { cwd: root })).stdout.trim();
  const ref = `refs/heads/${branch}`;
  let status: PublishStatus | null = null;
  const set = (next: Omit<PublishStatus, 'live'>) => {
    const served = currentBuild(root);
    status = { ...next, live: served ? { commit: served.commit, since: served.switchedAt } : null };
    fs.mkdirSync(path.dirname(statusFile), { recursive: true });
    writeStatus(statusFile, status);
  };

  const publish = async () => {
    const commit = await git('rev-parse', ref);
    const [subject, committed] = (await git('log', '-1', '--format=%s%n%ct', commit)).split('\n');
    const base = { commit, subject: subject ?? '', problems: [], log: [] };
    if (currentBuild(root)?.commit === commit) {
      set({ ...base, state: 'live', since: currentBuild(root)!.switchedAt });
      return;
    }
    set({ ...base, state: 'building', since: new Date().toISOString() });
    report(`Publishing ${commit.slice(0, 8)} "${subject}"`);
    const problems = check();
    if (problems.length) {
      set({ ...base, state: 'failed', since: new Date().toISOString(), problems });
      report(`Not published: ${problems.length} problem(s) in content/ (the site still serves the previous build)`);
      return;
    }
    const result = await build(commit);
    if (result.code !== 0) {
      set({ ...base, state: 'failed', since: new Date().toISOString(), log: result.log });
      report(`Not published: the build failed (the site still serves the previous build)`);
      return;
    }
    const live = currentBuild(root);
    set({ ...base, state: 'live', since: live?.switchedAt ?? new Date().toISOString() });
    const seconds = (Date.parse(live?.switchedAt ?? '') - Number(committed) * 1000) / 1000;
    report(`Live: ${commit.slice(0, 8)} "${subject}", ${seconds.toFixed(1)} s from commit to live`);
  };

  const queue = coalescingQueue(publish);
  let seen = '';
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      const head = await git('rev-parse', '--verify', '--quiet', ref);
      if (head && head !== seen) {
        seen = head;
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
