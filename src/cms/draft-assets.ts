// A picture just uploaded in an entry shows in its field and in the preview before the entry is
// saved. Decap keeps such a file in the browser (the entry's `mediaFiles`, a draft) under its
// repository path (static/uploads/…), but the field holds its site path (/uploads/…), which
// Decap's getAsset takes for an address on the site (anything starting with "/" is absolute to
// it) and asks the site for: the site has no such file until the entry is saved (and, on a
// hosted site, until the publish is live), so the thumbnail and the preview showed it broken.
// Asked under its repository path, getAsset finds the file in the browser.
import { mediaFolder, publicFolder } from './config';

/** What is read of Decap's entry (an Immutable map). */
interface EntryLike {
  get(key: string): unknown;
}

/** The paths of the files uploaded in this entry (saved with it or not yet). */
function uploadedIn(entry: EntryLike | undefined): string[] {
  const files = entry?.get('mediaFiles') as { toJS?: () => unknown } | undefined;
  const list = typeof files?.toJS === 'function' ? files.toJS() : [];
  return Array.isArray(list)
    ? list
        .map((file) => (file as { path?: unknown } | null)?.path)
        .filter((path): path is string => typeof path === 'string')
    : [];
}

/**
 * The path to ask Decap's getAsset for `value`: the repository path of a file uploaded in this
 * entry (found in the browser), else `value` as it is (a file of the site, found there).
 */
export function assetPath(entry: EntryLike | undefined, value: string): string {
  if (!value.startsWith(`${publicFolder}/`)) return value;
  const repositoryPath = `${mediaFolder}${value.slice(publicFolder.length)}`;
  return uploadedIn(entry).includes(repositoryPath) ? repositoryPath : value;
}
