import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isBuildOnlyFile } from '../http/cache-policy';

/**
 * Served builds: every successful build is copied into `.builds/<id>/` (laid out like a project:
 * `public/`, `.cache/functions/`, `.cache/redirects.json`, plus `build.json`) and `.builds/current`
 * is switched to it with one rename, so the server never sees a half-written or failed build.
 * Gatsby empties `public/` when a clean build fails; the copy keeps the last good one served.
 */

export const buildsDirName = '.builds';

/**
 * The response header naming the build served: the Node server's (src/server/http/served-site.ts)
 * and the one whose headers and redirects nginx loaded (deploy/nginx.ts). scripts/deploy.sh
 * compares it with the build it deployed (scripts/lib/deploy-check.mjs).
 */
export const buildHeader = 'X-Site-Build';

export interface BuildInfo {
  id: string;
  /** The git commit the build was made from, when known. */
  commit: string | null;
  /** When it became the served build (ISO). */
  switchedAt: string;
  /**
   * Whether the checkout held uncommitted edits when it was built (`git status`), so that the
   * commit alone does not say what it holds; absent when unknown (a publish builds a commit).
   */
  uncommitted?: boolean;
  /** SHA-256 of what it serves (contentHash): equal for two builds exactly when they serve the same. */
  content?: string;
}

/**
 * A new build's id, sortable by time: `20261123T163512345Z-1a2b3c4d` (the time it was made, the
 * commit's first 8 characters or `local`).
 */
export function newBuildId(commit: string | null, now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${(commit ?? 'local').slice(0, 8)}`;
}

/** When the build `id` was made (newBuildId), or null for an id of another shape. */
export function builtAt(id: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/.exec(id);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, milli] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${milli}Z`);
}

/**
 * The per-build files of nginx in front, written into public/ from the rest of the build
 * (deploy/nginx.ts: its security headers, its redirects and the build's id; dotfiles, never
 * served): left out of contentHash, which covers what they are made from.
 */
export const nginxBuildFiles = {
  http: '.nginx-http.conf',
  headers: '.nginx-headers.conf',
  redirects: '.nginx-redirects.conf',
} as const;
const derivedFiles = new Set<string>(Object.values(nginxBuildFiles));

/**
 * A SHA-256 over what the build copy `dir` serves: every file of public/ (but the web server's
 * files made from the others) by path and content, the redirects, and the Function bundles (not
 * their manifest, which names this machine's paths). Two builds of the same commit with different
 * uncommitted edits differ here; a build copied to a server keeps its hash.
 */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    hash.update(`${relative}\0`);
    hash.update(
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, relative)))
        .digest(),
    );
  };
  const filesUnder = (sub: string) =>
    fs.existsSync(path.join(dir, sub))
      ? fs
          .readdirSync(path.join(dir, sub), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      : [];
  const files = [
    ...filesUnder('public').filter(
      (file) => !(derivedFiles.has(path.posix.basename(file)) && path.posix.dirname(file) === 'public'),
    ),
    ...filesUnder('.cache/functions').filter((file) => file !== '.cache/functions/manifest.json'),
    ...(fs.existsSync(path.join(dir, '.cache', 'redirects.json')) ? ['.cache/redirects.json'] : []),
  ].sort();
  for (const file of files) add(file);
  return hash.digest('hex');
}

interface FunctionManifestEntry {
  relativeCompiledFilePath: string;
  absoluteCompiledFilePath: string;
}

/**
 * `.builds/` by its real path: a publish snapshot (snapshot.ts) reaches it through a link, and the
 * function bundles' paths in a manifest must read the same whichever checkout wrote them.
 */
const buildsDir = (root: string) => {
  const dir = path.join(root, buildsDirName);
  try {
    return fs.realpathSync(dir);
  } catch {
    return dir;
  }
};
/**
 * Function bundles by content. A publish that changes only content leaves them byte-identical:
 * the same path keeps the server's loaded module (its database connection, rate limits and mail
 * retry loop) instead of starting a second copy of each per build.
 */
const functionStore = (root: string) => path.join(buildsDir(root), 'functions');
const currentLink = (root: string) => path.join(buildsDir(root), 'current');

/** The directory of the served build (its realpath), or null when nothing was switched yet. */
export function servedBuildDir(root: string): string | null {
  try {
    return fs.realpathSync(currentLink(root));
  } catch {
    return null;
  }
}

/** The served build's record, or null. */
export function currentBuild(root: string): BuildInfo | null {
  const dir = servedBuildDir(root);
  if (!dir) return null;
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'build.json'), 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}

/**
 * Copies .cache/functions into `target` (linking the bundles that equal those of `previous`, the
 * newest kept build), pointing the manifest at the bundles' content-addressed copies.
 */
function copyFunctions(root: string, target: string, previous: string | null) {
  const source = path.join(root, '.cache', 'functions');
  if (!fs.existsSync(source)) return;
  const before = previous === null ? null : path.join(previous, '.cache', 'functions');
  copyUnchangedAsLinks(
    source,
    path.join(target, '.cache', 'functions'),
    before && fs.existsSync(before) ? before : null,
  );
  storeFunctions(root, target);
}

/**
 * Points the Function manifest of the build copy `target` at content-addressed copies of its
 * bundles in `root`'s store (the bundles themselves stay in the copy, under `.cache/functions/`).
 * The manifest is written beside and renamed over: a deployed copy may share its inode with
 * another build's (rsync --link-dest).
 */
function storeFunctions(root: string, target: string) {
  const dest = path.join(target, '.cache', 'functions');
  const manifestPath = path.join(dest, 'manifest.json');
  if (!fs.existsSync(manifestPath)) return;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as FunctionManifestEntry[];
  fs.mkdirSync(functionStore(root), { recursive: true });
  for (const entry of manifest) {
    const file = path.join(dest, entry.relativeCompiledFilePath);
    if (!fs.existsSync(file)) {
      throw new Error(
        `The Function manifest names ${entry.relativeCompiledFilePath}, which was not compiled (is gatsby develop running here?): nothing switched`,
      );
    }
    const code = fs.readFileSync(file);
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 20);
    const stored = path.join(functionStore(root), `${hash}-${path.basename(entry.relativeCompiledFilePath)}`);
    if (!fs.existsSync(stored)) {
      fs.writeFileSync(`${stored}.partial`, code);
      fs.renameSync(`${stored}.partial`, stored);
    }
    entry.absoluteCompiledFilePath = stored;
  }
  fs.writeFileSync(`${manifestPath}.partial`, JSON.stringify(manifest, null, 2));
  fs.renameSync(`${manifestPath}.partial`, manifestPath);
}

/** Whether two files of the same size hold the same bytes. */
function sameContent(a: string, b: string): boolean {
  return fs.readFileSync(a).equals(fs.readFileSync(b));
}

/**
 * Copies the tree `source` to `target`. A file whose size and modification time equal those of
 * the same file in `previous` (the newest kept build: copies keep their times), or whose bytes
 * equal them, is hard-linked to that copy instead. Kept builds are never written to, and an edit's
 * build changes only some of public/, so a switch writes only those: measured with `npm run
 * bench:publish`, the switch after a news story took 9.0 s as a full copy. The bytes are compared
 * because a build rewrites files it did not change (the datasheet PDFs copied into public/, the
 * search index written anew, everything after a cold build): reading them costs far less than
 * writing them again.
 */
function copyUnchangedAsLinks(
  source: string,
  target: string,
  previous: string | null,
  skip: (name: string) => boolean = () => false,
) {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    const before = previous === null ? null : path.join(previous, entry.name);
    if (entry.isDirectory()) {
      copyUnchangedAsLinks(from, to, before !== null && fs.existsSync(before) ? before : null);
    } else if (entry.isSymbolicLink()) {
      fs.symlinkSync(fs.readlinkSync(from), to);
    } else if (entry.isFile()) {
      copyOrLink(from, to, before);
    }
  }
}

/** Copies the file `from` to `to`, or hard-links `before` there when it holds the same bytes (see above). */
function copyOrLink(from: string, to: string, before: string | null) {
  const stat = fs.statSync(from);
  const old = before === null ? undefined : fs.statSync(before, { throwIfNoEntry: false });
  if (
    old?.isFile() &&
    old.size === stat.size &&
    (Math.abs(old.mtimeMs - stat.mtimeMs) < 1 || sameContent(before!, from))
  ) {
    fs.linkSync(before!, to);
  } else {
    fs.copyFileSync(from, to);
    fs.utimesSync(to, stat.atime, stat.mtime);
  }
}

/**
 * The files at the top of public/ that no visitor is sent (cache-policy.ts buildOnlyFiles: the
 * chunks' source maps, webpack.stats.json; Gatsby writes them there and reads the stats while it
 * builds). A build copy keeps them in `build-only/`, beside its served `public/`, so that a server
 * in front of it (nginx, a CDN, ours) cannot send them whatever a request's spelling.
 */
const isBuildOnlyName = (name: string) => isBuildOnlyFile(`/${name}`);

function copyBuildOnlyFiles(publicDir: string, target: string, previous: string | null) {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true })) {
    if (!entry.isFile() || !isBuildOnlyName(entry.name)) continue;
    copyOrLink(
      path.join(publicDir, entry.name),
      path.join(target, entry.name),
      previous && path.join(previous, entry.name),
    );
  }
}

/**
 * Copies the finished build of `root` (public/ and what the server reads from .cache/) into a
 * fresh `.builds/<id>/`, switches `.builds/current` to it atomically and removes all but the
 * newest `keep` builds. Throws, switching nothing, when public/ holds no site.
 */
export function switchBuild(
  root: string,
  {
    commit = null,
    keep = 5,
    id = newBuildId(commit),
    uncommitted,
  }: { commit?: string | null; keep?: number; id?: string; uncommitted?: boolean } = {},
) {
  const publicDir = path.join(root, 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html')) || !fs.existsSync(path.join(publicDir, '404.html'))) {
    throw new Error(`${publicDir} holds no finished build (no index.html or 404.html): nothing switched`);
  }
  if (!/^[\w.-]+$/.test(id) || id.endsWith('.partial') || id === 'current' || id === 'functions')
    throw new Error(`"${id}" is not a build id`);
  const dir = buildsDir(root);
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, `${id}.partial`);
  const info: BuildInfo = {
    id,
    commit,
    switchedAt: new Date().toISOString(),
    ...(uncommitted === undefined ? {} : { uncommitted }),
  };
  try {
    fs.rmSync(partial, { recursive: true, force: true });
    const previous = listBuilds(root).at(-1);
    const previousDir = previous ? path.join(dir, previous.id) : null;
    copyUnchangedAsLinks(
      publicDir,
      path.join(partial, 'public'),
      previousDir && path.join(previousDir, 'public'),
      isBuildOnlyName,
    );
    copyBuildOnlyFiles(
      publicDir,
      path.join(partial, 'build-only'),
      previousDir && path.join(previousDir, 'build-only'),
    );
    copyFunctions(root, partial, previousDir);
    const redirects = path.join(root, '.cache', 'redirects.json');
    fs.mkdirSync(path.join(partial, '.cache'), { recursive: true });
    if (fs.existsSync(redirects)) fs.copyFileSync(redirects, path.join(partial, '.cache', 'redirects.json'));
    info.content = contentHash(partial);
    fs.writeFileSync(path.join(partial, 'build.json'), JSON.stringify(info, null, 2));
    if (fs.existsSync(path.join(dir, id))) throw new Error(`A build ${id} is kept already: nothing switched`);
    fs.renameSync(partial, path.join(dir, id));
  } catch (error) {
    // A failed copy leaves nothing behind (it switched nothing).
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  activateBuild(root, id);
  pruneBuilds(root, keep);
  return info;
}

/** The builds kept under `.builds/`, oldest first (finished copies only, never `.partial` ones). */
export function listBuilds(root: string): BuildInfo[] {
  const dir = buildsDir(root);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.partial'))
    .flatMap((entry) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(dir, entry.name, 'build.json'), 'utf8')) as BuildInfo];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A build in one line: its id and commit (the messages of a deploy and a rollback). */
export function describeBuild(build: BuildInfo): string {
  return `${build.id}${build.commit ? ` (commit ${build.commit.slice(0, 12)})` : ''}`;
}

/**
 * `deploy.sh --list`: the kept builds, oldest first, the served one marked `*`, each with when it
 * was built, its commit (and whether the checkout had uncommitted edits) and the start of its
 * content hash: two builds of one commit with different edits differ there, and a rollback to a
 * build of the same content as the served one would change nothing.
 */
export function listingLines(builds: BuildInfo[], servedId: string | null): string[] {
  return builds.map((build) => {
    const time = builtAt(build.id);
    const commit = build.commit
      ? `commit ${build.commit.slice(0, 12)}${build.uncommitted ? ' + uncommitted edits' : ''}`
      : 'commit unknown';
    const same = build.content
      ? builds.filter((other) => other !== build && other.content === build.content).map((other) => other.id)
      : [];
    return [
      `${build.id === servedId ? '*' : ' '} ${build.id}`,
      `built ${
        time
          ? time
              .toISOString()
              .replace('T', ' ')
              .replace(/\.\d+Z$/, ' UTC')
          : 'at an unknown time'
      }`,
      commit,
      build.content
        ? `content ${build.content.slice(0, 12)}${same.length ? ` (the same as ${same.join(', ')})` : ''}`
        : 'content not recorded (built before content hashes)',
    ].join('  ');
  });
}

/**
 * Makes the kept build `id` the served one with one rename of `.builds/current` (readers see the
 * old build or the new one, never a mix). The one activation step of building, publishing,
 * undoing and deploying.
 */
export function activateBuild(root: string, id: string) {
  const dir = buildsDir(root);
  if (!/^[\w.-]+$/.test(id) || !fs.existsSync(path.join(dir, id, 'public', 'index.html'))) {
    throw new Error(`No finished build ${id} in ${dir}: nothing switched`);
  }
  // A new link beside the old one, renamed over it.
  const link = path.join(dir, `current.${process.pid}.${Date.now()}`);
  fs.symlinkSync(id, link);
  fs.renameSync(link, currentLink(root));
}

/** Serves the kept build made before the served one; returns it, or null when there is none. */
export function rollbackBuild(root: string): BuildInfo | null {
  const served = currentBuild(root);
  const builds = listBuilds(root);
  const index = served ? builds.findIndex((build) => build.id === served.id) : builds.length;
  const previous = index > 0 ? builds[index - 1] : undefined;
  if (!previous) return null;
  activateBuild(root, previous.id);
  return previous;
}

/** Removes all but the newest `keep` builds (never the served one) and leftovers of interrupted copies. */
export function pruneBuilds(root: string, keep: number) {
  const dir = buildsDir(root);
  const served = servedBuildDir(root);
  const entries = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== path.basename(functionStore(root)));
  for (const entry of entries.filter(({ name }) => name.endsWith('.partial')))
    fs.rmSync(path.join(dir, entry.name), { recursive: true, force: true });
  const builds = entries
    .filter((entry) => !entry.name.endsWith('.partial'))
    .map((entry) => path.join(dir, entry.name))
    .sort();
  const kept = new Set(builds.slice(-keep));
  if (served) kept.add(served);
  for (const build of builds) if (!kept.has(build)) fs.rmSync(build, { recursive: true, force: true });
  // Function bundles that no kept build names any more.
  const used = new Set<string>();
  for (const build of kept) {
    const manifest = path.join(build, '.cache', 'functions', 'manifest.json');
    if (!fs.existsSync(manifest)) continue;
    for (const entry of JSON.parse(fs.readFileSync(manifest, 'utf8')) as FunctionManifestEntry[])
      used.add(entry.absoluteCompiledFilePath);
  }
  if (!fs.existsSync(functionStore(root))) return;
  for (const name of fs.readdirSync(functionStore(root))) {
    const file = path.join(functionStore(root), name);
    if (!used.has(file)) fs.rmSync(file, { force: true });
  }
}

/**
 * Serves a build copied in from another machine (a deploy, scripts/deploy.sh): `.builds/<id>.partial/`
 * laid out as switchBuild lays out its copies. Its Function bundles go into this root's store, the
 * copy is renamed to `.builds/<id>` and activated (activateBuild), and all but the newest `keep`
 * builds are removed. A build `id` kept here already is activated as it is (the copy is dropped).
 * Throws, switching nothing, when the copy holds no finished build.
 */
export function receiveBuild(root: string, id: string, { keep = 5 }: { keep?: number } = {}): BuildInfo {
  const dir = buildsDir(root);
  if (!/^[\w.-]+$/.test(id) || id.endsWith('.partial')) throw new Error(`"${id}" is not a build id`);
  const partial = path.join(dir, `${id}.partial`);
  const final = path.join(dir, id);
  if (!fs.existsSync(final)) {
    for (const file of [path.join('public', 'index.html'), path.join('public', '404.html'), 'build.json']) {
      if (!fs.existsSync(path.join(partial, file))) {
        throw new Error(`${partial} holds no finished build (no ${file}): nothing switched`);
      }
    }
    storeFunctions(root, partial);
    const info = JSON.parse(fs.readFileSync(path.join(partial, 'build.json'), 'utf8')) as BuildInfo;
    if (info.id !== id) throw new Error(`${partial} holds build ${info.id}, not ${id}: nothing switched`);
    const infoPath = path.join(partial, 'build.json');
    fs.writeFileSync(`${infoPath}.partial`, JSON.stringify({ ...info, switchedAt: new Date().toISOString() }, null, 2));
    fs.renameSync(`${infoPath}.partial`, infoPath);
    fs.renameSync(partial, final);
  } else {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  activateBuild(root, id);
  pruneBuilds(root, keep);
  return currentBuild(root)!;
}
