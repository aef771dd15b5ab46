// The checkout the scripts work in, and running commands in it. Node built-ins only: `npm start`
// and `npm test` import this before node_modules exists on a fresh clone.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root directory. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Environment for every child: no Gatsby telemetry (the network is closed here).
 * @type {NodeJS.ProcessEnv}
 */
export const childEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

/** Prints a step's heading. @param {string} message */
export function log(message) {
  console.log(`\n> ${message}`);
}

/**
 * Runs a command with inherited output; resolves to its exit code (127 when it cannot start).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv, ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * A SHA-256 over the names and contents of `files` (paths relative to `base`, the project's root
 * unless given; a missing file counts by its name): the stamps of the install and of the build,
 * the build's Node code (gatsby-node-code.mjs).
 * @param {readonly string[]} files
 * @param {string} [base]
 */
export function hashFiles(files, base = root) {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(base, file);
    hash.update(file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}
