/**
 * A writer of iCalendar (RFC 5545) files: CRLF lines folded at 75 octets without splitting a
 * character, TEXT values escaped.
 */

/** A TEXT value: backslash, semicolon and comma escaped, newlines as `\n`. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/** One content line folded: at most 75 octets a line, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let limit = 75;
  for (const character of line) {
    if (octets(current) + octets(character) > limit) {
      lines.push(current);
      current = ' ';
      limit = 75;
    }
    current += character;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A UTC date-time, `20270315T060000Z`. */
export const icsDateTime = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A calendar date, `20270315`. */
export const icsDate = (date: string): string => date.replace(/-/g, '');

/** The day after a YYYY-MM-DD date (an all-day DTEND is exclusive). */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export interface IcsEvent {
  uid: string;
  stamp: Date;
  /** All day (YYYY-MM-DD, both days included) or timed (instants). */
  when: { allDay: true; first: string; last: string } | { allDay: false; start: Date; end: Date };
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

/** A VCALENDAR with one VEVENT per event, as a string with CRLF line ends. */
export function icsCalendar(events: readonly IcsEvent[], { product, language }: { product: string; language: string }) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${product}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${icsDateTime(event.stamp)}`);
    if (event.when.allDay)
      lines.push(
        `DTSTART;VALUE=DATE:${icsDate(event.when.first)}`,
        `DTEND;VALUE=DATE:${icsDate(nextDay(event.when.last))}`,
      );
    else lines.push(`DTSTART:${icsDateTime(event.when.start)}`, `DTEND:${icsDateTime(event.when.end)}`);
    lines.push(`SUMMARY;LANGUAGE=${language}:${icsText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION;LANGUAGE=${language}:${icsText(event.description)}`);
    if (event.location) lines.push(`LOCATION;LANGUAGE=${language}:${icsText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
