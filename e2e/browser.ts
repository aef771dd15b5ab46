import { type Browser, type BrowserContextOptions, type Page, type Request, chromium } from 'playwright-core';

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

/**
 * The run's shared Chromium (e2e/browser-server.ts) when the browser tests run as a whole, else a
 * browser of this file's own (the develop test, a script). Closing a shared one only disconnects.
 */
export function launch(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/**
 * What a test expects to go wrong on a page (a 404 page, an aborted route, going offline). Each
 * pattern is matched against the URL (requests, responses) or the message (errors).
 */
export interface ExpectedProblems {
  /** Requests that fail (aborted by `page.route`, sent while offline). */
  failedRequests?: RegExp[];
  /** Same-origin responses with a 4xx or 5xx status. */
  errorResponses?: RegExp[];
  /** Uncaught exceptions in the page. */
  pageErrors?: RegExp[];
  /** `console.error` messages (the browser's own "Failed to load resource" lines included). */
  consoleErrors?: RegExp[];
}

/** Problems seen on watched pages since the last check; e2e/fail-on-problems.ts fails the test on any. */
const problems: string[] = [];
/**
 * What each page rejected with when the reason was no Error (the page error then says only
 * "Object" or "undefined"): told beside the problems, to say what was thrown.
 */
const rejections: string[] = [];
const rejectionNote = '[unhandled rejection, not an Error] ';

/** Takes (and forgets) the problems seen so far: called after each test by e2e/fail-on-problems.ts. */
export function takeProblems(): string[] {
  const seen = problems.splice(0);
  const thrown = rejections.splice(0);
  return seen.length > 0 ? [...seen, ...thrown] : seen;
}

/**
 * The browser cancels requests when the page navigates or closes (net::ERR_ABORTED): that is
 * normal, not a failure.
 */
const cancelled = /net::ERR_ABORTED|Target (page, context or browser )?(has been )?closed/;

/**
 * Records, for the test running, every uncaught page error, console error, failed request and
 * same-origin 4xx/5xx response on `page` that `expected` does not name. Every browser test's pages
 * go through this (newPage does it); the check itself runs after each test (e2e/fail-on-problems.ts).
 */
export function watchProblems(page: Page, origin: string, expected: ExpectedProblems = {}) {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const allowed = (patterns: RegExp[] | undefined, text: string) => (patterns ?? []).some((re) => re.test(text));
  const sameOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };
  void page.addInitScript((note) => {
    window.addEventListener('unhandledrejection', (event) => {
      const reason: unknown = event.reason;
      if (reason instanceof Error) return;
      let text: string;
      try {
        text =
          typeof reason === 'object' && reason !== null
            ? JSON.stringify(reason, Object.getOwnPropertyNames(reason))
            : String(reason);
      } catch {
        text = String(reason);
      }
      console.debug(`${note}${text.slice(0, 600)}`);
    });
  }, rejectionNote);
  page.on('pageerror', (error) => {
    if (!allowed(expected.pageErrors, error.message)) problems.push(`page error on ${page.url()}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'debug' && message.text().startsWith(rejectionNote)) {
      rejections.push(`  ${page.url()}: ${message.text()}`);
      return;
    }
    if (message.type() !== 'error') return;
    const text = message.text();
    const location = message.location().url;
    // The browser's own line for a failed or 4xx/5xx resource: the request and response checks
    // below decide about those.
    if (text.startsWith('Failed to load resource:')) return;
    if (!allowed(expected.consoleErrors, text)) problems.push(`console error on ${page.url()}: ${text} (${location})`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'unknown';
    if (cancelled.test(failure) || allowed(expected.failedRequests, request.url())) return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    if (response.status() < 400 || !sameOrigin(response.url())) return;
    if (!allowed(expected.errorResponses, response.url())) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
}

/** The requests each watched page has sent and not yet seen finish or fail. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Waits until the page has gone quiet: a frame has rendered (IntersectionObservers have reported)
 * and the browser has been idle (prefetching waits for that, at most 2 s: src/browser/prefetch.ts),
 * twice, since a prefetch may queue more idle work, and no request is in flight.
 */
export async function settled(page: Page) {
  const pending = inFlight.get(page);
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 3000 }));
        }),
    );
    const until = Date.now() + 10_000;
    while (pending && pending.size > 0) {
      if (Date.now() > until)
        throw new Error(`Requests still in flight: ${[...pending].map((r) => r.url()).join(', ')}`);
      await page.waitForEvent('requestfinished', { timeout: 1000 }).catch(() => undefined);
    }
  }
}

/**
 * A fresh context (no cookies, no storage) with the browser language given, and its page watched
 * for problems (`expected` names the ones the test provokes). `errors` lists the page errors.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}, expected?: ExpectedProblems) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', ...options });
  const page = await context.newPage();
  watchProblems(page, new URL(options.baseURL ?? baseUrl).origin, expected);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Holds back the requests matching `url` (and `which`, when given) until the returned function is
 * called: a server as slow as the test needs, without guessing a delay.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  which: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (which(route.request())) await released;
    // The page may have been closed while the request was held.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Waits until React has hydrated the page (set by onInitialClientRender). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { ___hydrated?: boolean }).___hydrated === true);
}
