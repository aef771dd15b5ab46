// Which UI-string keys the code reachable from a file can render: the static half of the check that
// every page loads the namespaces it uses (src/i18n/__tests__/page-namespaces.test.ts). Node only
// (reads the sources); not imported by the site.
import fs from 'node:fs';
import path from 'node:path';

const sourceExtensions = ['.tsx', '.ts'];

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    ...sourceExtensions.map((ext) => base + ext),
    ...sourceExtensions.map((ext) => path.join(base, `index${ext}`)),
  ]) {
    if (sourceExtensions.includes(path.extname(candidate)) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Relative static, type-free and dynamic imports of a source file (`import type` renders nothing). */
function importsOf(file: string, source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gm),
    ...source.matchAll(/^\s*import\s+'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((resolved) => resolved !== null);
}

/**
 * A file that imports a message file itself (locales/<lng>/<namespace>.json) ships its strings in
 * its own chunk and does not read them from page data: the walk stops there (the statistics
 * banner's run.tsx, the CMS catalogs).
 */
const bringsOwnMessages = (source: string) => /from\s+'(?:\.\.\/)+locales\/[^']+\.json'/.test(source);

/** Every source file a page can render: the entry and what it imports, transitively (lazy chunks too). */
export function reachableFiles(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries.map((entry) => path.resolve(entry))];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (seen.size && bringsOwnMessages(source)) continue;
    seen.add(file);
    queue.push(...importsOf(file, source));
  }
  return [...seen].sort();
}

export interface KeyUse {
  readonly file: string;
  /** The key as written: a literal, a template literal, or an option set's prefix (`products.state.`). */
  readonly text: string;
  readonly keys: readonly string[];
}

const optionsModule = path.resolve(__dirname, '../model/options.ts');

/** The option sets of the content model by export name, with their message prefix. */
function optionSetPrefixes(): Map<string, string> {
  const source = fs.readFileSync(optionsModule, 'utf8');
  return new Map(
    [...source.matchAll(/export const (\w+) = optionSet\('([^']+)'/g)].map((match) => [match[1]!, match[2]!]),
  );
}

const plural = /_(?:zero|one|two|few|many|other)$/;

/**
 * The keys a file names: every string literal that is a key (or the plural base of one: `news.count`
 * for `news.count_one`); every template literal that starts some keys (`` `products.${facet}.${value}` ``:
 * all keys of that shape count, the values pick one at run time); and every option set of the content model it
 * imports (src/model/options.ts: `productStates` labels its values with the keys under `products.state.`).
 */
export function keyUses(file: string, allKeys: readonly string[]): KeyUse[] {
  const source = fs.readFileSync(file, 'utf8').replace(/^\s*(?:\/\/|\/?\*).*$/gm, '');
  const uses: KeyUse[] = [];
  const under = (prefix: string) => allKeys.filter((key) => key.startsWith(prefix));
  if (path.resolve(file) !== optionsModule) {
    // '…' in code, "…" in JSX attributes (`titleKey="experts.title"`).
    for (const [, text] of source.matchAll(/['"]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"]/g)) {
      const keys = allKeys.filter((key) => key === text || (plural.test(key) && key.replace(plural, '') === text));
      if (keys.length) uses.push({ file, text: text!, keys });
    }
  }
  for (const [, template] of source.matchAll(/`([A-Za-z][\w-]*\.(?:[\w.-]|\$\{[^{}`]*\})*)`/g)) {
    if (!template!.includes('${')) continue;
    // Each `${…}` stands for one dotted segment, or for the rest of the key at the end.
    const parts = template!.split(/\$\{[^{}`]*\}/);
    const pattern = new RegExp(
      `^${parts.map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('@')}$`
        .replace(/@\$$/, '.+$')
        .replace(/@/g, '[^.]+'),
    );
    const keys = allKeys.filter((key) => pattern.test(key));
    if (keys.length) uses.push({ file, text: template!, keys });
  }
  const sets = optionSetPrefixes();
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:\.\.?\/)+(?:model\/)?options'/g)) {
    for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
      const prefix = sets.get(name);
      if (prefix) uses.push({ file, text: `${prefix}.`, keys: under(`${prefix}.`) });
    }
  }
  return uses;
}
