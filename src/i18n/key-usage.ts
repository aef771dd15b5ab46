// Which UI-string keys the code reachable from a file can render: the static half of the check that
// every page loads the namespaces it uses (src/i18n/__tests__/page-namespaces.test.ts). Node only
// (reads the sources with the TypeScript parser); not imported by the site.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sourceExtensions = ['.tsx', '.ts'];

const parse = (file: string) =>
  ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...sourceExtensions.map((ext) => base + ext),
    ...sourceExtensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => sourceExtensions.includes(path.extname(file)) && fs.existsSync(file)) ?? null;
}

/** The module specifiers a file loads code from: static imports and re-exports (not `import type`), and import(). */
function importSpecifiers(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isTemplateExpression(node.arguments[0])
    ) {
      // import(`../locales/${locale}/statistics.json`): a family of files, kept as its pattern
      // (not resolvable as one module; enough to see that it is a message file).
      specifiers.push(node.arguments[0].getText(source).slice(1, -1));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/**
 * A file that imports a message file itself (locales/<lng>/<namespace>.json, statically or by
 * import() of the page's language) ships its strings in
 * its own chunk and does not read them from page data: the walk stops there (the statistics
 * banner's run.tsx, the CMS catalogs).
 */
const isMessageFile = (specifier: string) => specifier.includes('/locales/') && specifier.endsWith('.json');

/** Every source file a page can render: the entries and what they import, transitively (lazy chunks too). */
export function reachableFiles(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.resolve(entry));
  const entrySet = new Set(queue);
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const specifiers = importSpecifiers(parse(file));
    if (!entrySet.has(file) && specifiers.some(isMessageFile)) continue;
    seen.add(file);
    for (const specifier of specifiers) {
      const resolved = resolveImport(file, specifier);
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen].sort();
}

export interface KeyUse {
  readonly file: string;
  /** The key as written: a literal, a template literal, or an option set's prefix (`products.state.`). */
  readonly text: string;
  readonly keys: readonly string[];
}

/** src/model/options.ts (every set) and the modules of its sets (src/model/options/*.ts), which the views import. */
const optionsDir = path.resolve(__dirname, '../model/options');
const optionsModules = new Set([
  path.resolve(__dirname, '../model/options.ts'),
  ...fs
    .readdirSync(optionsDir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(optionsDir, name)),
]);

/** The option sets of the content model by export name, with their message prefix (`optionSet('products.state', …)`). */
function optionSetPrefixes(): Map<string, string> {
  const sets = new Map<string, string>();
  for (const statement of [...optionsModules].flatMap((file) => [...parse(file).statements])) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer;
      if (
        ts.isIdentifier(declaration.name) &&
        call &&
        ts.isCallExpression(call) &&
        call.expression.getText() === 'optionSet' &&
        call.arguments[0] &&
        ts.isStringLiteral(call.arguments[0])
      ) {
        sets.set(declaration.name.text, call.arguments[0].text);
      }
    }
  }
  return sets;
}

const pluralSuffixes = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/** `key` is `text`, or a plural form of it (`news.count_one` for `news.count`). */
const namesKey = (text: string, key: string) => key === text || pluralSuffixes.some((suffix) => key === text + suffix);

/**
 * `key` has the shape of a template literal, given as its fixed parts: each substitution between two
 * parts stands for one dotted segment (or more text within one), a last one for the rest of the key.
 */
function fitsTemplate(key: string, parts: readonly string[]): boolean {
  if (!key.startsWith(parts[0]!)) return false;
  const rest = key.slice(parts[0]!.length);
  if (parts.length === 1) return rest === '';
  if (parts.length === 2 && parts[1] === '') return rest.length > 0;
  const segmentEnd = rest.includes('.') ? rest.indexOf('.') : rest.length;
  for (let taken = 1; taken <= segmentEnd; taken += 1) {
    if (fitsTemplate(rest.slice(taken), parts.slice(1))) return true;
  }
  return false;
}

/**
 * The keys a file names: every string literal that is a key or the plural base of one (`'news.count'`
 * in code, `titleKey="experts.title"` in JSX); every template literal with the shape of some keys
 * (`` `products.${facet}.${value}` ``: all keys of that shape count, the values pick one at run time);
 * and every option set of the content model it imports (src/model/options.ts or src/model/options/*.ts: `productStates`
 * labels its values with the keys under `products.state.`).
 */
export function keyUses(file: string, allKeys: readonly string[]): KeyUse[] {
  const source = parse(file);
  const uses: KeyUse[] = [];
  const add = (text: string, keys: string[]) => {
    if (keys.length) uses.push({ file, text, keys });
  };
  const sets = optionSetPrefixes();
  const isOptionsModule = optionsModules.has(path.resolve(file));
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isOptionsModule) {
      if (node.text.includes('.'))
        add(
          node.text,
          allKeys.filter((key) => namesKey(node.text, key)),
        );
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts[0]!.includes('.'))
        add(
          node.getText(source),
          allKeys.filter((key) => fitsTemplate(key, parts)),
        );
    } else if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      optionsModules.has(resolveImport(file, node.moduleSpecifier.text) ?? '')
    ) {
      const named = node.importClause?.namedBindings;
      for (const element of named && ts.isNamedImports(named) ? named.elements : []) {
        const prefix = sets.get((element.propertyName ?? element.name).text);
        if (prefix)
          add(
            `${prefix}.`,
            allKeys.filter((key) => key.startsWith(`${prefix}.`)),
          );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}
