// The hand-over between the documents' printing and `gatsby build`, which run side by side
// (build-steps.mjs build()): Gatsby's download list needs each PDF's size and pages, known only
// once every document is printed. The build, which starts both, listens on a Unix socket and
// answers each connection with the documents' outcome, one JSON line, once it is known:
// `{"ok":true}` or `{"ok":false,"error":"<cause>"}`. Gatsby asks (src/node/documents/hand-over.ts)
// and waits, with a timeout. Node built-ins only (build-steps.mjs runs before node_modules exists).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** @typedef {{ ok: true } | { ok: false, error: string }} DocumentsOutcome */

/** A socket address of this process's own (short enough for a Unix socket's 108 bytes). */
export const handOverAddress = () => path.join(os.tmpdir(), `documents-${process.pid}.sock`);

/**
 * Answers every connection on the Unix socket `address` with `outcome` once it settles (a
 * rejection is a failure with its message). Resolves when listening; close() stops and removes it.
 * @param {string} address
 * @param {Promise<DocumentsOutcome>} outcome
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export function offerOutcome(address, outcome) {
  /** @type {Promise<DocumentsOutcome>} */
  const settled = outcome.catch((error) => ({
    ok: false,
    error: error instanceof Error ? error.message : String(error),
  }));
  const server = net.createServer((socket) => {
    socket.on('error', () => {
      // The asker went away (gatsby build stopped): nothing to answer.
    });
    void settled.then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
  });
  fs.rmSync(address, { force: true });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () =>
      resolve({
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            fs.rmSync(address, { force: true });
          }),
      }),
    );
  });
}

/**
 * The outcome of the documents' process from its exit code and the list it wrote in `cacheDir`
 * (scripts/datasheets.ts writes `{ error }` there when printing fails).
 * @param {number} code
 * @param {string} cacheDir
 * @returns {DocumentsOutcome}
 */
export function documentsOutcome(code, cacheDir) {
  if (code === 0) return { ok: true };
  try {
    const { error } = JSON.parse(fs.readFileSync(path.join(cacheDir, 'current.json'), 'utf8'));
    if (error) return { ok: false, error: String(error) };
  } catch {
    // no list: the process died before writing one
  }
  return { ok: false, error: `scripts/datasheets.ts exited with code ${code} (its output is above)` };
}
