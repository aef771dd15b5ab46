// Serves the finished build in public/: copies it into .builds/<id>/ and switches .builds/current
// to it (src/server/publish/builds.ts). Run by scripts/lib/setup.mjs build() after `gatsby build`
// succeeded. PUBLISH_COMMIT names the commit it was built from (default: HEAD).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { switchBuild } from '../src/server/publish/builds';

const root = path.resolve(__dirname, '..');

function head(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

const started = Date.now();
const info = switchBuild(root, { commit: process.env.PUBLISH_COMMIT || head() });
console.log(`Serving build ${info.id} (.builds/current), copied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
