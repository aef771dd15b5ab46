// `npm run test:e2e`: the browser tests against the current build (run `npm run build` first).
import { childEnv, run } from './lib/project.mjs';
import { ensureChromium } from './lib/system-packages.mjs';
import { withTestServers } from './lib/test-servers.mjs';

const chromium = await ensureChromium();
if (!chromium.ok) {
  console.error(chromium.message);
  process.exit(1);
}
const code = await withTestServers((env) =>
  run('npx', ['jest', '-c', 'jest.e2e.config.js', ...process.argv.slice(2)], { env: { ...childEnv, ...env } }),
);
process.exit(code);
