// The Chinese /admin speaks Chinese: every collection's list and editor
// (new and saved entries, groups and lists opened), the main menus and dialogs, and the messages
// of a refused save, read in the Chinese UI, hold no English or developer word outside a short
// list of names and units. Runs against a throwaway clone behind Decap's proxy, as cms.test.ts.
import type { Page } from 'playwright-core';
import { partners } from '../src/components/home/partners';
import { collections } from '../src/model';
import { openAdmin, cmsCloneForFile } from './cms-clone';

const cms = cmsCloneForFile('laser-cms-ui-');

/**
 * Latin words a Chinese editor meets in the interface and understands: the company's model
 * names, units, file types named in plain words' company, brand names of services editors pick,
 * and examples of what to type (addresses, ids) that are shown to be copied as they are.
 */
const allowed: RegExp[] = [
  // Model names and product codes: YC-FS20-IR, YC-PS80-IR.
  /^YC(?:-[A-Z0-9]+)*$/i,
  // Units and symbols that go with figures.
  // Terms of the specification sheets the site itself shows (脉冲宽度（FWHM）), and 站点 ID.
  /^(?:FWHM|ID)$/,
  /^(?:nm|μm|mm|cm|m|fs|ps|ns|μs|ms|s|W|mW|kW|μJ|mJ|J|Hz|kHz|MHz|GHz|V|A|kg|g|MB|KB|GB|dB|mrad|μrad|M²|M2|rms|px)$/,
  // °C (the degree sign stays outside the word), and READY, the word the laser's own display shows.
  /^(?:C|READY)$/,
  // The remote-control protocol's own words, typed as they are: TCP port, CR/LF line endings, ERR and OK replies.
  /^(?:TCP|CR|LF|ERR|OK)$/,
  // Services and systems the editor chooses or signs in with, by their own names.
  /^(?:Umami|Plausible|GitHub|GitLab|Gitea|Bilibili|LinkedIn|ICP|PDF|DXF|JPEG|JPG|PNG|MP4|WebM|VTT|H\.264)$/i,
  // The customers on the home page's customer strip, by their own names (a case study's hint names one).
  ...partners.flatMap((partner) => partner.name.split(' ')).map((word) => new RegExp(`^${word}$`)),
];

/**
 * What the editor reads on the page: text and tooltips, labels, placeholders. Not what is written
 * in the fields (inputs, text areas, the rich-text editor), nor the English pane, which shows the
 * entry's English content under the same labels as the Chinese pane; `skip` names more content.
 */
async function visibleWords(page: Page, skip = ''): Promise<string[]> {
  return page.evaluate((skipSelector) => {
    const englishButton = [...document.querySelectorAll('button, span, div')].find(
      (element) => element.childElementCount === 0 && element.textContent === '正在编辑：英文',
    );
    let englishPane: Element | null = englishButton ?? null;
    while (englishPane?.parentElement && !englishPane.parentElement.textContent.includes('正在编辑：中文'))
      englishPane = englishPane.parentElement;
    const content = (element: Element) =>
      element.closest(
        `[contenteditable="true"], textarea, script, style, noscript${skipSelector ? `, ${skipSelector}` : ''}`,
      ) !== null ||
      (englishPane !== null && englishPane !== englishButton && englishPane.contains(element));
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || content(parent)) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (parent.offsetParent === null && style.position !== 'fixed') continue;
      texts.push(style.textTransform === 'uppercase' ? node.textContent!.toUpperCase() : node.textContent!);
    }
    for (const element of document.querySelectorAll('[title], [placeholder], [aria-label], img[alt]')) {
      if (content(element)) continue;
      for (const name of ['title', 'placeholder', 'aria-label', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  }, skip);
}

/** Every Latin word of an entry's own content (both languages): what the editor wrote, not the interface. */
function contentWords(file: string): Set<string> {
  const words = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? []) words.add(word);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(cms.site.readYaml(file));
  return words;
}

/**
 * An example of what to type, shown to be copied as it is: an address (https://…, /products/,
 * www.example.cn, hr@example.com), a file name, an id (4fb7fa4c-5b46-…), a slug or a placeholder.
 */
const example = (token: string) =>
  (/[/@:]|\.[a-z]{2,}|\d.*[a-z]|[a-z].*\d/i.test(token) && !/^[A-Z][a-z]+$/.test(token)) ||
  // A slug or a placeholder's name (wang-lei, {warm-up-cold-start}): lower case joined by hyphens.
  /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(token);

/** Latin words of `texts` that are not on the allowed list, each with where it was seen. */
const foreign = (texts: string[], written = new Set<string>()) =>
  texts.flatMap((text) =>
    (text.match(/\/?[A-Za-z0-9][A-Za-z0-9._\-/:?=@#²+]*/g) ?? [])
      .map((token) => token.replace(/[.?:]+$/, ''))
      .filter((token) => /[A-Za-z]/.test(token) && !example(token))
      .filter((word) => !allowed.some((pattern) => pattern.test(word)))
      .filter((word) => !word.split('-').every((part) => written.has(part)) && !written.has(word))
      .map((word) => `${word}  ←  ${text.trim().slice(0, 80)}`),
  );

/** Opens every collapsed group and list item of the editor, so their fields are read too. */
/**
 * Waits for the entry editor (its language tab, 正在编辑：中文) of `what`. Up to 90 s: the whole
 * browser-test run loads a 2-core machine (one fresh-clone run saw more than 30 s); a failure says
 * which collection and what the page showed instead.
 */
async function editorOpen(page: Page, what: string) {
  try {
    await page.getByText('正在编辑：中文', { exact: true }).first().waitFor({ timeout: 90_000 });
  } catch (error) {
    const shown = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '(no page)')
    ).slice(0, 600);
    throw new Error(`The editor of ${what} did not open (${page.url()}). The page showed:\n${shown}\n${String(error)}`);
  }
}

async function expandAll(page: Page) {
  for (let round = 0; round < 4; round += 1) {
    const buttons = page.getByTestId('expand-button').filter({ visible: true });
    const count = await buttons.count();
    let opened = 0;
    for (let index = 0; index < count; index += 1) {
      const button = buttons.nth(index);
      if ((await button.getAttribute('aria-expanded')) === 'false') {
        await button.click();
        opened += 1;
      }
    }
    if (opened === 0) return;
  }
}

const seen = new Map<string, string[]>();
const note = (where: string, words: string[]) => {
  if (words.length) seen.set(where, [...new Set(words)]);
};

it('shows no English or developer word in any collection of the Chinese editor', async () => {
  const { context, page } = await openAdmin(cms.browser, {
    proxyPort: cms.proxy.port,
    hash: '#/collections/products',
    lang: 'zh',
    // Decap rejects a refused save with no reason at all: an uncaught `undefined`.
    expected: { pageErrors: [/^undefined$/] },
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  for (const collection of collections) {
    let file = `content/${collection.file ?? ''}`;
    if (collection.kind === 'folder') {
      await page.goto(`/admin/?lang=zh&proxy=${cms.proxy.port}#/collections/${collection.name}`);
      const entries = page.locator('a[href*="/entries/"]');
      await entries.first().waitFor();
      // The list's entries are content (titles); the rest of the page is interface.
      note(`${collection.name} list`, foreign(await visibleWords(page, 'a[href*="/entries/"]')));
      // A saved entry: its lists hold items whose summaries are read too.
      const href = (await entries.first().getAttribute('href'))!;
      file = `content/${collection.name}/${href.split('/entries/')[1]!}.yml`;
      await entries.first().click();
    } else {
      await page.goto(
        `/admin/?lang=zh&proxy=${cms.proxy.port}#/collections/${collection.name}/entries/${collection.name}`,
      );
    }
    await editorOpen(page, `${collection.name} (${file})`);
    await expandAll(page);
    const written = contentWords(file);
    note(`${collection.name} entry`, foreign(await visibleWords(page), written));
    // The language menu.
    await page.getByText('正在编辑：中文', { exact: true }).first().click();
    note(`${collection.name} language menu`, foreign(await visibleWords(page), written));
    await page.keyboard.press('Escape');

    if (collection.kind === 'folder') {
      await page.goto(`/admin/?lang=zh&proxy=${cms.proxy.port}#/collections/${collection.name}/new`);
      await editorOpen(page, `a new ${collection.name} entry`);
      await expandAll(page);
      note(`${collection.name} new entry`, foreign(await visibleWords(page)));
      // Saving the empty entry: the message and each field's complaint.
      await page.getByRole('button', { name: '发布', exact: true }).click();
      await page.getByText('立即发布', { exact: true }).click();
      await page.getByText('有些字段未填写或填写有误，已用红色标出，请改正后再保存。').first().waitFor();
      note(`${collection.name} refused save`, foreign(await visibleWords(page)));
    }
  }

  // The media library, and the dialogs of leaving an edited entry.
  await page.goto(`/admin/?lang=zh&proxy=${cms.proxy.port}#/collections/news`);
  await page.getByRole('button', { name: '媒体' }).click();
  await page.getByText('媒体资源').or(page.getByText('图片')).first().waitFor();
  note('media library', foreign(await visibleWords(page, 'a[href*="/entries/"]')));
  await context.close();

  note('dialogs', foreign(dialogs));
  expect(Object.fromEntries(seen)).toEqual({});
}, 600_000);

it('tells screen readers how to reorder a list in the editor’s language, not in dnd-kit’s English', async () => {
  for (const [lang, instruction, pickedUp, stayed, cancelled] of [
    [
      'zh',
      /^按住这一项并拖动，可以调整它在列表中的位置/,
      /^已拿起第 1 项。$/,
      /^第 1 项仍在原来的位置。$/,
      /^已取消拖动，第 1 项回到原来的位置。$/,
    ],
    [
      'en',
      /^Press and drag this item to change its place in the list/,
      /^Picked up item 1\.$/,
      /^Item 1 is still in its place\.$/,
      /^Dragging was cancelled: item 1 is back in its place\.$/,
    ],
  ] as const) {
    const { context, page } = await openAdmin(cms.browser, {
      proxyPort: cms.proxy.port,
      hash: '#/collections/products/entries/yc-fs20-ir',
      lang,
    });
    // Each list item's handle is described by the hidden instruction (it said "To pick up a
    // draggable item, press the space bar…" in every UI language).
    const handles = page.locator('[role="button"][aria-describedby^="DndDescribedBy"]');
    await handles.first().waitFor();
    const described = await handles.first().getAttribute('aria-describedby');
    const instructions = (await page.locator(`[id="${described}"]`).textContent())!.trim();
    expect(instructions).toMatch(instruction);
    if (lang === 'zh') expect(foreign([instructions])).toEqual([]);
    // Picking an item up, moving it a little and letting it go with Escape is announced, naming
    // it by its place (it was "Picked up draggable item 3f2a…").
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('[id^="DndLiveRegion"]'))
          if (region.textContent && said.at(-1) !== region.textContent) said.push(region.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await handles.first().scrollIntoViewIfNeeded();
    const box = (await handles.first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 12, { steps: 6 });
    await page.getByText(stayed).first().waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.getByText(cancelled).first().waitFor({ state: 'attached' });
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    // (The pick-up is said in the same moment as the move that follows it: only the latter may be rendered.)
    expect(said.filter((words) => !pickedUp.test(words))).toEqual([
      expect.stringMatching(stayed),
      expect.stringMatching(cancelled),
    ]);
    if (lang === 'zh') expect(foreign(said)).toEqual([]);
    await page.mouse.up();
    await context.close();
  }
});
