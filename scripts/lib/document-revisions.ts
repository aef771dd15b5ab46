// The revision of each generated document (datasheet, manual, catalogue, declaration, certificate
// record), the number and date a buyer quotes: "Revision 4 · 2026-11-20". Derived, never typed:
//
// Walk the commits of the branch's first-parent history that touched content/ or locales/, oldest
// first. At each, read the content and the messages as they were, make every document as the
// current code would show it (its HTML with the revision left blank, the site address a fixed
// placeholder) and take a hash of it. A document's revision is the number of commits at which that
// hash changed (its first appearance is revision 1), and its date is the day, in China, of the last
// of them. So an edit that changes nothing a document shows (a product's pictures, a story, a field
// the document does not print, a commit of code) changes neither its number nor its date; a figure
// the document prints, its text or its wording does. Uncommitted changes to what a document shows
// make the next revision, dated today. A document that leaves the content (a model discontinued)
// and comes back unchanged keeps its revision.
//
// Deterministic for a commit: every clone with the whole history counts the same. A shallow clone
// cannot count, and the build says so rather than print numbers that differ from the real ones
// (CI fetches the whole history: fetch-depth 0, GIT_DEPTH 0).
//
// The hashes of a commit's documents are kept in .datasheets/revisions.json for the code that made
// them, so a publish (one new commit) renders only the documents that commit changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '../../src/i18n/locales';
import { type ContentSource, diskSource, readContentFiles } from '../../src/model/read-content';
import { todayInChina } from '../../src/model/today';
import type { Messages } from '../../src/documents/render';
import type { Revision } from '../../src/documents/revision';
import { type DocumentDraft, documentDrafts, draftHtml, hashOf, mergeMessages, messagesOf } from './document-plan';

/** The site address the hashed documents print: the same for every build, so hashes can be kept. */
const placeholderSite = 'https://site.invalid';
/** The revision the hashed documents print: none. */
const blank: Revision = { number: 0, date: '' };

/** One state of the content: its files and each locale's messages. */
interface ContentState {
  source: ContentSource;
  messages: (locale: Locale) => Messages;
}

/** What a document is at one state: the hash of its inputs, and of what it shows. */
interface Shown {
  inputs: string;
  html: string;
}

/** The hash of what each document shows at `state`, reusing `previous` where its inputs are unchanged. */
function shownAt(state: ContentState, previous: Map<string, Shown>, root: string, strict: boolean): Map<string, Shown> {
  const drafts: DocumentDraft[] = documentDrafts(readContentFiles(root, state.source), state.messages, placeholderSite);
  const shown = new Map<string, Shown>();
  for (const draft of drafts) {
    const inputs = hashOf({ kind: draft.kind, props: draft.props, messages: draft.messages });
    const before = previous.get(draft.file);
    if (before?.inputs === inputs) {
      shown.set(draft.file, before);
      continue;
    }
    try {
      shown.set(draft.file, { inputs, html: hashOf(draftHtml(draft, blank)) });
    } catch (error) {
      // Old content the current views refuse (a declaration signed by someone who had left):
      // that document did not exist then. The current content must render.
      if (strict) throw error;
    }
  }
  return shown;
}

const git = (root: string, args: string[], input?: string) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024 });

/** The commits (oldest first) of HEAD's first-parent history that touched content/ or locales/, with their dates. */
function contentCommits(root: string): { sha: string; date: string }[] {
  let shallow: string;
  try {
    shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim();
  } catch {
    throw new Error(
      `documents: ${root} is not a git checkout: each document's revision is counted from the git history of content/ and locales/ (scripts/lib/document-revisions.ts)`,
    );
  }
  if (shallow === 'true') {
    // A CI checkout is often shallow: take the rest of the history from where it was cloned, as the
    // message below tells a person to, and stop only when that is not possible.
    try {
      console.log('documents: a shallow clone; fetching the rest of the history to count revisions');
      git(root, ['fetch', '--quiet', '--unshallow']);
      shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim();
    } catch {
      // No remote to fetch from: said below.
    }
  }
  if (shallow === 'true')
    throw new Error(
      `documents: ${root} is a shallow clone, but each document's revision is counted from the whole git history of content/ and locales/: fetch it (git fetch --unshallow; in CI, fetch-depth: 0 or GIT_DEPTH: 0)`,
    );
  const log = git(root, ['log', '--first-parent', '--reverse', '--format=%H %ct', 'HEAD', '--', 'content', 'locales']);
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [sha = '', seconds = '0'] = line.split(' ');
      return { sha, date: todayInChina(new Date(Number(seconds) * 1000)) };
    });
}

/** Reads blobs of the repository by their ids, each once, in batches. */
function blobReader(root: string) {
  const blobs = new Map<string, string>();
  return {
    load(ids: readonly string[]) {
      const wanted = [...new Set(ids)].filter((id) => !blobs.has(id));
      if (!wanted.length) return;
      const out = execFileSync('git', ['cat-file', '--batch'], {
        cwd: root,
        input: `${wanted.join('\n')}\n`,
        maxBuffer: 512 * 1024 * 1024,
      });
      let at = 0;
      for (const id of wanted) {
        const headerEnd = out.indexOf(10, at);
        const size = Number(out.subarray(at, headerEnd).toString('latin1').split(' ')[2]);
        blobs.set(id, out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
        at = headerEnd + 1 + size + 1;
      }
    },
    text: (id: string) => blobs.get(id) ?? null,
  };
}

/**
 * content/ and locales/ as they were at commit `sha`. A string the current views print that did not
 * exist then (a label added since) reads as it does now: a new key alone changes no document.
 */
function stateAt(
  root: string,
  sha: string,
  blobs: ReturnType<typeof blobReader>,
  current: (locale: Locale) => Messages,
): ContentState {
  const files = new Map<string, string>();
  for (const line of git(root, ['ls-tree', '-r', sha, '--', 'content', 'locales']).split('\n')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(line);
    if (match) files.set(match[2]!, match[1]!);
  }
  blobs.load([...files.values()]);
  const text = (file: string) => {
    const id = files.get(file);
    return id ? blobs.text(id) : null;
  };
  const namesIn = (dir: string) =>
    [...files.keys()].filter((file) => path.posix.dirname(file) === dir).map((file) => path.posix.basename(file));
  return {
    source: { list: (dir) => namesIn(`content/${dir}`), read: (file) => text(`content/${file}`) },
    messages: (locale) => ({
      ...current(locale),
      ...mergeMessages(
        namesIn(`locales/${locale}`).map((name) => ({ name, text: text(`locales/${locale}/${name}`) ?? '{}' })),
      ),
    }),
  };
}

/** The state on disk: the working tree, committed or not. */
function workingTree(root: string): ContentState {
  const messages = new Map(locales.map((locale) => [locale, messagesOf(root, locale)]));
  return { source: diskSource(root), messages: (locale) => messages.get(locale)! };
}

interface Cache {
  /** The hash of the code and the current strings the hashes were made with. */
  code: string;
  /** Per commit, per document: the hash of what it shows. */
  commits: Record<string, Record<string, Shown>>;
}

function readCache(file: string, code: string): Cache {
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as Cache;
    if (cache.code === code) return cache;
  } catch {
    // none yet, or unreadable: counted again
  }
  return { code, commits: {} };
}

/**
 * Each document's revision, by its path under public/ (datasheets/yc-fs20-ir-zh.pdf), counted from
 * the git history of the checkout at `root`. `code` is the hash of the documents' code: the hashes
 * kept in `cacheFile` are reused only for the same code. `today` dates uncommitted changes.
 */
export function documentRevisions(
  root: string,
  { code, cacheFile, today = todayInChina() }: { code: string; cacheFile?: string; today?: string },
): Map<string, Revision> {
  const commits = contentCommits(root);
  const now = workingTree(root);
  // Kept hashes hold for the same code, and the same current strings (which stand in for strings a
  // commit did not have yet).
  const made = hashOf({ code, messages: locales.map((locale) => now.messages(locale)) });
  const cache = cacheFile ? readCache(cacheFile, made) : { code: made, commits: {} };
  const blobs = blobReader(root);
  const revisions = new Map<string, Revision & { html: string }>();
  const record = (shown: Map<string, Shown>, date: string) => {
    for (const [file, { html }] of shown) {
      const last = revisions.get(file);
      if (last?.html === html) continue;
      revisions.set(file, { number: (last?.number ?? 0) + 1, date, html });
    }
  };
  let previous = new Map<string, Shown>();
  const kept: Cache = { code: made, commits: {} };
  for (const { sha, date } of commits) {
    const cached = cache.commits[sha];
    const shown = cached
      ? new Map(Object.entries(cached))
      : shownAt(stateAt(root, sha, blobs, now.messages), previous, root, false);
    kept.commits[sha] = Object.fromEntries(shown);
    record(shown, date);
    previous = shown;
  }
  record(shownAt(now, previous, root, true), today);
  if (cacheFile) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(`${cacheFile}.tmp`, JSON.stringify(kept));
    fs.renameSync(`${cacheFile}.tmp`, cacheFile);
  }
  return new Map([...revisions].map(([file, { number, date }]) => [file, { number, date }]));
}
