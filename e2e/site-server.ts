// A site server of the test's own (the current build, as `npm run serve` serves it), for tests
// that need the server's defaults rather than the settings of the shared test servers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const root = path.join(__dirname, '..');

/** Starts src/server/http/main.ts on a free port with `env` and resolves once it answers. */
export async function startSiteServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-site-'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CONTACT_')));
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/http/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      CONTACT_DB: path.join(dataDir, 'contact.sqlite'),
      CONTACT_SECRET_FILE: path.join(dataDir, 'contact-secret'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The site server exited with code ${code}`))),
  );
  exited.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const answers = async () => {
    while (child.exitCode === null) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      // Polls the server's own answer (tsx takes a few seconds to start), gently: the machine is shared.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.race([answers(), exited]);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
