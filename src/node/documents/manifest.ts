import fs from 'node:fs';
import path from 'node:path';

/**
 * The list of generated documents that scripts/datasheets.ts writes after printing them: for each
 * PDF (its path under public/) the printed file in .datasheets/, its size and its page count, as
 * measured on the PDF. The build's GraphQL gives the download list these figures, and
 * scripts/lib/build-steps.mjs copies the files into public/.
 */
export interface DocumentManifest {
  files: Record<string, { cached: string; bytes: number; pages: number }>;
  /** Set when printing failed: a build waiting for the list stops with this message. */
  error?: string;
}

export const manifestPath = (root: string): string => path.join(root, '.datasheets', 'current.json');

// `DOCUMENTS_PRINTING=1` is set by the build (scripts/lib/build-steps.mjs) on `gatsby build` while the documents
// print beside it: the list is then awaited, since it is written only once every PDF is measured.
// Without it (gatsby develop) the list is read as it is, and a document not yet printed has no size.

let pending: Promise<DocumentManifest | null> | null = null;

async function waitForManifest(file: string, timeoutMs: number): Promise<DocumentManifest> {
  const started = Date.now();
  while (!fs.existsSync(file)) {
    if (Date.now() - started > timeoutMs) throw new Error(`documents: no ${file} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DocumentManifest;
}

/** The manifest of this build, awaited when the build prints the documents beside Gatsby. */
export function documentManifest(root = path.resolve('.')): Promise<DocumentManifest | null> {
  const file = manifestPath(root);
  pending ??=
    process.env.DOCUMENTS_PRINTING === '1'
      ? waitForManifest(file, 15 * 60 * 1000).then((manifest) => {
          if (manifest.error) throw new Error(`documents: printing failed: ${manifest.error}`);
          return manifest;
        })
      : Promise.resolve(fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DocumentManifest) : null);
  return pending;
}

/** A generated PDF's public URL, size and page count, as `ContentFile` gives an upload's. */
export async function generatedFileInfo(sitePath: string, root?: string) {
  const entry = (await documentManifest(root))?.files[sitePath.replace(/^\//, '')];
  return { url: sitePath, bytes: entry?.bytes ?? null, pages: entry?.pages ?? null, extension: 'pdf' };
}
