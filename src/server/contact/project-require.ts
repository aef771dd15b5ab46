import path from 'node:path';

/**
 * Node's require, resolving from the project root (the working directory), for the drivers
 * (better-sqlite3, pg, nodemailer) that the Functions bundler must leave alone. Reached through
 * process.getBuiltinModule because webpack rewrites an imported createRequire it cannot
 * evaluate into `undefined`, which broke the compiled Functions.
 */
export function projectRequire(): NodeJS.Require {
  return process.getBuiltinModule('node:module').createRequire(path.join(process.cwd(), 'package.json'));
}
