import type { Browser } from 'playwright-core';
import { newPage } from './browser';

/** A download as its list shows it: title, link and the facts (category, type, size, pages). */
export interface ListedDownload {
  title: string;
  href: string | null;
  facts: string[];
}

/** The downloads listed in the section labelled by `heading` (an id) of the page at `url`. */
export async function listedDownloads(browser: Browser, url: string, heading: string): Promise<ListedDownload[]> {
  const { page, context } = await newPage(browser);
  await page.goto(url);
  const items = await page.$$eval(`section[aria-labelledby="${heading}"] li`, (nodes) =>
    nodes.map((node) => ({
      title: node.querySelector('h3')?.textContent ?? '',
      href: node.querySelector('a')?.getAttribute('href') ?? null,
      facts: [...node.querySelectorAll('dd')].map((dd) => dd.textContent ?? ''),
    })),
  );
  await context.close();
  return items;
}
