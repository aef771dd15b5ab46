import { todayInChina } from '../../../model/today';
import { splitEvents, webinarSpan, zonedInstant } from '../event-time';

const event = (slug: string, start: string, end: string) => ({ slug, kind: 'fair', start, end });

describe('splitEvents', () => {
  const items = [
    event('b-later', '2027-03-16', '2027-03-18'),
    event('a-past', '2026-05-20', '2026-05-22'),
    event('c-running', '2026-11-27', '2026-11-29'),
    event('d-soon', '2026-12-03', '2026-12-03'),
    event('e-older', '2026-01-10', '2026-01-12'),
  ];

  it('keeps an event upcoming until its last day has ended in China, soonest first', () => {
    const { upcoming, past } = splitEvents(items, '2026-11-28');
    expect(upcoming.map((item) => item.slug)).toEqual(['c-running', 'd-soon', 'b-later']);
    expect(past.map((item) => item.slug)).toEqual(['a-past', 'e-older']);
  });

  it('judges the day in China, whatever the build machine’s zone: 16:30 UTC on the 29th is the 30th there', () => {
    expect(splitEvents(items, todayInChina(new Date('2026-11-29T15:59:00Z'))).upcoming[0]!.slug).toBe('c-running');
    expect(splitEvents(items, todayInChina(new Date('2026-11-29T16:30:00Z'))).upcoming[0]!.slug).toBe('d-soon');
  });

  it('moves everything to the past once the last event has ended', () => {
    const { upcoming, past } = splitEvents(items, '2028-01-01');
    expect(upcoming).toEqual([]);
    expect(past.map((item) => item.slug)).toEqual(['b-later', 'd-soon', 'c-running', 'a-past', 'e-older']);
  });
});

describe('webinar times', () => {
  it('reads a wall-clock time in its zone as an instant', () => {
    expect(zonedInstant('2027-01-14', '15:00', 'Asia/Shanghai').toISOString()).toBe('2027-01-14T07:00:00.000Z');
    // Summer and winter time in Berlin.
    expect(zonedInstant('2027-07-01', '10:00', 'Europe/Berlin').toISOString()).toBe('2027-07-01T08:00:00.000Z');
    expect(zonedInstant('2027-01-01', '10:00', 'Europe/Berlin').toISOString()).toBe('2027-01-01T09:00:00.000Z');
  });

  it('lasts an hour without an end time; a trade show has no span', () => {
    const webinar = {
      slug: 'w',
      kind: 'webinar',
      start: '2027-01-14',
      end: '2027-01-14',
      startTime: '15:00',
      timeZone: 'Asia/Shanghai',
    };
    expect(webinarSpan(webinar)).toEqual({
      start: new Date('2027-01-14T07:00:00Z'),
      end: new Date('2027-01-14T08:00:00Z'),
    });
    expect(webinarSpan({ ...webinar, endTime: '16:30' })!.end).toEqual(new Date('2027-01-14T08:30:00Z'));
    expect(webinarSpan({ ...webinar, kind: 'fair' })).toBeNull();
  });
});
