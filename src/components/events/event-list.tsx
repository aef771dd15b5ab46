import React, { useSyncExternalStore } from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './event-list.module.css';
import { eventKinds } from '../../model/options/events';
import { optionKey } from '../../model/options/option-set';
import { type Locale, localeInfo } from '../../i18n/locales';
import { localePath } from '../../routes';
import { eventAnchor, eventIcsPath, splitEvents, webinarSpan } from './event-time';

/** What the news page knows of an event: the query data of the fragment below. */
export type EventItem = Omit<Queries.EventListItemFragment, 'products'> & {
  readonly products: readonly { readonly slug: string; readonly model: string }[];
};

export interface EventListProps {
  items: readonly EventItem[];
  locale: Locale;
  /** The build's day in China (YYYY-MM-DD): what is upcoming and what is past is decided by it, not by the visitor's clock. */
  today: string;
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** A trade show's days in the page's language: 2027年3月16日至18日, March 16 – 18, 2027. */
export function formatDays(first: string, last: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(localeInfo[locale].intl, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return first === last ? format.format(utcDay(first)) : format.formatRange(utcDay(first), utcDay(last));
}

/** A webinar's date and time in `timeZone`, with the zone's name: 2027年1月20日 14:00–15:30 [GMT+8]. */
export function formatSpan(start: Date, end: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).formatRange(start, end);
}

/** The visitor's time zone, known only in the browser. */
const visitorZone = () =>
  typeof window === 'undefined' ? null : Intl.DateTimeFormat().resolvedOptions().timeZone || null;

/** Whether the visitor's zone may be shown: from the first task after the page became live. */
let zoneShown = false;
function subscribeZone(notify: () => void) {
  if (zoneShown) return () => {};
  const timer = window.setTimeout(() => {
    zoneShown = true;
    notify();
  }, 0);
  return () => window.clearTimeout(timer);
}
const visitorZoneSnapshot = () => (zoneShown ? visitorZone() : null);

function EventTime({ event, locale }: { event: EventItem; locale: Locale }) {
  const { t } = useTranslation();
  const span = webinarSpan(event);
  // The static HTML shows the event's own zone; once the page is live, the visitor's: this line
  // alone renders again, in a task after hydration's (the rest of the page does not render again).
  const visitor = useSyncExternalStore(subscribeZone, visitorZoneSnapshot, () => null);
  const timed = span !== null;
  const zone = (timed && visitor !== event.timeZone ? visitor : null) ?? event.timeZone ?? 'Asia/Shanghai';
  if (!span)
    return (
      // The build's ICU and the browser's may space a date range differently (U+2009 or U+0020 around
      // the dash): the build's text is kept, not called a hydration error (React's documented escape).
      <time dateTime={event.start} className={styles.when} suppressHydrationWarning>
        {formatDays(event.start, event.end, locale)}
      </time>
    );
  return (
    <span className={styles.when}>
      <time dateTime={span.start.toISOString()} suppressHydrationWarning>
        {formatSpan(span.start, span.end, locale, zone)}
      </time>{' '}
      <span className={styles.zoneNote}>({t(zone === event.timeZone ? 'events.eventTime' : 'events.localTime')})</span>
    </span>
  );
}

function EventCard({ event, locale }: { event: EventItem; locale: Locale }) {
  const { t } = useTranslation();
  const place =
    event.kind === 'webinar'
      ? t('events.online')
      : event.venue && event.city
        ? t('events.place', { venue: event.venue, city: event.city })
        : (event.venue ?? event.city ?? '');
  return (
    <li id={eventAnchor(event.slug)} className={styles.item}>
      <p className={styles.meta}>
        <span className={styles.kind}>{t(optionKey(eventKinds, event.kind))}</span>
        <EventTime event={event} locale={locale} />
      </p>
      <h3 className={styles.title}>{event.title}</h3>
      <p className={styles.place}>
        {place}
        {event.kind === 'fair' ? (
          <span className={styles.booth}>
            {event.booth ? t('events.booth', { booth: event.booth }) : t('events.boothPending')}
          </span>
        ) : null}
      </p>
      <p className={styles.summary}>{event.summary}</p>
      {event.products.length > 0 ? (
        <p className={styles.products}>
          <span>{t('events.products')}</span>
          {event.products.map((product, index) => (
            <React.Fragment key={product.slug}>
              {index > 0 ? ' · ' : null}
              <Link to={localePath('products-detail-id', locale, { id: product.slug })}>{product.model}</Link>
            </React.Fragment>
          ))}
        </p>
      ) : null}
      <p className={styles.actions}>
        {event.registration ? (
          <a href={event.registration} className={styles.action} rel="noopener" target="_blank">
            {t('events.register')}
          </a>
        ) : null}
        <a href={eventIcsPath(event.slug, locale)} className={styles.action} download type="text/calendar">
          {t('events.calendar')}
        </a>
      </p>
    </li>
  );
}

/** The trade shows and webinars: upcoming first (soonest first), past ones folded away below. */
export function EventList({ items, locale, today }: EventListProps) {
  const { t } = useTranslation();
  const { upcoming, past } = splitEvents(items, today);
  return (
    <section id="events" className={styles.section} aria-labelledby="events-title">
      <h2 id="events-title" className={styles.heading}>
        {t('events.title')}
      </h2>
      <p className={styles.lead}>{t('events.lead')}</p>
      <h3 className={styles.subheading}>{t('events.upcoming')}</h3>
      {upcoming.length ? (
        <ol className={styles.list} data-events="upcoming">
          {upcoming.map((event) => (
            <EventCard key={event.slug} event={event} locale={locale} />
          ))}
        </ol>
      ) : (
        <p className={styles.none}>{t('events.none')}</p>
      )}
      {past.length ? (
        <details className={styles.past}>
          <summary className={styles.pastSummary}>{t('events.past', { count: past.length })}</summary>
          <ol className={styles.list} data-events="past">
            {past.map((event) => (
              <EventCard key={event.slug} event={event} locale={locale} />
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}

export const eventListFields = graphql`
  fragment EventListItem on Event {
    slug
    kind
    title
    summary
    start(formatString: "YYYY-MM-DD")
    end(formatString: "YYYY-MM-DD")
    startTime
    endTime
    timeZone
    city
    venue
    booth
    registration
    products {
      slug
      model
    }
  }
`;
