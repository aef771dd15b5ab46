/** What the calendar logic needs of an event (dates YYYY-MM-DD, times HH:MM in `timeZone`). */
export interface EventTiming {
  slug: string;
  kind: string;
  start: string;
  end: string;
  startTime?: string | null;
  endTime?: string | null;
  timeZone?: string | null;
}

/** Where the build writes an event's calendar file, one per language. */
export const eventIcsPath = (slug: string, locale: string): string => `/events/${slug}-${locale}.ics`;

/** The id of an event's entry on the news list, the anchor its calendar file links to. */
export const eventAnchor = (slug: string): string => `event-${slug}`;

const byStart = (a: EventTiming, b: EventTiming) =>
  a.start !== b.start ? (a.start < b.start ? -1 : 1) : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;

/**
 * Upcoming and past events as of `today` (the build's day in China, YYYY-MM-DD): an event is
 * upcoming until its last day has ended in China, where the company is (a fair in Shanghai on its
 * last day is still on). Upcoming soonest first, past most recent first.
 */
export function splitEvents<E extends EventTiming>(items: readonly E[], today: string): { upcoming: E[]; past: E[] } {
  const upcoming = items.filter((item) => item.end >= today).sort(byStart);
  const past = items
    .filter((item) => item.end < today)
    .sort(byStart)
    .reverse();
  return { upcoming, past };
}

/** Minutes `zone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60000);
}

/** The instant a wall-clock time (`YYYY-MM-DD`, `HH:MM`) in `zone` names, e.g. 14:00 in Asia/Shanghai → 06:00Z. */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  // Twice: the offset at the guessed instant, then at the corrected one (a change of summer time between).
  let instant = new Date(guess.getTime() - offsetMinutes(guess, zone) * 60000);
  instant = new Date(guess.getTime() - offsetMinutes(instant, zone) * 60000);
  return instant;
}

/** A webinar's start and end instants (one hour when no end time is given); null for a whole-day event. */
export function webinarSpan(event: EventTiming): { start: Date; end: Date } | null {
  if (event.kind !== 'webinar' || !event.startTime || !event.timeZone) return null;
  const start = zonedInstant(event.start, event.startTime, event.timeZone);
  const end = event.endTime
    ? zonedInstant(event.end, event.endTime, event.timeZone)
    : new Date(start.getTime() + 3600000);
  return { start, end };
}
