import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Gatsby's query extraction (gatsby/dist/query/file-parser.js) reads every script under src/ on
 * every build and parses with Babel each one that mentions `graphql`, `config`, `Head`, `Slice`,
 * `getServerData` or `gatsby-plugin-image` (its cache of the parses lives in memory only). The
 * unit tests are scripts under src/ too: 57 of the 167 files it parsed, 44 % of their bytes. They
 * are never part of the site, and a `graphql` tag in one would be taken for a site query, so they
 * are left out here: `parseFile` answers for them as for a file without queries.
 */
export function isTestFile(file: string): boolean {
  return file.split(/[\\/]/).includes('__tests__') || /\.test\.[cm]?[jt]sx?$/.test(path.basename(file));
}

interface FileParserPrototype {
  parseFile: (this: unknown, file: string, addError: unknown) => Promise<unknown>;
  [patched]?: true;
}

const patched = Symbol.for('laser-site.queryFilesWithoutTests');

/** Gatsby's private module that extracts queries; src/server/http/__tests__/gatsby-internals.test.ts checks it. */
export const gatsbyFileParserPath = 'gatsby/dist/query/file-parser';

/**
 * Makes Gatsby's query extraction skip the unit tests. Runs in Gatsby's main process (onPreInit),
 * where the extraction runs; Node loads the module once, so Gatsby's own import gets the change.
 * Idempotent.
 */
export function skipTestsInQueryExtraction(): void {
  // From the site root: Gatsby compiles this file into .cache, where require.resolve is not kept.
  const requireFromSite = createRequire(path.join(process.cwd(), 'package.json'));
  const { default: FileParser } = requireFromSite(gatsbyFileParserPath) as {
    default: { prototype: FileParserPrototype };
  };
  const prototype = FileParser.prototype;
  if (prototype[patched]) return;
  const parseFile = prototype.parseFile;
  prototype[patched] = true;
  prototype.parseFile = function parseSiteFile(file, addError) {
    return isTestFile(file) ? Promise.resolve(null) : parseFile.call(this, file, addError);
  };
}
