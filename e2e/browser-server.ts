// One Chromium for the whole browser-test run (jest.e2e.config.js globalSetup/globalTeardown):
// every test file connects to it (e2e/browser.ts launch) instead of starting its own, which cost
// a process start and a profile per file. Each test still gets fresh contexts: nothing is shared
// between tests but the browser process.
import { type BrowserServer, chromium } from 'playwright-core';
import { chromiumArgs } from './browser';

const holder = globalThis as { __e2eBrowserServer?: BrowserServer };

export async function setup() {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    host: '127.0.0.1',
  });
  holder.__e2eBrowserServer = server;
  // Inherited by the test workers, which Jest starts after this.
  process.env.E2E_BROWSER_WS = server.wsEndpoint();
}

export async function teardown() {
  await holder.__e2eBrowserServer?.close();
  delete process.env.E2E_BROWSER_WS;
}
