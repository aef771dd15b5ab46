import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteUrl } from '../config/site';
import { localeInfo, locales } from '../i18n/locales';
import { mergedMessages } from '../i18n/catalogs';
import { translate } from '../i18n/messages';
import { localePath } from '../routes';
import { type CalendarEvent, eventIcs } from '../documents/event-ics';
import { eventIcsPath } from '../components/events/event-time';

/**
 * public/events/<slug>-<locale>.ics: each event's calendar file in each language, written with
 * each build (DTSTAMP is the build's time; the UID stays the slug's).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve('public');
  const stamp = new Date();
  const host = new URL(siteUrl).hostname;
  for (const locale of locales) {
    const result = await graphql<{
      events: { nodes: CalendarEvent[] };
      site: { nodes: { brand: string }[] };
    }>(`{
      events: allEvent(filter: { locale: { eq: "${locale}" } }) {
        nodes {
          slug kind title summary city venue booth registration startTime endTime timeZone
          start(formatString: "YYYY-MM-DD") end(formatString: "YYYY-MM-DD")
        }
      }
      site: allSiteSettings(filter: { locale: { eq: "${locale}" } }) { nodes { brand } }
    }`);
    if (result.errors || !result.data) {
      reporter.panicOnBuild('Could not write the events’ calendar files', result.errors as Error[]);
      return;
    }
    const messages = mergedMessages(locale);
    const context = {
      listUrl: `${siteUrl}${localePath('news', locale)}`,
      host,
      brand: result.data.site.nodes[0]?.brand ?? host,
      language: localeInfo[locale].bcp47,
      stamp,
      labels: {
        booth: (booth: string) => translate(messages, 'events.booth', { booth }),
        online: translate(messages, 'events.online'),
      },
    };
    for (const event of result.data.events.nodes) {
      const file = path.join(publicDir, eventIcsPath(event.slug, locale));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, eventIcs(event, context));
    }
  }
};
