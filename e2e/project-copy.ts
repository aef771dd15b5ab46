// A throwaway copy of the working tree for what builds or develops in one (develop.test.ts,
// third-locale.test.ts, the bench's build scale): without what builds and installs produce,
// node_modules linked. It is a git repository sharing this one's history (`git clone --shared`,
// nothing checked out, then the working tree copied over), because the documents' revisions are
// counted from the history of content/ and locales/ (scripts/lib/document-revisions.ts); the copy's
// changes are uncommitted ones, as in the working tree.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** The working tree as it is now, in a new directory named from `prefix` under the system's temporary one. */
export function copyProject(prefix: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', root, target], { stdio: 'ignore' });
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
