// The events on the news page, as a buyer finds them: upcoming soonest first, past ones folded away
// below, each with a calendar file that the server sends as text/calendar holding that event.
import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A calendar file's text with its folded lines joined and its escapes undone (RFC 5545 §3.1, §3.3.11). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');

describe('the events on the news page', () => {
  it.each([
    ['zh', '/news/', '展会与活动'],
    ['en', '/en/news/', 'Events'],
  ] as const)(
    'in %s (%s): upcoming soonest first, past folded below, each with its calendar file',
    async (_locale, url, heading) => {
      const { page, context } = await newPage(browser);
      try {
        await page.goto(url);
        const section = page.locator('section#events');
        await expect(section.getByRole('heading', { level: 2 }).textContent()).resolves.toContain(heading);
        const listed = (which: 'upcoming' | 'past') =>
          section.locator(`ol[data-events="${which}"] > li`).evaluateAll((items) =>
            items.map((item) => ({
              title: item.querySelector('h3')!.textContent.trim(),
              start: item.querySelector('time')!.getAttribute('datetime')!.slice(0, 10),
              calendar: item.querySelector('a[download][type="text/calendar"]')!.getAttribute('href')!,
            })),
          );
        const upcoming = await listed('upcoming');
        const past = await listed('past');
        expect(upcoming.length).toBeGreaterThan(0);
        expect(past.length).toBeGreaterThan(0);
        expect(upcoming.map((event) => event.start)).toEqual(upcoming.map((event) => event.start).sort());
        expect(past.map((event) => event.start)).toEqual(
          past
            .map((event) => event.start)
            .sort()
            .reverse(),
        );
        // Everything upcoming starts after everything past began.
        expect(upcoming[0]!.start >= past[0]!.start).toBe(true);
        // The past ones are folded away until asked for.
        await expect(
          section.locator('details').evaluate((details) => (details as HTMLDetailsElement).open),
        ).resolves.toBe(false);

        for (const event of [...upcoming, ...past]) {
          const response = await fetch(new URL(event.calendar, baseUrl));
          expect([event.calendar, response.status, response.headers.get('content-type')?.toLowerCase()]).toEqual([
            event.calendar,
            200,
            'text/calendar; charset=utf-8',
          ]);
          const text = unfolded(await response.text());
          expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
          // SUMMARY, with or without parameters (LANGUAGE=…), is the title the page shows.
          const summary = text.split('\r\n').find((line) => /^SUMMARY[:;]/.test(line));
          expect(summary?.slice(summary.indexOf(':') + 1)).toBe(event.title);
          expect(text).toContain('END:VEVENT\r\n');
        }
      } finally {
        await context.close();
      }
    },
  );
});
