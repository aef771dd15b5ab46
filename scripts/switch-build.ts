// Serves the finished build in public/: copies it into .builds/<id>/ and switches .builds/current
// to it (src/server/publish/builds.ts). Run by scripts/lib/build-steps.mjs build() after `gatsby build`
// succeeded. PUBLISH_COMMIT names the commit it was built from (default: HEAD, and then whether the
// checkout had uncommitted edits, which `deploy.sh --list` shows).
// First it writes the build's nginx includes into public/ (deploy/nginx.ts: its security headers,
// redirects and id, for a server that runs nginx in front; dotfiles, never served).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { writeBuildIncludes } from '../deploy/nginx';
import { newBuildId, switchBuild } from '../src/server/publish/builds';

const root = path.resolve(__dirname, '..');

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch {
    return null;
  }
}

async function main() {
  const started = Date.now();
  const published = process.env.PUBLISH_COMMIT || null;
  const commit = published ?? git('rev-parse', 'HEAD')?.trim() ?? null;
  // Edits the commit does not hold (what a build leaves behind is ignored: the tree stays clean).
  const status = published || !commit ? null : git('status', '--porcelain');
  const id = newBuildId(commit);
  await writeBuildIncludes(root, id);
  const info = switchBuild(root, {
    commit,
    id,
    uncommitted: status === null ? undefined : status.trim() !== '',
  });
  console.log(`Serving build ${info.id} (.builds/current), copied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(`Could not switch to the new build: ${error.message}`);
  process.exit(1);
});
