import type { Browser } from 'playwright-core';
import { hydrated, launch, newPage } from './browser';

// The pulse calculator (docs/buyer-paths.md) on a laser's page loads only when opened, works from the
// laser's specifications, and sends its figures to the application lab through the quote form.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe.each([
  [
    'en',
    '/en/products/detail/yc-fs20-ir/',
    'Open the calculator',
    'Send these parameters to our application lab',
    'Message',
    'Pulse energy',
  ],
  ['zh', '/products/detail/yc-fs20-ir/', '打开计算器', '把这组参数发给应用实验室', '留言内容', '单脉冲能量'],
] as const)('pulse calculator (%s)', (locale, path, open, send, messageLabel, energyLabel) => {
  it('loads on opening, computes from the specifications and drafts the quote request', async () => {
    const { page, context } = await newPage(browser, { locale: locale === 'en' ? 'en-US' : 'zh-CN' });
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await hydrated(page);
      const before = scripts.length;
      expect(await page.getByTestId('pulse-calculator').count()).toBe(0);
      await page.getByRole('button', { name: open }).click();
      const calculator = page.getByTestId('pulse-calculator');
      await calculator.waitFor();
      // Its code came with the click: a script requested after the page had loaded.
      expect(scripts.length).toBeGreaterThan(before);
      await expect(calculator.getByLabel(locale === 'en' ? 'Average power' : '平均功率').inputValue()).resolves.toBe(
        '20',
      );
      await expect(calculator.locator('[data-result="pulseEnergy"]').textContent()).resolves.toContain('20 μJ');
      await expect(calculator.locator('[data-result="pulseEnergy"]').textContent()).resolves.toContain(energyLabel);
      await calculator.getByLabel(locale === 'en' ? 'Spot diameter (1/e²)' : '光斑直径（1/e²）').fill('40');
      // 20 μJ over a 40 μm spot: F0 = 2 × 20 μJ / (π × (20 μm)²) = 3.18 J/cm²
      await page.waitForFunction(() =>
        document.querySelector('[data-result="peakFluence"]')?.textContent?.includes('3.18 J/cm²'),
      );
      await calculator.getByRole('link', { name: send }).click();
      const form = page.getByTestId('contact-form');
      await form.waitFor();
      expect(new URL(page.url()).pathname).toBe(locale === 'en' ? '/en/about/' : '/about/');
      const message = await form.getByLabel(messageLabel, { exact: false }).inputValue();
      expect(message).toContain('YC-FS20-IR');
      expect(message).toContain('40 μm');
      expect(message).toContain('3.18 J/cm²');
      await expect(
        form.getByLabel(locale === 'en' ? 'Request type' : '需求类型', { exact: false }).inputValue(),
      ).resolves.toBe('quote');
    } finally {
      await context.close();
    }
  });
});
