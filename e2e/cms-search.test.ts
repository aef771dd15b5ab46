// The Chinese /admin's 搜索全部内容 as an editor uses it: a term typed in the search box lists every
// entry whose text (titles and body, Chinese or English) holds it, Chinese terms of two characters
// included, and nothing else. Against a throwaway clone behind Decap's proxy, as cms.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { openAdmin, cmsCloneForFile } from './cms-clone';
import { foldForSearch } from '../src/cms/shims/entry-search';
import { collections } from '../src/model';

const cms = cmsCloneForFile('laser-cms-search-');

/**
 * The entries of the folder collections (news, products, experts…: what editors add to) whose
 * file holds every word of `term`, case and width aside. The settings pages are one file each,
 * opened from the sidebar, and Decap's results list does not show them.
 */
function entriesHolding(term: string): string[] {
  const words = foldForSearch(term).split(' ');
  const found: string[] = [];
  const content = path.join(cms.site.dir, 'content');
  for (const { name: collection } of collections.filter((candidate) => !candidate.file)) {
    const folder = path.join(content, collection);
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.yml'))) {
      const text = foldForSearch(fs.readFileSync(path.join(folder, file), 'utf8'));
      if (words.every((word) => text.includes(word))) found.push(`${collection}/${file.replace(/\.yml$/, '')}`);
    }
  }
  return found.sort();
}

it.each(['飞秒', '发布会', '9001', 'Micro LED'])(
  'lists every entry that holds 「%s」 when it is typed into 搜索全部内容',
  async (term) => {
    const expected = entriesHolding(term);
    expect(expected.length).toBeGreaterThan(0);
    const { context, page } = await openAdmin(cms.browser, {
      proxyPort: cms.proxy.port,
      hash: '#/collections/news',
      lang: 'zh',
    });
    try {
      const box = page.getByPlaceholder('搜索全部内容…');
      await box.fill(term);
      // On a collection's list Enter searches that collection; the editor chooses 全部分类 for all.
      await page.getByText('全部分类', { exact: true }).click();
      await page.waitForFunction(() => location.hash.startsWith('#/search/'));
      const cards = page.locator('a[href*="/collections/"][href*="/entries/"]');
      await cards.first().waitFor();
      const listed = async () =>
        (await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
          .map((href) => /collections\/([^/]+)\/entries\/([^/?#]+)/.exec(href))
          .filter((match): match is RegExpExecArray => match !== null)
          .map((match) => `${match[1]}/${decodeURIComponent(match[2]!)}`);
      // Every collection answers on its own: wait until the list holds what the content holds.
      await page.waitForFunction(
        (count) => document.querySelectorAll('a[href*="/collections/"][href*="/entries/"]').length >= count,
        expected.length,
      );
      const folderEntries = (await listed()).filter(
        (entry) => !collections.find((collection) => collection.name === entry.split('/')[0])?.file,
      );
      expect(folderEntries.sort()).toEqual(expected);
    } finally {
      await context.close();
    }
  },
  60_000,
);
