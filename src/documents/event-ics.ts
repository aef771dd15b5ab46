import { type IcsEvent, icsCalendar } from './ics';
import { type EventTiming, eventAnchor, webinarSpan } from '../components/events/event-time';

/** An event in one language, as the build reads it. */
export interface CalendarEvent extends EventTiming {
  title: string;
  summary: string;
  city?: string | null;
  venue?: string | null;
  booth?: string | null;
  registration?: string | null;
}

export interface CalendarContext {
  /** The page the event is listed on, absolute (`https://…/en/news/`). */
  listUrl: string;
  /** The host that makes the UID unique (`example.com`). */
  host: string;
  brand: string;
  /** BCP 47 tag of the texts. */
  language: string;
  /** DTSTAMP: when the build wrote the file. */
  stamp: Date;
  /** "Booth {{booth}}" and "Online" in the file's language. */
  labels: { booth: (booth: string) => string; online: string };
}

/** Where an event takes place, as one line: venue, city and booth; a webinar is online. */
export function eventLocation(event: CalendarEvent, labels: CalendarContext['labels']): string {
  if (event.kind === 'webinar') return labels.online;
  return [event.venue, event.city, event.booth ? labels.booth(event.booth) : null].filter(Boolean).join(', ');
}

/**
 * One event's calendar file: a trade show all day (its first to its last day), a webinar at its
 * instants in UTC. The UID is the same in every language and every build (the slug), so importing
 * the file again updates the event instead of adding it twice.
 */
export function eventIcs(event: CalendarEvent, context: CalendarContext): string {
  const span = webinarSpan(event);
  const url = `${context.listUrl}#${eventAnchor(event.slug)}`;
  const item: IcsEvent = {
    uid: `event-${event.slug}@${context.host}`,
    stamp: context.stamp,
    when: span
      ? { allDay: false, start: span.start, end: span.end }
      : { allDay: true, first: event.start, last: event.end },
    summary: event.title,
    description: [event.summary, event.registration].filter(Boolean).join('\n\n'),
    location: eventLocation(event, context.labels),
    url,
  };
  return icsCalendar([item], {
    product: `-//${context.brand}//Events//${context.language.toUpperCase()}`,
    language: context.language,
  });
}
