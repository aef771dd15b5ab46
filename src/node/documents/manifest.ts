import fs from 'node:fs';
import path from 'node:path';
import { awaitDocuments } from './hand-over';

/**
 * The list of generated documents that scripts/datasheets.ts writes after printing them: for each
 * PDF (its path under public/) the printed file in .datasheets/, its size and its page count, as
 * measured on the PDF. The build's GraphQL gives the download list these figures, and
 * scripts/lib/build-steps.mjs copies the files into public/.
 */
export interface DocumentManifest {
  /** A drawing (DXF) has no pages: null. */
  files: Record<string, { cached: string; bytes: number; pages: number | null }>;
  /** Set when printing failed: the cause, which the build hands over to Gatsby. */
  error?: string;
}

export const manifestPath = (root: string): string => path.join(root, '.datasheets', 'current.json');

// `DOCUMENTS_HANDOVER` is set by the build (scripts/lib/build-steps.mjs) on `gatsby build` while the
// documents print beside it: the address where the build tells their outcome (hand-over.ts). The
// list is read once they are printed, since it is written only once every PDF is measured.
// Without it (gatsby develop) the list is read as it is, and a document not yet printed has no size.

let pending: Promise<DocumentManifest | null> | null = null;

const readManifest = (file: string): DocumentManifest | null =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DocumentManifest) : null;

/** The manifest of this build, awaited when the build prints the documents beside Gatsby. */
export function documentManifest(root = path.resolve('.')): Promise<DocumentManifest | null> {
  const file = manifestPath(root);
  const handOver = process.env.DOCUMENTS_HANDOVER;
  pending ??= handOver
    ? awaitDocuments(handOver).then(() => {
        const manifest = readManifest(file);
        if (!manifest) throw new Error(`documents: printed, but ${file} is missing`);
        return manifest;
      })
    : Promise.resolve(readManifest(file));
  return pending;
}

/** A generated file's public URL, size, page count (a PDF's) and type, as `ContentFile` gives an upload's. */
export async function generatedFileInfo(sitePath: string, root?: string) {
  const entry = (await documentManifest(root))?.files[sitePath.replace(/^\//, '')];
  const extension = path.extname(sitePath).slice(1);
  return { url: sitePath, bytes: entry?.bytes ?? null, pages: entry?.pages ?? null, extension };
}
