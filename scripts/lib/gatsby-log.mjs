// Gatsby's output when it is not on a terminal (a CI log, a file, the publisher of `npm run cms`).
// Its default logger there (ink) writes terminal codes around every line (`ESC[2K ESC[1A`: erase,
// cursor up) and nothing at all while a step runs, however long: the JavaScript bundles took 75 s
// without a word. Gatsby's documented switches do not help (each tried): `--no-color` and
// FORCE_COLOR=0 only drop colours, the codes stay; CI=true (its "dumb terminal" advice) picks its
// yurnalist logger, which prints no codes but still nothing while a step runs (and CI changes more
// than the log). So `gatsby build`
// runs with GATSBY_LOGGER=json (gatsby-cli's own JSON logger: one action per line, the same as its
// loggers receive), and this prints them as plain lines: the same `success <step> - <s>s` lines
// (bench/run.mts reads them), warnings and errors with their file; a step that runs past
// `announceAfterMs` is named as it runs, and one that goes on says so again every `stillEveryMs`.
// Node built-ins only (scripts/lib/build-steps.mjs imports this before node_modules exists).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

// eslint-disable-next-line no-control-regex
const terminalCodes = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

/** `text` without terminal codes (colours, cursor moves, erased lines). @param {string} text */
export const plainText = (text) => text.replace(terminalCodes, '');

/** @param {number} ms */
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * @typedef {object} Payload What the actions of Gatsby's JSON logger carry (gatsby-cli reporter/redux).
 * @property {string} [level]
 * @property {string} [text]
 * @property {string} [statusText]
 * @property {number} [duration]
 * @property {string} [code]
 * @property {string} [type]
 * @property {string} [category]
 * @property {string} [filePath]
 * @property {{ start?: { line?: number, column?: number } }} [location]
 * @property {string} [docsUrl]
 * @property {string} [id]
 * @property {string} [uuid]
 * @property {number} [current]
 * @property {number} [total]
 */

/**
 * @typedef {object} Activity
 * @property {string} text
 * @property {number} started
 * @property {number} [current]
 * @property {number} [total]
 * @property {boolean} announced
 */

/**
 * A formatter of Gatsby's JSON log: `line()` for each line it prints, `tick()` now and then (it
 * names the steps still running). Writes through `write`, one line per call.
 * @param {{ write: (line: string) => void, now?: () => number, announceAfterMs?: number, stillEveryMs?: number }} options
 */
export function gatsbyLog({ write, now = Date.now, announceAfterMs = 5000, stillEveryMs = 30_000 }) {
  /** @type {Map<string, Activity>} */
  const running = new Map();
  let lastWritten = now();
  /** @param {string} text */
  const out = (text) => {
    for (const line of text.split('\n')) write(line);
    lastWritten = now();
  };
  /** @param {Activity} activity */
  const progress = (activity) =>
    activity.total
      ? `, ${activity.current ?? 0} of ${activity.total}`
      : activity.current
        ? `, ${activity.current}`
        : '';

  /** @param {Payload} payload */
  function log(payload) {
    const text = plainText(String(payload.text ?? '')).replace(/^\u2800$/, '');
    const timing = `${typeof payload.duration === 'number' ? ` - ${payload.duration.toFixed(3)}s` : ''}${
      payload.statusText ? ` - ${plainText(String(payload.statusText))}` : ''
    }`;
    switch (payload.level) {
      case 'ACTIVITY_SUCCESS':
      case 'SUCCESS':
        return out(`success ${text}${timing}`);
      case 'ACTIVITY_FAILED':
        return out(`failed ${text}${timing}`);
      case 'ACTIVITY_INTERRUPTED':
        return out(`not finished ${text}${timing}`);
      case 'INFO':
        return out(`info ${text}`);
      case 'WARNING':
        return out(`warn ${text}`);
      case 'ERROR': {
        const heading = ['ERROR', payload.code ? `#${payload.code}` : '', payload.type ?? payload.category ?? '']
          .filter(Boolean)
          .join(' ');
        const start = payload.location?.start;
        const file = payload.filePath
          ? `File: ${payload.filePath}${start?.line ? `:${start.line}${start.column ? `:${start.column}` : ''}` : ''}`
          : '';
        return out([heading, text, file, payload.docsUrl ? `See ${payload.docsUrl}` : ''].filter(Boolean).join('\n'));
      }
      case 'DEBUG':
        return undefined;
      default:
        return text ? out(text) : undefined;
    }
  }

  return {
    /** One line of Gatsby's output: an action of its JSON logger, or anything else printed as it is. @param {string} raw */
    line(raw) {
      /** @type {{ type?: unknown, payload?: Payload } | null} */
      let action = null;
      if (raw.startsWith('{')) {
        try {
          action = JSON.parse(raw);
        } catch {
          action = null;
        }
      }
      if (!action || typeof action.type !== 'string') {
        const text = plainText(raw);
        if (text.trim()) out(text);
        return;
      }
      // SET_STATUS carries a word, not an object: nothing to print.
      if (typeof action.payload !== 'object' || !action.payload) return;
      const { type, payload } = action;
      const id = String(payload.uuid ?? payload.id ?? '');
      if (type === 'LOG') log(payload);
      else if (type === 'ACTIVITY_START' && (payload.type === 'spinner' || payload.type === 'progress')) {
        const text = plainText(String(payload.text ?? '')).trim();
        if (text)
          running.set(id, { text, started: now(), current: payload.current, total: payload.total, announced: false });
      } else if (type === 'ACTIVITY_UPDATE') {
        const activity = running.get(id);
        if (activity) {
          if (typeof payload.current === 'number') activity.current = payload.current;
          if (typeof payload.total === 'number') activity.total = payload.total;
        }
      } else if (type === 'ACTIVITY_END' || type === 'ACTIVITY_CANCEL') running.delete(id);
      // SET_STATUS, RENDER_PAGE_TREE (the page tree: the build's output already lists its pages)…: nothing.
    },
    /** Names each step running past announceAfterMs, and after stillEveryMs of silence those still running. */
    tick() {
      const time = now();
      for (const activity of running.values()) {
        if (!activity.announced && time - activity.started >= announceAfterMs) {
          activity.announced = true;
          out(`… ${activity.text} (${seconds(time - activity.started)} so far${progress(activity)})`);
        }
      }
      if (running.size && time - lastWritten >= stillEveryMs) {
        const steps = [...running.values()].map(
          (activity) => `${activity.text} (${seconds(time - activity.started)}${progress(activity)})`,
        );
        out(`… still working: ${steps.join('; ')}`);
      }
    },
  };
}

/**
 * Runs `gatsby <args>` (`gatsby` the binary): on a terminal as it is, with its own live display;
 * otherwise with its JSON logger, printed by gatsbyLog as plain lines. GATSBY_LOGGER set by the
 * caller is left as it is. Resolves to the exit code.
 * @param {string} gatsby
 * @param {string[]} args
 * @param {{ env: NodeJS.ProcessEnv, cwd: string, terminal?: boolean }} options
 * @returns {Promise<number>}
 */
export function runGatsby(gatsby, args, { env, cwd, terminal = Boolean(process.stdout.isTTY) }) {
  const plain = !terminal && !env.GATSBY_LOGGER;
  return new Promise((resolve) => {
    const child = spawn(gatsby, args, {
      cwd,
      env: plain ? { ...env, GATSBY_LOGGER: 'json' } : env,
      stdio: plain ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    if (plain && child.stdout && child.stderr) {
      const formatter = gatsbyLog({ write: (line) => process.stdout.write(`${line}\n`) });
      readline.createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => formatter.line(line));
      readline
        .createInterface({ input: child.stderr, crlfDelay: Infinity })
        .on('line', (line) => process.stderr.write(`${plainText(line)}\n`));
      timer = setInterval(() => formatter.tick(), 1000);
    }
    child.on('error', (error) => {
      clearInterval(timer);
      console.error(`Could not run ${gatsby}: ${error.message}`);
      resolve(127);
    });
    // Its output read to the end ('close'), but not waiting on a process it left holding the pipe.
    /** @param {number | null} code @param {NodeJS.Signals | null} signal */
    const done = (code, signal) => {
      clearInterval(timer);
      resolve(code ?? (signal ? 128 : 1));
    };
    child.on('close', done);
    child.on('exit', (code, signal) => setTimeout(() => done(code, signal), 2000).unref());
  });
}
