import fs from 'node:fs';
import path from 'node:path';
import { catalogs, namespaces } from '../src/i18n/catalogs';
import { pageNamespaces, type PageTemplate } from '../src/i18n/page-namespaces';

// The UI strings of the built pages (src/i18n/page-namespaces.ts): every page's data carries only
// the namespaces of its template, and no page shows a raw key, which is what i18next renders for a
// key of a namespace the page did not load. Strings that appear only after an interaction are
// checked statically (src/i18n/__tests__/page-namespaces.test.ts).
const publicDir = path.join(__dirname, '..', 'public');
const files = (ending: string) =>
  fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending) && !file.startsWith('admin'))
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
    .sort();

/** Every key, and the base of every plural key (`news.count` for `news.count_one`: what a missing plural renders). */
const keys = new Set(
  namespaces.flatMap((namespace) =>
    Object.keys(catalogs.zh[namespace]).flatMap((key) => [key, key.replace(/_(?:zero|one|two|few|many|other)$/, '')]),
  ),
);
const keyPattern = new RegExp(
  `(?<![\\w.-])(${[...keys]
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\w-]|\\.\\w)`,
  'g',
);

/** The text a visitor can see or hear in an HTML page: text nodes, and alt, aria-label, title, placeholder, content, value. */
export function visibleStrings(html: string): string[] {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '');
  const strings: string[] = [];
  for (const [, text] of markup.matchAll(/>([^<]+)</g)) if (text!.trim()) strings.push(text!.trim());
  for (const [, tag] of markup.matchAll(/<([a-zA-Z][^>]*)>/g)) {
    for (const [, , value] of tag!.matchAll(/\s(alt|aria-label|title|placeholder|content|value)="([^"]*)"/g)) {
      if (value!.trim()) strings.push(value!.trim());
    }
  }
  return strings;
}

/** The UI-string keys a page shows as text. */
export const rawKeys = (html: string) =>
  [...new Set(visibleStrings(html).flatMap((text) => [...text.matchAll(keyPattern)].map((match) => match[1]!)))].sort();

describe('UI strings of the built pages', () => {
  const htmlFiles = files('.html');
  const pageData = files('page-data.json').filter((file) => file.startsWith('page-data'));

  it('finds every page type in both languages', () => {
    expect(htmlFiles.length).toBeGreaterThan(100);
    const templates = new Set<string>();
    for (const file of pageData) {
      const data = JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8')) as { componentChunkName: string };
      templates.add(`${file.startsWith('page-data/en/') ? 'en' : 'zh'} ${data.componentChunkName}`);
    }
    for (const template of Object.keys(pageNamespaces)) {
      for (const locale of ['zh', 'en'])
        expect(templates).toContain(`${locale} component---src-templates-${template}-tsx`);
    }
  });

  it('tells a raw key in text or an attribute from a translated string', () => {
    expect(rawKeys('<p>nav.home</p><img alt="products.title"><span>3 news.count</span>')).toEqual([
      'nav.home',
      'news.count',
      'products.title',
    ]);
    expect(rawKeys('<a href="/products.title">Products</a><script>"nav.home"</script><p>nav.homepage</p>')).toEqual([]);
  });

  it('shows no raw UI-string key on any page, in either language', () => {
    const problems = htmlFiles
      .map((file) => [file, rawKeys(fs.readFileSync(path.join(publicDir, file), 'utf8'))] as const)
      .filter(([, found]) => found.length)
      .map(([file, found]) => `${file}: ${found.join(', ')}`);
    expect(problems).toEqual([]);
  });

  it("carries in each page's data exactly the namespaces of its template, in the page's language", () => {
    const problems: string[] = [];
    for (const file of pageData) {
      const data = JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8')) as {
        componentChunkName: string;
        result: { data?: { locales?: { edges: { node: { ns: string; language: string } }[] } } };
      };
      const template = /^component---src-templates-(.+)-tsx$/.exec(data.componentChunkName)?.[1] as PageTemplate;
      const loaded = data.result.data?.locales?.edges.map(({ node }) => node) ?? [];
      const expected = [...(pageNamespaces[template] ?? [])].sort();
      const language = file.startsWith('page-data/en/') ? 'en' : 'zh';
      const found = loaded.map((node) => node.ns).sort();
      if (JSON.stringify(found) !== JSON.stringify(expected)) problems.push(`${file}: ${found.join(',')}`);
      if (loaded.some((node) => node.language !== language)) problems.push(`${file}: not only ${language}`);
    }
    expect(problems).toEqual([]);
  });
});
