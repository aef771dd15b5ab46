/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { catalogs, namespaces, type Namespace } from '../catalogs';
import { keyUses, reachableFiles } from '../key-usage';
import { pageNamespaces, type PageTemplate } from '../page-namespaces';

const root = path.join(__dirname, '../../..');
const templatesDir = path.join(root, 'src/templates');
const templates = fs
  .readdirSync(templatesDir)
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.replace(/\.tsx$/, ''));
/** What every page renders besides its template: the page wrappers (toasts) and the statistics boot. */
const everyPage = ['gatsby-browser.tsx', 'gatsby-ssr.tsx'].map((file) => path.join(root, file));

/** The namespace list a template's page query filters its `locales` by, as written in the query. */
function queriedNamespaces(template: string): string[] | null {
  const source = fs.readFileSync(path.join(templatesDir, `${template}.tsx`), 'utf8');
  const start = source.indexOf('allLocale(');
  const call = source
    .slice(start, source.indexOf(')', start) + 1)
    .split(/\s+/)
    .join(' ')
    // A query too long for one line is wrapped by Prettier inside the parentheses.
    .replace(/^allLocale\( /, 'allLocale(')
    .replace(/ \)$/, ')');
  const prefix = 'allLocale(filter: { language: { eq: $language }, ns: { in: [';
  if (start < 0 || !call.startsWith(prefix) || !call.endsWith('] } })')) return null;
  return call
    .slice(prefix.length, -'] } })'.length)
    .split(',')
    .map((name) => JSON.parse(name.trim()) as string);
}

/** Namespace(s) of every key, over both locales (the key sets are equal: messages.test.ts). */
const namespacesOf = new Map<string, Namespace[]>();
for (const namespace of namespaces) {
  for (const key of Object.keys(catalogs.zh[namespace])) {
    namespacesOf.set(key, [...(namespacesOf.get(key) ?? []), namespace]);
  }
}
const allKeys = [...namespacesOf.keys()];

interface MissingKey {
  readonly file: string;
  readonly text: string;
  readonly key: string;
  readonly namespaces: readonly Namespace[];
}

/** Every key the code reachable from `template` names whose namespace is not in `loaded`. */
function missingKeys(template: string, loaded: readonly string[]): MissingKey[] {
  const missing: MissingKey[] = [];
  for (const file of reachableFiles([path.join(templatesDir, `${template}.tsx`), ...everyPage])) {
    for (const use of keyUses(file, allKeys)) {
      for (const key of use.keys) {
        const homes = namespacesOf.get(key)!;
        if (!homes.some((namespace) => loaded.includes(namespace))) {
          missing.push({ file: path.relative(root, file), text: use.text, key, namespaces: homes });
        }
      }
    }
  }
  return missing;
}

/** `file: as written → key (namespace)`, once each: what a failure names. */
const describeMissing = (missing: readonly MissingKey[]) => [
  ...new Set(
    missing.map(({ file, text, key, namespaces: homes }) => `${file}: ${text} → ${key} (${homes.join(', ')})`),
  ),
];

describe('UI-string namespaces per page template', () => {
  it('lists every template, and each query filters by its list', () => {
    expect(Object.keys(pageNamespaces).sort()).toEqual(templates.sort());
    for (const template of templates) {
      expect([template, queriedNamespaces(template)]).toEqual([
        template,
        [...pageNamespaces[template as PageTemplate]],
      ]);
    }
  });

  it('loads the namespace of every key the code a page can render names (lazy chunks and dialogs too)', () => {
    for (const template of templates) {
      expect([template, describeMissing(missingKeys(template, pageNamespaces[template as PageTemplate]))]).toEqual([
        template,
        [],
      ]);
    }
  });

  it('loads no namespace a page does not use', () => {
    for (const template of templates) {
      const used = new Set(missingKeys(template, []).flatMap((missing) => missing.namespaces));
      const unused = pageNamespaces[template as PageTemplate].filter(
        (namespace) => namespace !== 'common' && !used.has(namespace),
      );
      expect([template, unused]).toEqual([template, []]);
    }
  });

  it('finds a key whose namespace a page does not load, naming the file and the key', () => {
    expect(describeMissing(missingKeys('search', ['common']))).toContain(
      'src/components/search/search-view.tsx: search.loading → search.loading (search)',
    );
    // Strings that appear only after an interaction: the finder's empty state (a lazy chunk), the
    // contact form's validation messages, the comparison tray.
    expect(describeMissing(missingKeys('products', ['common']))).toEqual(
      expect.arrayContaining([
        'src/components/products/finder/empty-results.tsx: products.finder.emptyWhy → products.finder.emptyWhy (catalog)',
        'src/components/products/compare/comparison-tray.tsx: products.compare.full → products.compare.full (catalog)',
      ]),
    );
    // The contact form's validation messages: keys in src/contact/schema.ts, found through its imports.
    expect(
      missingKeys('home', ['common', 'catalog']).filter(({ file }) => file.startsWith('src/contact/')),
    ).not.toEqual([]);
  });
});
