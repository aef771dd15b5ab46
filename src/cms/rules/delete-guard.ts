// Deleting an entry that others point to is refused before the commit: the build would fail on
// their relations to a missing entry, blocking every editor's publish. Decap has no hook that may
// veto a delete with a reason, so the backend's `deleteFiles` (every backend has one, and every
// delete of an entry passes through it) is wrapped: it lists the entries naming the one being
// deleted, and refuses with their display names and fields.
import { load } from 'js-yaml';
import { locales } from '../../i18n/locales';
import { collections } from '../../model';
import type { Collection, Field } from '../../model/types';
import { type EntryData, type Reference, referencesTo, titleOf } from '../../model/rules/content';
import type { UiLocale } from '../../model/rules/messages';
import type { CmsUiLocale } from '../ui-locale';
import { showNotice } from '../notice';
import { plainWriteErrors } from './plain-errors';

/** What the guard uses of a Decap backend implementation. */
export interface BackendImplementation {
  deleteFiles: (paths: string[], commitMessage: string) => Promise<unknown>;
  entriesByFolder: (
    folder: string,
    extension: string,
    depth: number,
  ) => Promise<{ data: string; file: { path: string } }[]>;
  getEntry: (path: string) => Promise<{ data: string; file: { path: string } }>;
}

const hasRelationTo = (fields: Field[], target: string): boolean =>
  fields.some(
    (field) =>
      (field.type === 'relation' && field.collection === target) ||
      (field.type === 'object' && hasRelationTo(field.fields, target)) ||
      (field.type === 'list' && Array.isArray(field.of) && hasRelationTo(field.of, target)),
  );

/** A saved entry's YAML, or null when it cannot be read. */
export const parse = (text: string): unknown => {
  try {
    return load(text);
  } catch {
    return null;
  }
};

/** The folder collection entry a path names (`content/products/yc-fs20-ir.yml`), if any. */
function entryAt(path: string): { collection: Collection; id: string } | null {
  const match = /^content\/([^/]+)\/([^/]+)\.ya?ml$/.exec(path);
  const collection =
    match && collections.find((candidate) => candidate.name === match[1] && candidate.kind === 'folder');
  return collection ? { collection, id: match[2]! } : null;
}

/** The entries (of every collection that can point at `target`) naming entry `id`. */
export async function referencesIn(
  backend: Pick<BackendImplementation, 'entriesByFolder'>,
  target: Collection,
  id: string,
): Promise<Reference[]> {
  const sources = collections.filter((collection) => hasRelationTo(collection.fields, target.name));
  const entries: EntryData[] = [];
  for (const collection of sources) {
    if (collection.kind === 'file') continue;
    const files = await backend.entriesByFolder(`content/${collection.name}`, 'yml', 1);
    for (const file of files) entries.push({ collection, data: parse(file.data) });
  }
  return referencesTo(target.name, id, entries, locales);
}

const phrases: Record<
  UiLocale,
  { refused: (what: string, count: number) => string; item: (reference: Reference) => string; short: string }
> = {
  zh: {
    refused: (what, count) =>
      `无法删除${what}：还有 ${count} 处内容引用它，删除后这些内容会出错、网站无法发布。请先在下列内容中移除它，再删除：`,
    item: (reference) =>
      `${reference.collection.label.zh}“${reference.title.zh ?? reference.id ?? ''}”的“${reference.field.label.zh}”`,
    short: '还有其他内容引用它，详见页面上方的说明',
  },
  en: {
    refused: (what, count) =>
      `${what} cannot be deleted: ${count} other ${count === 1 ? 'entry points' : 'entries point'} to it and would break the site's next publish. Remove it from these first, then delete it:`,
    item: (reference) =>
      `${reference.collection.label.en} “${reference.title.en ?? reference.id ?? ''}”, field “${reference.field.label.en}”`,
    short: 'other entries still point to it: see the notice at the top of the page',
  },
};

/** Refuses a delete of an entry that others point to, with a notice listing them. */
export function guardDeletes(
  backend: BackendImplementation,
  ui: CmsUiLocale,
  document: Document = window.document,
): BackendImplementation {
  const locale: UiLocale = ui === 'en' ? 'en' : 'zh';
  const deleteFiles = backend.deleteFiles.bind(backend);
  backend.deleteFiles = async (paths, commitMessage) => {
    for (const path of paths) {
      const entry = entryAt(path);
      if (!entry) continue;
      const references = await referencesIn(backend, entry.collection, entry.id);
      if (!references.length) continue;
      const own = await backend.getEntry(path).then(
        (file) => titleOf({ collection: entry.collection, data: parse(file.data) }, locale),
        () => undefined,
      );
      const what =
        locale === 'zh'
          ? `${entry.collection.label.zh}${own ? `“${own}”` : ''}`
          : `${entry.collection.label.en}${own ? ` “${own}”` : ''}`;
      showNotice(document, phrases[locale].refused(what, references.length), ui, references.map(phrases[locale].item));
      throw new Error(phrases[locale].short);
    }
    return deleteFiles(paths, commitMessage);
  };
  return backend;
}

/** What the guard uses of the CMS's backend registry (decap-cms-app's CMS object). */
export interface BackendRegistry {
  getBackend(name: string): { init: (...args: unknown[]) => unknown } | undefined;
}

let current: BackendImplementation | null = null;

/** The backend implementation Decap created (once it has), to read entries by path. */
export const currentImplementation = () => current;

/**
 * Makes every backend named in `names` refuse deletes of entries others point to, and its writes
 * fail in the editor's words only (plain-errors.ts).
 */
export function installDeleteGuard(cms: BackendRegistry, names: string[], ui: CmsUiLocale) {
  for (const name of new Set(names)) {
    const registered = cms.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    // The guard wraps deleteFiles first, so its refusal too reads as its message alone.
    registered.init = (...args) =>
      (current = plainWriteErrors(guardDeletes(init(...args) as BackendImplementation, ui)));
  }
}
