// The code the documents are made by, bundled by esbuild (as /admin is, scripts/build-cms.mjs):
// the documents' program (print-documents.ts) and every source file it imports. scripts/datasheets.ts
// runs that bundle, and the bundle's metafile lists the files it was made from. A document's key (document-plan.ts) holds the hash of all of them, so an edit to any
// file that can change a PDF (the spec table's row order in src/model/options/products.ts, the
// locale table printed in every document, a component, a message file...) prints it again, and a
// file the documents never import does not. Replaces a hand-kept list that missed some.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** The documents' program: the entry point of the import graph, relative to the root. */
export const documentsEntry = 'scripts/lib/print-documents.ts';

/**
 * Beside the sources: the installed libraries (React renders the markup, i18next the messages),
 * pinned by the lock file, this file, which decides how a source becomes code, and the launcher.
 */
const alsoHashed = ['package-lock.json', 'scripts/lib/documents-code.ts', 'scripts/datasheets.ts'];

/**
 * The site's components import CSS modules (`import * as styles from './x.module.css'`), which
 * Gatsby's webpack turns into class names. The documents carry their own stylesheet, so here each
 * module exports its own class names as they are (styles.table is "table"), as jest's
 * identity-obj-proxy does, and a plain stylesheet exports nothing.
 */
export const cssModulesAsNames: esbuild.Plugin = {
  name: 'css-modules-as-names',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async ({ path: file }) => {
      if (!file.endsWith('.module.css')) return { contents: '', loader: 'js' };
      const css = (await fs.promises.readFile(file, 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
      const names = [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))];
      const contents = names
        .map(
          (name, index) =>
            `const n${index} = ${JSON.stringify(name)}; export { n${index} as ${JSON.stringify(name)} };`,
        )
        .join('\n');
      return { contents, loader: 'js' };
    });
  },
};

/** esbuild's settings for the documents' program: Node, packages from node_modules left out. */
export const documentsBuild = (root: string) =>
  ({
    absWorkingDir: root,
    entryPoints: [path.join(root, documentsEntry)],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    plugins: [cssModulesAsNames],
    metafile: true,
    logLevel: 'silent',
  }) satisfies esbuild.BuildOptions;

const sourcesOf = (root: string, metafile: esbuild.Metafile) =>
  Object.keys(metafile.inputs)
    .map((input) => path.relative(root, path.resolve(root, input)))
    .sort();

/** The files of the documents' import graph (relative to `root`, sorted), packages left out. */
export async function documentSources(root: string): Promise<string[]> {
  const result = await esbuild.build({ ...documentsBuild(root), write: false });
  return sourcesOf(root, result.metafile);
}

/** A hash over the names and contents of `files` (relative to `root`; a missing one by its name). */
export function hashSources(root: string, files: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(`${file}\0`);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The hash of the documents' code: their import graph and the libraries it runs on. */
export async function documentsCode(root: string): Promise<string> {
  return hashSources(root, [...(await documentSources(root)), ...alsoHashed]);
}

/**
 * Bundles the documents' program into `outfile` (CommonJS; packages are required from the
 * checkout's node_modules, so `outfile` lies inside it) and returns the hash of its code, from the
 * same build: what runs is what the key names.
 */
export async function bundleDocuments(root: string, outfile: string): Promise<{ code: string }> {
  const result = await esbuild.build({ ...documentsBuild(root), outfile });
  return { code: hashSources(root, [...sourcesOf(root, result.metafile), ...alsoHashed]) };
}
