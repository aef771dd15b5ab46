import type { EventItem } from '../../events/event-list';
import { eventAnchor, webinarSpan } from '../../events/event-time';
import { type SchemaObject, context } from './schema';

export interface EventContext {
  brand: string;
  siteUrl: string;
  /** The news list of the page's language, absolute: the event's URL is its anchor there. */
  listUrl: string;
}

/** A schema.org Event: a trade show at its venue (whole days) or a webinar online (its instants). */
export function eventSchema(event: EventItem, { brand, siteUrl, listUrl }: EventContext): SchemaObject {
  const span = webinarSpan(event);
  const url = `${listUrl}#${eventAnchor(event.slug)}`;
  return {
    '@context': context,
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url,
    startDate: span ? span.start.toISOString() : event.start,
    endDate: span ? span.end.toISOString() : event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: span
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: span
      ? { '@type': 'VirtualLocation', url: event.registration ?? url }
      : {
          '@type': 'Place',
          name: event.venue ?? event.city ?? '',
          address: { '@type': 'PostalAddress', addressLocality: event.city ?? '' },
        },
    organizer: { '@type': 'Organization', name: brand, url: siteUrl },
  };
}
