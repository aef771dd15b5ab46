// Every upload in /admin passes through here before Decap's media library reads it: a file over
// its size limit is refused with a message in the editor's language, any other file is renamed
// (uploads.ts: ASCII name + content hash). Decap offers no hook between "file chosen" and "file
// named" (persistMedia sanitizes `file.name` itself), so we listen for `change` on file inputs in
// the capture phase, hold the event back, and hand Decap the same input with renamed files.
import type { CmsUiLocale } from './ui-locale';
import { sha256Hex, sizeProblem, uploadName } from './uploads';
import { hideNotice, showNotice } from './notice';

const phrases: Record<CmsUiLocale, { failed: (name: string, reason: string) => string }> = {
  zh_Hans: {
    failed: (name, reason) => `无法读取文件“${name}”，未上传（${reason}）。请重新选择该文件。`,
  },
  en: {
    failed: (name, reason) =>
      `The file “${name}” could not be read and was not uploaded (${reason}). Please choose it again.`,
  },
};

/** The same files under their upload names, or the reason one of them is refused. */
export async function prepareUploads(
  files: readonly File[],
  ui: CmsUiLocale,
): Promise<{ files: File[] } | { problem: string }> {
  for (const file of files) {
    const problem = sizeProblem(file, ui);
    if (problem) return { problem };
  }
  const renamed: File[] = [];
  for (const file of files) {
    try {
      const name = uploadName(file.name, await sha256Hex(await file.arrayBuffer()));
      renamed.push(new File([file], name, { type: file.type, lastModified: file.lastModified }));
    } catch (error) {
      return { problem: phrases[ui].failed(file.name, error instanceof Error ? error.message : String(error)) };
    }
  }
  return { files: renamed };
}

/** Puts files into a file input (the only way to change `input.files` is a DataTransfer's list). */
function setFiles(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/** Starts checking and renaming every file chosen in an `<input type=file>` of the document. */
export function installUploadGuard(ui: CmsUiLocale, document: Document = window.document): () => void {
  const released = new WeakSet<Event>();
  const onChange = (event: Event) => {
    const input = event.target;
    if (released.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
    if (!input.files?.length) return;
    event.stopImmediatePropagation();
    void prepareUploads([...input.files], ui).then((result) => {
      if ('problem' in result) {
        input.value = '';
        showNotice(document, result.problem, ui);
        return;
      }
      hideNotice(document);
      setFiles(input, result.files);
      const release = new Event('change', { bubbles: true });
      released.add(release);
      input.dispatchEvent(release);
    });
  };
  document.addEventListener('change', onChange, true);
  return () => document.removeEventListener('change', onChange, true);
}
