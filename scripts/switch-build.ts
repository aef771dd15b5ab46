// Serves the finished build in public/: copies it into .builds/<id>/ and switches .builds/current
// to it (src/server/publish/builds.ts). Run by scripts/lib/build-steps.mjs build() after `gatsby build`
// succeeded. PUBLISH_COMMIT names the commit it was built from (default: HEAD).
// First it writes the build's nginx includes into public/ (deploy/nginx.ts: its security headers
// and redirects, for a server that runs nginx in front; dotfiles, never served).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { writeBuildIncludes } from '../deploy/nginx';
import { switchBuild } from '../src/server/publish/builds';

const root = path.resolve(__dirname, '..');

function head(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const started = Date.now();
  await writeBuildIncludes(root);
  const info = switchBuild(root, { commit: process.env.PUBLISH_COMMIT || head() });
  console.log(`Serving build ${info.id} (.builds/current), copied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(`Could not switch to the new build: ${error.message}`);
  process.exit(1);
});
