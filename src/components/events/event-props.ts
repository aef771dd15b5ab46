import { events } from '../../model/collections/events';
import { parseDate } from '../../model/rules/dates';
import { todayInChina } from '../../model/today';
import { entryView, noAssets } from '../../model/view-props';
import type { EventItem } from './event-list';

const day = (value: unknown): string | null => parseDate(value)?.toISOString().slice(0, 10) ?? null;

/**
 * A localized event as EventList shows it, the shape the news page's query gives (see
 * product-detail-props.ts). An entry being written may lack its days: it reads as today, one day.
 */
export function eventView(
  fields: Record<string, unknown>,
  products: readonly { slug: string; model: string }[] = [],
  now: Date = new Date(),
): EventItem {
  const view = entryView(events, fields, noAssets, { draft: true }) as unknown as EventItem;
  const start = day(fields.start) ?? todayInChina(now);
  const end = day(fields.end);
  return { ...view, start, end: end && end >= start ? end : start, products };
}
