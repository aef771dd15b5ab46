import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';

/** Flags measured to work on these machines (DESIGN.md); Playwright gives each launch a fresh profile. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:9000';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/** A fresh context (no cookies, no storage) with the browser language given. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits until React has hydrated the page (set by onInitialClientRender). */
export async function hydrated(page: import('playwright-core').Page) {
  await page.waitForFunction(() => (window as unknown as { ___hydrated?: boolean }).___hydrated === true);
}
