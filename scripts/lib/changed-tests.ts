// Which tests `npm run test:changed` runs for a set of changed files (scripts/test-changed.ts):
// the unit tests Jest relates to them, and the browser tests of the page types they reach. Node
// only: reads the sources with the TypeScript parser, never imports them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { collections } from '../../src/model';
import type { Collection, Field } from '../../src/model/types';
import { routeBases, routeEntry } from '../../src/routes';
import gatsbyInputs from './gatsby-inputs.json';

/** A page type: a route of the route table, or the not-found page (created outside the table). */
export type PageType = string;

/** Files every page is built or rendered with: a change reaching one of them touches every page type. */
const everyPageEntries = gatsbyInputs.entries;

/** What runs every browser test (configuration, setup, servers): a change reaching one runs them all. */
const browserTestRunner = [
  'jest.e2e.config.js',
  'jest/preprocess.js',
  'e2e/fail-on-problems.ts',
  'e2e/global-setup.ts',
  'e2e/global-teardown.ts',
  'e2e/sequencer.cjs',
  'scripts/e2e.mjs',
];

/** Folders whose files are not imported but read by the build for every page. */
const everyPageFolders = gatsbyInputs.folders.filter((folder) => folder !== 'src').map((folder) => `${folder}/`);

const resolvable = ['.tsx', '.ts', '.mts', '.mjs', '.js', '.cjs', '.json'];

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** The file a relative import names: as written (a .css, .json, .svg), with an extension, or a folder's index. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...resolvable.map((extension) => base + extension),
    ...resolvable.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(isFile) ?? null;
}

/**
 * The import graph of the project's sources, walked from entry files. Unlike the walk of
 * src/i18n/key-usage.ts (which stops at files that bring their own messages), it follows every
 * import, type-only and lazy ones included, and reaches stylesheets and JSON: a change anywhere a
 * page's code comes from counts.
 */
export function importGraph() {
  const imports = new Map<string, string[]>();
  const importsOf = (file: string) => {
    let found = imports.get(file);
    if (!found) {
      found = [];
      if (/\.(m|c)?[jt]sx?$/.test(file)) {
        const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
        for (const { fileName } of importedFiles) {
          const resolved = resolveImport(file, fileName);
          if (resolved) found.push(resolved);
        }
      }
      imports.set(file, found);
    }
    return found;
  };
  /** Every file `entries` load, transitively, themselves included (absolute paths). */
  return (entries: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = entries.map((entry) => path.resolve(entry)).filter(isFile);
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...importsOf(file));
    }
    return seen;
  };
}

/** The collections that relation fields (nested ones too) of `fields` name. */
function relationTargets(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'relation') return [field.collection];
    if (field.type === 'object') return relationTargets(field.fields);
    if (field.type === 'list' && Array.isArray(field.of)) return relationTargets(field.of);
    return [];
  });
}

/** The collection a content file (`content/…`) is an entry of, or null. */
export function collectionOfFile(file: string): Collection | null {
  return (
    collections.find((collection) =>
      collection.kind === 'file'
        ? file === `content/${collection.file}`
        : file.startsWith(`content/${collection.name}/`),
    ) ?? null
  );
}

/**
 * The GraphQL types a page may show an entry of `collection` through: its own, and those of the
 * collections it names or that name it (a news story lists its products, a product page the news
 * naming it, through a reverse relation).
 */
function typesShowing(collection: Collection): string[] {
  const names = new Set(relationTargets(collection.fields));
  return collections
    .filter(
      (other) =>
        other === collection || names.has(other.name) || relationTargets(other.fields).includes(collection.name),
    )
    .map((other) => other.type);
}

/** Whether a source's GraphQL (its graphql`…` literals) reads nodes of one of `types`: `allNews`, `news(`. */
function readsTypes(text: string, types: readonly string[]): boolean {
  const queries = [...text.matchAll(/graphql`([^`]*)`/g)].map((match) => match[1]!).join('\n');
  return types.some((type) => {
    const single = type[0]!.toLowerCase() + type.slice(1);
    return new RegExp(`\\ball${type}\\b|\\bon ${type}\\b|(?<![\\w.])${single}\\s*\\(`).test(queries);
  });
}

/** Each page type with the template that renders it. */
export function pageTypeTemplates(): Record<PageType, string> {
  return {
    ...Object.fromEntries(routeBases.map((base) => [base, routeEntry(base).template])),
    'not-found': 'not-found',
  };
}

/** Whether a browser test's text opens a page of `type` (by route name, path, or the not-found page's paths). */
function opens(text: string, type: PageType): boolean {
  if (type === 'not-found') return /does-not-exist|no-such-page|not-found|\/404/.test(text);
  if (text.includes(`'${type}'`)) return true;
  if (type === 'index') return /goto\(\s*['`](\/en)?\/['`]/.test(text) || text.includes("'/en/'");
  const pathPrefix = routeEntry(type as (typeof routeBases)[number]).path.split('/:')[0]!;
  return text.includes(`'${pathPrefix}/`) || text.includes(`${pathPrefix}/`);
}

/**
 * A browser test that opens every page type: it lists them from the route table (routeBases, the
 * sample pages of e2e/first-load-js.ts) rather than naming them.
 */
const opensEveryPageType = (text: string) =>
  /routeBases|samplePath|pageTypes|everyPage|allPages/.test(text) || text.includes("from './first-load-js'");

export interface Selection {
  /** Changed sources (not browser tests) for `jest --findRelatedTests`. */
  unitSources: string[];
  /** The page types whose page code, or the build of every page, a changed file reaches. */
  pageTypes: PageType[];
  /** Whether the change reaches every page type (its build, or content every page shows). */
  everyPage: boolean;
  /** Browser-test files (e2e/<name>.test.ts) to run. */
  browserTests: string[];
}

/**
 * The tests for `changed` (paths relative to `root`, existing files): the unit tests come from
 * Jest's own graph; a browser test runs when it changed, when it imports a changed file (a helper,
 * a module of src/), when what runs every browser test changed (their Jest configuration, setup,
 * server), or when it opens a page type that a changed file reaches: the page type's
 * template imports it, or every page's (gatsby-browser/-ssr, gatsby-node/-config, content/,
 * locales/, static/). `reach` may be shared between calls on unchanged files (it keeps what it parsed).
 */
export function selectTests(
  root: string,
  changed: readonly string[],
  reach: ReturnType<typeof importGraph> = importGraph(),
): Selection {
  const changedSet = new Set(changed.map((file) => path.join(root, file)));
  const touches = (entries: string[]) =>
    [...reach(entries.map((file) => path.join(root, file)))].some((file) => changedSet.has(file));
  const templates = pageTypeTemplates();
  // A content entry reaches the page types whose code queries its collection (or one it is related
  // to); any other file of the build's folders (a message, a static file, content outside every
  // collection) every page type.
  const entries = changed.filter((file) => file.startsWith('content/')).map(collectionOfFile);
  const contentTypes = [...new Set(entries.flatMap((collection) => (collection ? typesShowing(collection) : [])))];
  const everyPage =
    entries.includes(null) ||
    changed.some(
      (file) => !file.startsWith('content/') && everyPageFolders.some((folder) => file.startsWith(folder)),
    ) ||
    touches(everyPageEntries);
  const texts = new Map<string, string>();
  const readsContent = (file: string) => {
    if (!contentTypes.length || !/\.(m|c)?[jt]sx?$/.test(file)) return false;
    if (!texts.has(file)) texts.set(file, fs.readFileSync(file, 'utf8'));
    return readsTypes(texts.get(file)!, contentTypes);
  };
  const pageTypes = Object.keys(templates).filter((type) => {
    const template = `src/templates/${templates[type]}.tsx`;
    return everyPage || touches([template]) || [...reach([path.join(root, template)])].some(readsContent);
  });
  const runnerChanged = touches(browserTestRunner);
  const e2eDir = path.join(root, 'e2e');
  const browserTests = fs
    .readdirSync(e2eDir)
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => {
      const file = path.join(e2eDir, name);
      if (runnerChanged || touches([path.relative(root, file)])) return true;
      if (!pageTypes.length) return false;
      // /admin's addresses (#/collections/news/…) open the editor and content/news/… is a file: no page of that type.
      const text = fs.readFileSync(file, 'utf8').replace(/#\/collections\/[\w/-]*|\bcontent\/[\w/.-]*/g, '');
      return opensEveryPageType(text) || pageTypes.some((type) => opens(text, type));
    })
    .map((name) => `e2e/${name}`);
  const unitSources = changed.filter((file) => /\.(m?[jt]sx?|json|ya?ml|css)$/.test(file) && !file.startsWith('e2e/'));
  return { unitSources, pageTypes, everyPage, browserTests };
}
