import net from 'node:net';

/** How long `gatsby build` waits for the documents by default: a cold print of them all is minutes. */
export const documentsTimeoutMs = 15 * 60 * 1000;

const waited = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${ms} ms`);

/**
 * Waits for the documents' outcome from the build that prints them beside Gatsby
 * (scripts/lib/documents-hand-over.mjs, listening on the Unix socket `address`): resolves when
 * they are printed; rejects, naming the cause, when printing failed, when the build went away
 * without an answer, or after `timeoutMs`.
 */
export function awaitDocuments(address: string, timeoutMs = documentsTimeoutMs): Promise<void> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let done = false;
    let connected = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const socket = net.createConnection(address);
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `documents: no word from their printing (scripts/datasheets.ts) after ${waited(timeoutMs)}: ` +
              'it neither finished nor failed; see its output above',
          ),
        ),
      timeoutMs,
    );
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        new Error(
          connected
            ? `documents: the build that prints them went away before an outcome (${error.code ?? error.message})`
            : `documents: cannot reach the build that prints them at ${address} (${error.code ?? error.message}); ` +
                'DOCUMENTS_HANDOVER is set by `npm run build` (scripts/lib/build-steps.mjs) only',
        ),
      ),
    );
    socket.on('close', () => {
      if (!answer.trim()) {
        finish(new Error('documents: the build that prints them went away before an outcome'));
        return;
      }
      let outcome: { ok: boolean; error?: string };
      try {
        outcome = JSON.parse(answer) as { ok: boolean; error?: string };
      } catch {
        finish(new Error(`documents: the hand-over answered ${JSON.stringify(answer.slice(0, 200))}`));
        return;
      }
      finish(outcome.ok ? undefined : new Error(`documents: printing failed: ${outcome.error ?? 'no cause given'}`));
    });
  });
}
