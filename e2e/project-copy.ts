// A throwaway copy of the working tree for the tests that build or develop in one (develop.test.ts,
// third-locale.test.ts): without what builds and installs produce, node_modules linked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** The working tree as it is now, in a new directory named from `prefix` under the system's temporary one. */
export function copyProject(prefix: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const skip = new Set(['node_modules', 'public', '.cache', '.git', '.tmp', 'data', 'coverage', '.builds']);
  for (const entry of fs.readdirSync(root)) {
    if (skip.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(target, entry), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|public|\.cache)([\\/]|$)/.test(path.relative(root, source)),
    });
  }
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(target, 'node_modules'));
  return target;
}
