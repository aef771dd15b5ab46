// Whether this checkout receives its builds from scripts/deploy.sh. Node built-ins only: `npm start`
// asks before node_modules exists.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Why `npm start` must not run in `root`, or null. scripts/deploy.sh copies its activation step to
 * `.builds/activate.cjs` on the target before every deploy, rollback or list, so that file marks a
 * deploy target. There the served build was made elsewhere (the CI, from the content branch), and
 * `buildIsCurrent()` compares it with this checkout's own sources, which are older: `npm start`
 * would rebuild them and switch that build in, replacing what was deployed.
 * @param {string} root
 */
export function deployTargetProblem(root) {
  if (!fs.existsSync(path.join(root, '.builds', 'activate.cjs'))) return null;
  return [
    `npm start: ${root} receives its builds from scripts/deploy.sh (.builds/activate.cjs), so it does not start here.`,
    "It would rebuild this checkout's own sources, which are not what was deployed, and serve that build instead.",
    'Serve the deployed build with "npm run serve", as the service does (deploy/systemd/laser-site.service):',
    '  sudo systemctl restart laser-site     # docs/operations.md',
  ].join('\n');
}
