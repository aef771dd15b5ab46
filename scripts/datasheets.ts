// Prints the documents the build makes from the content (scripts/lib/print-documents.ts: the
// datasheets and the generated downloads, in every language, with Chromium), from an esbuild
// bundle of that program (scripts/lib/documents-code.ts): the site's components import CSS
// modules, which Node cannot load, and the bundle's import graph is what each document's key hashes.
// `--render-only` (build-steps.mjs build(), beside `gatsby build`, which may empty public/): renders
// into .datasheets/ only. Without it: renders and copies (`npx tsx scripts/datasheets.ts`).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifestPath } from '../src/node/documents/manifest';
import { bundleDocuments } from './lib/documents-code';

const root = path.resolve(__dirname, '..');

async function main(renderOnly: boolean) {
  // Inside the checkout, so that the bundle's require() finds node_modules; gitignored.
  const outfile = path.join(root, '.datasheets', 'program', 'print-documents.cjs');
  const { code } = await bundleDocuments(root, outfile);
  const program = (await import(pathToFileURL(outfile).href)) as typeof import('./lib/print-documents');
  await program.printDocuments({ root, code, renderOnly });
}

main(process.argv.includes('--render-only')).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // The cause, which the build hands over to gatsby build (scripts/lib/documents-hand-over.mjs).
  fs.mkdirSync(path.dirname(manifestPath(root)), { recursive: true });
  fs.writeFileSync(
    manifestPath(root),
    JSON.stringify({ files: {}, error: String(error instanceof Error ? error.message : error) }),
  );
  process.exit(1);
});
