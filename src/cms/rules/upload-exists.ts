// Whether the files an entry names exist, before it is saved: the build refuses a path that names
// no file (src/model/rules/uploads.ts), and one such save blocked every editor's next publish.
// An editor gets one from Decap's "插入链接 / Insert from URL" (a typed address) or a copied entry
// whose picture was deleted since. Asked of the backend, as the build reads the repository:
// `static<path>`, the file Gatsby copies to the site.
import type { Field } from '../../model/types';
import { uploadProblems } from '../../model/rules/uploads';
import type { Check, Path } from '../../model/validate';
import { currentImplementation } from './delete-guard';
import type { DecapEntry } from './entry-file';

/** A missing file is asked about again after this long (the editor may upload it meanwhile). */
const missingFresh = 10_000;
const known = new Map<string, { exists: boolean; at: number } | Promise<boolean>>();

/** The repository path of a site path: /uploads/a.png → static/uploads/a.png. */
export const repositoryPath = (sitePath: string) => `static${sitePath}`;

/** Files chosen in this entry that are saved with it (Decap's editorial workflow keeps them as drafts). */
function savedWithEntry(entry: DecapEntry | undefined, path: string): boolean {
  const files = entry?.get('mediaFiles') as { toJS?: () => unknown } | undefined;
  const list = typeof files?.toJS === 'function' ? files.toJS() : [];
  return Array.isArray(list) && list.some((file) => (file as { path?: unknown } | null)?.path === path);
}

/** Whether the file at `sitePath` exists: known, or the backend's answer on its way. */
export function uploadExists(sitePath: string, entry?: DecapEntry): boolean | Promise<boolean> {
  const path = repositoryPath(sitePath);
  if (savedWithEntry(entry, path)) return true;
  const answer = known.get(path);
  if (answer instanceof Promise) return answer;
  if (answer && (answer.exists || Date.now() - answer.at < missingFresh)) return answer.exists;
  const backend = currentImplementation();
  // No backend yet: nothing to ask (the build still checks).
  if (!backend) return true;
  // decap-server answers a missing file with `data: null`; the hosted backends fail.
  const pending = backend.getEntry(path).then(
    (file) => typeof file?.data === 'string',
    () => false,
  );
  known.set(path, pending);
  void pending.then((exists) => known.set(path, { exists, at: Date.now() }));
  return pending;
}

/** Forgets what is known (tests). */
export const forgetUploads = () => known.clear();

/**
 * The files `fields` name in `section` that do not exist, as the build's rule says them, and the
 * answers still on their way (the save waits for them).
 */
export function missingUploads(
  fields: Field[],
  section: Record<string, unknown>,
  entry?: DecapEntry,
): { found: { path: Path; check: Check }[]; pending: Promise<boolean>[] } {
  const pending: Promise<boolean>[] = [];
  const found = uploadProblems(fields, section, {
    publicFileExists: (sitePath) => {
      const answer = uploadExists(sitePath, entry);
      if (answer instanceof Promise) pending.push(answer);
      return answer !== false;
    },
  }).filter(({ check }) => check.rule === 'file-missing');
  return { found, pending };
}
