// A throwaway PostgreSQL server for the store tests. Node built-ins only: this runs before
// node_modules exists on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.mjs';
import { log as defaultLog } from './project.mjs';

const database = 'contact_test';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** @param {string} name */
function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs a command, resolving to its exit code and combined output (never rejects).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, inherit?: boolean, timeoutMs?: number }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
function exec(command, args, { env = process.env, inherit = false, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 127, output: error.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output: output.trim() });
    });
  });
}

/**
 * The command line that runs `command` as the postgres user when we are root (the server refuses root).
 * @param {string} command
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
function asServerUser(command, args) {
  if (!isRoot) return [command, args];
  if (hasCommand('runuser')) return ['runuser', ['-u', 'postgres', '--', command, ...args]];
  const quoted = [command, ...args].map((word) => `'${String(word).replaceAll("'", "'\\''")}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Parameters<typeof exec>[2]} [options]
 */
function execAsServerUser(command, args, options) {
  const [wrapped, wrappedArgs] = asServerUser(command, args);
  return exec(wrapped, wrappedArgs, options);
}

/** @param {string} dir */
function versionOf(dir) {
  return Number.parseFloat(path.basename(path.dirname(dir))) || 0;
}

/** The newest directory holding initdb, pg_ctl and postgres: Debian's layout first, then PATH. */
function findServerBin() {
  const candidates = [];
  try {
    for (const version of fs.readdirSync('/usr/lib/postgresql')) {
      candidates.push(path.join('/usr/lib/postgresql', version, 'bin'));
    }
  } catch {
    // no Debian server package
  }
  candidates.sort((a, b) => versionOf(b) - versionOf(a));
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) {
    candidates.push(path.dirname(fs.realpathSync(onPath.stdout.trim())));
  }
  return candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((name) => fs.existsSync(path.join(dir, name))),
  );
}

/**
 * Installs Debian's postgresql package; resolves to null on success or the reason it could not.
 * @param {(message: string) => void} log
 */
async function installServer(log) {
  if (!isRoot || !hasCommand('apt-get')) {
    return (
      'the PostgreSQL server (initdb, pg_ctl) is not installed and cannot be installed here (needs root and ' +
      'apt-get). Install it with "sudo apt-get install -y postgresql" or set TEST_DATABASE_URL.'
    );
  }
  log("Installing Debian's postgresql package for the PostgreSQL store tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'];
  let result = await exec('apt-get', install, { env, inherit: true, timeoutMs: 900_000 });
  if (result.code !== 0) {
    // A fresh machine has no package lists yet.
    await exec('apt-get', ['update', '-qq'], { env, inherit: true, timeoutMs: 900_000 });
    result = await exec('apt-get', install, { env, inherit: true, timeoutMs: 900_000 });
  }
  return result.code === 0 ? null : `apt-get install postgresql failed (exit ${result.code}).`;
}

/** @param {string} name */
function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** @param {string} file */
function tail(file, lines = 15) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * A PostgreSQL database for tests: TEST_DATABASE_URL when set, else a throwaway server (installed
 * from Debian's packages when missing and allowed) on a free loopback port with trust auth.
 * Resolves to `{ url, stop }` (stop shuts the server down and deletes its files; it also runs
 * when the process exits) or `{ skip: reason }` when no server can be had.
 */
export async function ensurePostgres({ log = defaultLog } = {}) {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };

  let bin = findServerBin();
  if (!bin) {
    const problem = await installServer(log);
    if (problem) return { skip: problem };
    bin = findServerBin();
    if (!bin)
      return { skip: 'postgresql was installed but initdb/pg_ctl were not found in /usr/lib/postgresql/*/bin.' };
  }
  const owner = isRoot ? userIds('postgres') : null;
  if (isRoot && !owner) {
    return { skip: 'running as root, but there is no "postgres" system user to run the PostgreSQL server as.' };
  }

  // The server user must reach the directory: as root, stay out of a private TMPDIR.
  const dir = fs.mkdtempSync(path.join(isRoot ? '/tmp' : os.tmpdir(), 'contact-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });

  log(`Starting a throwaway PostgreSQL server (${bin})`);
  const init = await execAsServerUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  if (init.code !== 0) {
    remove();
    return { skip: `initdb failed (exit ${init.code}): ${init.output.split('\n').slice(-5).join(' ')}` };
  }
  // Loopback TCP only, its socket in our directory, no durability: the data dies with the test.
  fs.appendFileSync(
    path.join(data, 'postgresql.conf'),
    [
      '',
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );

  /** @param {string[]} args */
  const pgCtl = (...args) => execAsServerUser(path.join(bin, 'pg_ctl'), ['-D', data, ...args], { timeoutMs: 90_000 });
  let port = 0;
  let started = false;
  for (let attempt = 0; attempt < 3 && !started; attempt += 1) {
    port = await freePort();
    const start = await pgCtl('-l', logFile, '-w', '-t', '60', '-o', `-p ${port}`, 'start');
    started = start.code === 0;
  }
  if (!started) {
    const reason = tail(logFile, 5).replaceAll('\n', ' ');
    await pgCtl('-m', 'immediate', '-w', 'stop');
    remove();
    return { skip: `the PostgreSQL server did not start: ${reason}` };
  }

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    const [command, args] = asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 });
    remove();
  };
  process.once('exit', stopSync);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopSync);
    await pgCtl('-m', 'fast', '-w', 'stop');
    remove();
  };

  const client = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  let ready = { code: 1, output: '' };
  for (let attempt = 0; attempt < 60 && ready.code !== 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    ready = await exec(path.join(bin, 'pg_isready'), [...client, '-d', 'postgres'], { timeoutMs: 10_000 });
  }
  const created =
    ready.code === 0 ? await exec(path.join(bin, 'createdb'), [...client, database]) : { code: 1, output: '' };
  if (created.code !== 0) {
    const reason = ready.code !== 0 ? `not accepting connections: ${ready.output}` : created.output;
    await stop();
    return { skip: `the throwaway PostgreSQL server failed: ${reason}` };
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}
