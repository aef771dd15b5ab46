import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { load } from 'js-yaml';
import { collections } from '../../model';
import type { Collection } from '../../model/types';
import type { PublishedChange } from './status';

const execFileAsync = promisify(execFile);

/** The trailer an undo commit (undo.ts) names the commit it took back with. */
export const undoTrailer = 'Publish-Undo-Of';
/** The trailer a commit taking back refused saves (publisher.ts) names each of them with. */
export const refusedTrailer = 'Publish-Refused';

/** The collection a content file belongs to: content/<name>/<slug>.yml, or a file collection's file. */
function collectionOf(file: string): Collection | undefined {
  const inContent = /^content\/(.+)$/.exec(file)?.[1];
  if (!inContent) return undefined;
  return collections.find((collection) =>
    collection.kind === 'file'
      ? collection.file === inContent
      : inContent.startsWith(`${collection.name}/`) && /\.ya?ml$/.test(inContent),
  );
}

/** The entry's title field in each language, read from `file` as it is in `commit`. */
async function titleOf(root: string, commit: string, file: string, collection: Collection) {
  try {
    const { stdout } = await execFileAsync('git', ['show', `${commit}:${file}`], { cwd: root, maxBuffer: 8 << 20 });
    const data = load(stdout) as Record<string, Record<string, unknown> | undefined>;
    const pick = (locale: 'zh' | 'en') => {
      const value = data?.[locale]?.[collection.titleField];
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
    };
    const zh = pick('zh');
    const en = pick('en');
    return zh || en ? { zh: zh ?? en, en: en ?? zh } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `commit` as an editor would name it: created, edited or deleted entry (its collection and title
 * in both languages, read from the commit itself), an upload, or an undo; who saved it and when.
 */
export async function describeChange(root: string, commit: string, depth = 0): Promise<PublishedChange> {
  const { stdout } = await execFileAsync(
    'git',
    [
      'show',
      '--no-renames',
      '--name-status',
      `--format=%an%x1f%aI%x1f%(trailers:key=${undoTrailer},valueonly)%x1f%(trailers:key=${refusedTrailer},valueonly)%x1e`,
      commit,
    ],
    { cwd: root, maxBuffer: 8 << 20 },
  );
  const [head = '', files = ''] = stdout.split('\x1e');
  const [who = '', at = '', undoOf = '', refusedOf = ''] = head.split('\x1f');
  const change: PublishedChange = { commit, kind: 'other', more: 0, who: who.trim(), at: at.trim() };
  const refused = refusedOf.trim().split('\n').filter(Boolean);
  if (refused.length) {
    change.kind = 'refused';
    change.more = refused.length - 1;
    if (depth === 0) change.undid = await describeChange(root, refused[0]!.trim(), 1).catch(() => undefined);
    return change;
  }
  const undone = undoOf.trim().split('\n')[0];
  if (undone) {
    change.kind = 'undo';
    if (depth === 0) change.undid = await describeChange(root, undone, 1).catch(() => undefined);
    return change;
  }
  const changed = files
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status = '', file = ''] = line.split('\t');
      return { status: status[0] ?? 'M', file };
    });
  const entries = changed.filter(({ file }) => collectionOf(file));
  if (entries.length) {
    const first = entries[0]!;
    const collection = collectionOf(first.file)!;
    change.kind = first.status === 'A' ? 'create' : first.status === 'D' ? 'delete' : 'update';
    change.collection = collection.name;
    change.title = await titleOf(root, first.status === 'D' ? `${commit}^` : commit, first.file, collection);
    change.more = entries.length - 1;
    return change;
  }
  const uploads = changed.filter(({ file }) => file.startsWith('static/uploads/'));
  if (uploads.length && uploads.length === changed.length) {
    change.kind = 'upload';
    change.file = uploads[0]!.file.split('/').pop();
    change.more = uploads.length - 1;
  }
  return change;
}
