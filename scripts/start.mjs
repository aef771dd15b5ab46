// `npm start`: installs what is missing, builds when the sources changed, then serves the
// site and its Functions on one port (PORT, default 9000). For a local preview: a server that
// receives deploys runs `npm run serve` as a service, and this refuses to run there.
import path from 'node:path';
import { build, buildIsCurrent, withLocalSiteUrl } from './lib/build-steps.mjs';
import { deployTargetProblem } from './lib/deploy-target.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { childEnv, log, root } from './lib/project.mjs';
import { spawn } from 'node:child_process';

const refusal = deployTargetProblem(root);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const port = process.env.PORT ?? '9000';
// Built for the origin served here unless SITE_URL says otherwise (a production build requires it).
const env = withLocalSiteUrl(childEnv, `http://127.0.0.1:${port}`);
if (!(await ensureDependencies())) process.exit(1);
if (!buildIsCurrent({ env })) {
  // Said when it matters: this build writes the local origin into its links.
  if (!childEnv.SITE_URL?.trim()) {
    console.log(
      `SITE_URL is not set: building for ${env.SITE_URL}. Before serving the public, set SITE_URL to the site's public origin (docs/deployment.md).`,
    );
  }
  const { code } = await build({ env });
  if (code !== 0) process.exit(code);
} else {
  log('The served build (.builds/current) is current');
}
const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/http/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, PORT: port },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
