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
  const filter =
    /allLocale\(\s*filter:\s*\{\s*language:\s*\{\s*eq:\s*\$language\s*\},\s*ns:\s*\{\s*in:\s*\[([^\]]*)\]\s*\}\s*\}\s*\)/.exec(
      source,
    );
  return filter ? [...filter[1]!.matchAll(/"(\w+)"/g)].map((match) => match[1]!) : null;
}

/** Namespace(s) of every key, over both locales (the key sets are equal: messages.test.ts). */
const namespacesOf = new Map<string, Namespace[]>();
for (const namespace of namespaces) {
  for (const key of Object.keys(catalogs.zh[namespace])) {
    namespacesOf.set(key, [...(namespacesOf.get(key) ?? []), namespace]);
  }
}
const allKeys = [...namespacesOf.keys()];

/** `file: written → key (namespace)` for every key reachable from `template` that its page does not load. */
export function missingKeys(template: string, loaded: readonly string[]): string[] {
  const missing: string[] = [];
  for (const file of reachableFiles([path.join(templatesDir, `${template}.tsx`), ...everyPage])) {
    for (const use of keyUses(file, allKeys)) {
      for (const key of use.keys) {
        const homes = namespacesOf.get(key)!;
        if (!homes.some((namespace) => loaded.includes(namespace))) {
          missing.push(`${path.relative(root, file)}: ${use.text} → ${key} (${homes.join(', ')})`);
        }
      }
    }
  }
  return [...new Set(missing)];
}

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
      expect([template, missingKeys(template, pageNamespaces[template as PageTemplate])]).toEqual([template, []]);
    }
  });

  it('loads no namespace a page does not use', () => {
    for (const template of templates) {
      const used = new Set(
        missingKeys(template, [])
          .map((line) => /\(([^)]*)\)$/.exec(line)![1]!.split(', '))
          .flat(),
      );
      const unused = pageNamespaces[template as PageTemplate].filter(
        (namespace) => namespace !== 'common' && !used.has(namespace),
      );
      expect([template, unused]).toEqual([template, []]);
    }
  });

  it('finds a key whose namespace a page does not load, naming the file and the key', () => {
    expect(missingKeys('search', ['common'])).toContain(
      'src/components/search/search-view.tsx: search.loading → search.loading (search)',
    );
    // Strings that appear only after an interaction: the finder's empty state (a lazy chunk), the
    // contact form's validation messages, the comparison tray.
    expect(missingKeys('products', ['common'])).toEqual(
      expect.arrayContaining([
        'src/components/products/finder/empty-results.tsx: products.finder.emptyWhy → products.finder.emptyWhy (catalog)',
        'src/components/products/compare/comparison-tray.tsx: products.compare.full → products.compare.full (catalog)',
      ]),
    );
    expect(missingKeys('home', ['common', 'catalog']).filter((line) => line.startsWith('src/contact/'))).not.toEqual(
      [],
    );
  });
});
