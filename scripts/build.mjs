// `npm run build`: gatsby build, and only when it succeeded, switch the served build to it
// (.builds/current, read by the server). A failed build leaves the served one as it was.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from './lib/build-steps.mjs';
import { childEnv, root } from './lib/project.mjs';

// A production build refuses a missing or placeholder SITE_URL (src/config/site.ts). Checked here
// first, so the explanation is all that is printed: Gatsby would head it "ERROR UNKNOWN", after
// its start-up output, with the datasheets printing beside it.
const check = spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [
    '-e',
    "import { siteUrlProblem } from './src/config/site'; const problem = siteUrlProblem({ siteUrl: process.env.SITE_URL, production: true }); if (problem) { console.error(problem); process.exit(3); }",
  ],
  { cwd: root, env: childEnv, stdio: 'inherit' },
);
if (check.status === 3) process.exit(1);

const { code } = await build();
process.exit(code);
