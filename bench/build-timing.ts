// Timing of builds for `npm run bench` and `npm run bench:publish`, and their yardstick: the anchor
// (bench/anchor, a bare Gatsby 5 + React 19 page) built cold and then warm in the same run, so each
// figure of the site can be printed as a ratio to Gatsby's own floor measured on the same machine
// under the same load (machines here differ 2-3x in speed from day to day).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv, root } from '../scripts/lib/project.mjs';

/** Builds measured here are local: a production build needs a SITE_URL (src/config/site.ts). */
export const buildEnv = { ...childEnv, SITE_URL: childEnv.SITE_URL?.trim() || 'http://127.0.0.1:9000' };

export interface Timed {
  code: number;
  seconds: number;
  peakMB: number;
  cpuSeconds: number;
  /** The 1-minute load average when the command started. */
  load: number;
}

/** Runs `command` under /usr/bin/time -v, its output in `logFile`: wall seconds, CPU seconds and peak memory. */
export function timed(command: string, args: string[], cwd: string, logFile: string) {
  return new Promise<Timed>((resolve) => {
    const started = Date.now();
    const load = os.loadavg()[0]!;
    const log = fs.openSync(logFile, 'w');
    const child = spawn('/usr/bin/time', ['-v', command, ...args], {
      cwd,
      env: { ...buildEnv, CI: '1' },
      stdio: ['ignore', log, log],
    });
    child.on('exit', (code) => {
      fs.closeSync(log);
      const text = fs.readFileSync(logFile, 'utf8');
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
      // User plus system time of the command and all its children (Gatsby's workers, sharp):
      // on a shared machine, the figure that load does not inflate the way it inflates wall time.
      const cpu = ['User', 'System'].map((kind) => new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(text));
      resolve({
        code: code ?? 1,
        seconds: (Date.now() - started) / 1000,
        peakMB: rss ? Math.round(Number(rss[1]) / 1024) : NaN,
        cpuSeconds: cpu.every(Boolean) ? cpu.reduce((sum, match) => sum + Number(match![1]), 0) : NaN,
        load,
      });
    });
  });
}

/** The median run by wall time (the middle one of an odd count, the upper middle of an even one). */
export const medianRun = <T extends { seconds: number }>(runs: T[]): T =>
  [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)]!;

export interface AnchorBuilds {
  cold: Timed;
  /** The same copy built again with nothing changed, `runs` times: Gatsby's floor for a rebuild. */
  warm: Timed[];
  /** The median of `warm`. */
  rebuild: Timed;
}

/**
 * The anchor built in a temporary copy (its own .cache and public, the project's node_modules
 * linked): one cold build, then `runs` warm ones with nothing changed. A bare page has no content
 * to edit; its warm build is what Gatsby does again on every build (bootstrap, the cached webpack
 * builds, the HTML of its page), the floor a one-file content rebuild of the site is compared with.
 */
export async function anchorBuilds(runs: number): Promise<AnchorBuilds> {
  const anchorDir = path.join(root, 'bench', 'anchor');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-anchor-'));
  const gatsby = path.join(root, 'node_modules', '.bin', 'gatsby');
  try {
    for (const entry of ['gatsby-config.js', 'gatsby-ssr.js', 'package.json', 'src'])
      fs.cpSync(path.join(anchorDir, entry), path.join(dir, entry), { recursive: true });
    fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
    const build = async (name: string) => {
      const logFile = path.join(os.tmpdir(), `bench-anchor-${name}.log`);
      const result = await timed(gatsby, ['build'], dir, logFile);
      if (result.code !== 0) throw new Error(`The anchor did not build: see ${logFile}`);
      return result;
    };
    const cold = await build('cold');
    const warm: Timed[] = [];
    for (let run = 1; run <= runs; run++) warm.push(await build(`warm-${run}`));
    return { cold, warm, rebuild: medianRun(warm) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `a / b` to two decimals, for the ratio columns. */
export const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
