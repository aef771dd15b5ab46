import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, newPage, settled } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const isVideoFile = (url: string) => /\.(mp4|webm)(\?|$)/.test(new URL(url).pathname);
const playerHosts = /^https:\/\/player\.(bilibili|youku)\.com\//;

/**
 * Brings the video into view and waits until its facade (its own chunk, loaded as the video nears
 * the viewport, after the page's hydration) answers presses.
 */
async function facadeReady(page: Page) {
  await page.locator('figure[data-video]').scrollIntoViewIfNeeded();
  await page.locator('figure[data-video][data-hydrated]').waitFor();
}

/** Every request the page makes for video bytes or to a player host, from the first one on. */
function watchVideoRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isVideoFile(request.url()) || playerHosts.test(request.url())) seen.push(request.url());
  });
  return seen;
}

const pages = [
  ['the About page', '/about/', '播放视频：曜辰激光：飞秒脉冲如何加工玻璃，时长 0:12'],
  ['the English product page', '/en/products/detail/yc-fs20-ir/', 'Play video: YC-FS20-IR galvo scanning demo, 0:10'],
] as const;

describe.each(pages)('the video on %s', (_name, path, buttonName) => {
  it('shows the poster and no player, and loads no video bytes until the click; then it plays', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    const requests = watchVideoRequests(page);
    await page.goto(path);
    await hydrated(page);
    await facadeReady(page);
    const button = page.getByRole('button', { name: buttonName });
    await button.scrollIntoViewIfNeeded();
    const frame = page.locator('figure[data-video]');
    // The poster has loaded (it is lazy: scrolled to first) and shows.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('figure[data-video] img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await settled(page);
    expect(await page.locator('video, iframe').count()).toBe(0);
    expect(requests).toEqual([]);
    const before = await frame.boundingBox();

    await button.click();
    const video = page.locator('figure[data-video] video');
    await video.waitFor();
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLVideoElement>('figure[data-video] video');
      return Boolean(element && !element.paused && element.currentTime > 0);
    });
    expect(await video.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(requests.some(isVideoFile)).toBe(true);
    // Captions of both languages, and the page's own turned on.
    const tracks = await video.evaluate((element: HTMLVideoElement) =>
      [...element.textTracks].map((track) => [track.language, track.mode]),
    );
    expect(tracks).toEqual(
      path.startsWith('/en/')
        ? [
            ['zh-CN', 'disabled'],
            ['en', 'showing'],
          ]
        : [
            ['zh-CN', 'showing'],
            ['en', 'disabled'],
          ],
    );
    // The player took the poster's place in the same box: nothing below moved.
    expect(await frame.boundingBox()).toEqual(before);
    await context.close();
  });
});

describe('keyboard', () => {
  it('reaches the play button with Tab and plays with Enter', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await page.goto('/en/products/detail/yc-fs20-ir/');
    await hydrated(page);
    const button = page.getByRole('button', { name: /^Play video: / });
    // From the top of the page, Tab through the links and controls until the play button has the focus.
    const isFocused = () => button.evaluate((element) => element === document.activeElement);
    let presses = 0;
    while (!(await isFocused()) && presses < 150) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await isFocused()).toBe(true);
    // Reaching it scrolled it into view, which loads the facade.
    await page.locator('figure[data-video][data-hydrated]').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLVideoElement>('figure[data-video] video');
      return Boolean(element && element === document.activeElement && !element.paused);
    });
    await context.close();
  });
});

describe('reduced motion', () => {
  it('keeps the play button still on hover when the visitor asks for less motion', async () => {
    const scale = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, context } = await newPage(browser, { reducedMotion, viewport: { width: 1440, height: 900 } });
      await page.goto('/about/');
      await hydrated(page);
      await facadeReady(page);
      const button = page.getByRole('button', { name: /^播放视频：/ });
      await button.hover();
      const transform = await button
        .locator('svg')
        .evaluate((icon) => [getComputedStyle(icon).transform, getComputedStyle(icon).transitionDuration]);
      await context.close();
      return transform;
    };
    expect(await scale('reduce')).toEqual(['none', '0s']);
    expect((await scale('no-preference'))[0]).not.toBe('none');
  });
});

describe('an embedded player', () => {
  it('loads the host’s player only on the click, as a titled iframe allowed to go fullscreen', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    const requests = watchVideoRequests(page);
    const embed = 'https://player.bilibili.com/player.html?bvid=BV1e2e411c7mD';
    // The product's video turned into a Bilibili embed, and Bilibili played by a local stub: no real network.
    await page.route('**/page-data/products/detail/yc-fs20-ir/page-data.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { data: { product: { video: Record<string, unknown> } } } };
      Object.assign(body.result.data.product.video, {
        mp4: null,
        webm: null,
        captions: [],
        embed,
      });
      await route.fulfill({ response, json: body });
    });
    await page.route(playerHosts, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>stub player</title><p id="stub">playing</p>',
      }),
    );
    await page.goto('/products/detail/yc-fs20-ir/');
    await hydrated(page);
    await facadeReady(page);
    await settled(page);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(requests).toEqual([]);

    await page.getByRole('button', { name: '播放视频：YC-FS20-IR 振镜扫描加工演示，时长 0:10' }).click();
    const iframe = page.locator('figure[data-video] iframe');
    await iframe.waitFor();
    expect(await iframe.getAttribute('src')).toBe(embed);
    expect(await iframe.getAttribute('title')).toBe('YC-FS20-IR 振镜扫描加工演示');
    expect(await iframe.getAttribute('allow')).toContain('fullscreen');
    // The stub loaded inside the frame (the CSP's frame-src lets the host in) and may go fullscreen.
    const player = page.frameLocator('figure[data-video] iframe');
    await player.locator('#stub').waitFor();
    expect(
      await page
        .frames()
        .find((frame) => playerHosts.test(frame.url()))!
        .evaluate(() => document.fullscreenEnabled),
    ).toBe(true);
    expect(requests).toEqual([embed]);
    await context.close();
  });
});

describe('pages without a video', () => {
  it.each(['/', '/news/', '/en/experts/', '/products/detail/yc-ps80-ir/'])(
    '%s load none of the facade, even scrolled to the end',
    async (path) => {
      const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
      });
      await page.goto(path);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settled(page);
      const code = await Promise.all(scripts);
      expect(code.length).toBeGreaterThan(3);
      // The facade's chunk is the one script that marks a figure live.
      expect(code.filter((text) => text.includes('data-hydrated'))).toEqual([]);
      await context.close();
    },
  );
});
