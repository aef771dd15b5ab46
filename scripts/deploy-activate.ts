// The activation step of a deploy, run on the target: scripts/deploy.sh bundles this file (with
// src/server/publish/builds.ts, Node built-ins only) into <target>/.builds/activate.cjs, so the
// target serves, keeps and rolls back builds with the same code as `npm run build` and the
// publisher, whatever version of the site its own checkout holds.
//   node activate.cjs receive <root> <id> [keep]  serve .builds/<id>.partial, copied in by rsync
//   node activate.cjs rollback <root>             serve the build before the served one
//   node activate.cjs list <root>                 the kept builds (time, commit, content), the served one marked
//   node activate.cjs served <root>               the served build's id (deploy.sh checks the site answers as it)
import {
  currentBuild,
  describeBuild,
  listBuilds,
  listingLines,
  receiveBuild,
  rollbackBuild,
} from '../src/server/publish/builds';

function main(args: string[]): number {
  const [command, root, id, keep] = args;
  if (!root) {
    console.error(
      'Usage: node activate.cjs receive <root> <id> [keep] | rollback <root> | list <root> | served <root>',
    );
    return 2;
  }
  if (command === 'receive' && id) {
    const build = receiveBuild(root, id, { keep: keep ? Number(keep) : undefined });
    console.log(`live: ${describeBuild(build)}`);
    return 0;
  }
  if (command === 'rollback') {
    const served = currentBuild(root);
    const previous = rollbackBuild(root);
    if (!previous) {
      console.error(
        `No build older than the served one ${served ? describeBuild(served) : '(none)'} is kept in ${root}/.builds: nothing rolled back.`,
      );
      return 1;
    }
    console.log(`live: ${describeBuild(previous)} (rolled back from ${served ? served.id : 'none'})`);
    return 0;
  }
  if (command === 'list') {
    const builds = listBuilds(root);
    if (builds.length === 0) {
      console.log(`No build is kept in ${root}/.builds: nothing deployed there yet.`);
      return 0;
    }
    console.log(`Builds kept in ${root}/.builds, oldest first (* served):`);
    for (const line of listingLines(builds, currentBuild(root)?.id ?? null)) console.log(line);
    return 0;
  }
  if (command === 'served') {
    const served = currentBuild(root);
    if (!served) {
      console.error(`No build is served in ${root}/.builds.`);
      return 1;
    }
    console.log(served.id);
    return 0;
  }
  console.error(`Unknown command "${command ?? ''}"`);
  return 2;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
