/** How often and how far apart a lazily loaded module is asked for again after a failure. */
export const importRetry = { attempts: 3, delayMs: 1000 } as const;

/**
 * Loads a lazy module (`() => import('./x')`), asking again after a failure: webpack forgets a
 * chunk that failed, so the next `import()` requests it anew. Meant for modules loaded on an
 * event the network itself causes, like the "back online" toast, whose first request can race
 * the connection coming back. Rejects with the last error when every attempt failed.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { attempts = importRetry.attempts, delayMs = importRetry.delayMs }: { attempts?: number; delayMs?: number } = {},
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await wait(delayMs * attempt);
    }
  }
}
