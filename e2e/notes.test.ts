// The application notes as a buyer finds them, in both languages: the list, a note's page with its
// parameters and micrographs, its PDF holding its title, and the links to it from the page of the
// laser it used and of its solution.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPage } from './browser';

let browser: Browser;
let tmp: string;
beforeAll(async () => {
  browser = await launch();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Text without whitespace: pdftotext breaks and spaces long lines its own way. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

const languages = [
  {
    locale: 'zh',
    prefix: '',
    list: '应用笔记',
    title: '飞秒红外激光切割 70 μm 超薄柔性玻璃',
    power: '10 W',
    alt: '70 μm 玻璃切割面',
  },
  {
    locale: 'en',
    prefix: '/en',
    list: 'Application notes',
    title: 'Cutting 70 μm ultra-thin glass with an infrared femtosecond laser',
    power: '10 W',
    alt: 'The cut face of the 70 μm glass',
  },
] as const;

describe.each(languages)('application notes in $locale', ({ locale, prefix, list, title, power, alt }) => {
  const detail = `${prefix}/notes/detail/utg-cutting-fs20/`;

  it('lists the notes and opens one with its laser, parameters, micrographs and PDF', async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto(`${prefix}/notes/`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(list);
      const link = page.getByRole('link', { name: title, exact: true });
      await expect(link.getAttribute('href')).resolves.toBe(detail);
      await expect(page.locator('main article h2 a').count()).resolves.toBe(3);
      await link.click();
      await page.waitForURL(`**${detail}`);
      // The page transition keeps the list on screen a moment: wait for the note's own heading.
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      const table = page.locator('#note-setup ~ table, section[aria-labelledby="note-setup"] table').first();
      await expect(table.getByRole('link', { name: 'YC-FS20-IR' }).getAttribute('href')).resolves.toBe(
        `${prefix}/products/detail/yc-fs20-ir/`,
      );
      await expect(table.textContent()).resolves.toContain(power);
      const pictures = page.locator('section[aria-labelledby="note-results"] figure img');
      await expect(pictures.count()).resolves.toBe(2);
      await expect(pictures.nth(1).getAttribute('alt')).resolves.toContain(alt);

      const href = await page
        .getByRole('link', { name: locale === 'zh' ? '下载 PDF' : 'Download PDF' })
        .getAttribute('href');
      expect(href).toBe(`/application-notes/utg-cutting-fs20-${locale}.pdf`);
      const response = await fetch(new URL(href!, baseUrl));
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      const file = path.join(tmp, `${locale}.pdf`);
      fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const text = squeezed(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
      expect(text).toContain(squeezed(title));
      expect(text).toContain('YC-FS20-IR');
    } finally {
      await context.close();
    }
  });

  it.each([
    ['the laser it used', `${prefix}/products/detail/yc-fs20-ir/`, 'product-notes'],
    ['its solution', `${prefix}/solutions/detail/display-glass/`, 'solution-notes'],
  ])('is linked from the page of %s', async (_what, url, section) => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto(url);
      const notes = page.locator(`section[aria-labelledby="${section}"]`);
      await expect(notes.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(list);
      await notes.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(`**${detail}`);
      // The page transition keeps the previous page on screen a moment: wait for the note's heading.
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});
