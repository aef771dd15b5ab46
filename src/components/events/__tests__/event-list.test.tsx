import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { EventList, type EventItem, formatDays } from '../event-list';

const base = {
  startTime: null,
  endTime: null,
  timeZone: null,
  city: null,
  venue: null,
  booth: null,
  registration: null,
  products: [],
};

const items: EventItem[] = [
  {
    ...base,
    slug: 'past-fair',
    kind: 'fair',
    title: 'Past fair',
    summary: 'Was good.',
    start: '2026-05-20',
    end: '2026-05-22',
    city: 'Wuhan',
    venue: 'Wuhan International Expo Centre',
    booth: 'A3-2108',
  },
  {
    ...base,
    slug: 'later-fair',
    kind: 'fair',
    title: 'Later fair',
    summary: 'Come and see.',
    start: '2027-03-16',
    end: '2027-03-18',
    city: 'Suzhou',
    venue: 'Suzhou International Expo Centre',
    products: [{ slug: 'yc-fs100-ir', model: 'YC-FS100-IR' }],
  },
  {
    ...base,
    slug: 'soon-webinar',
    kind: 'webinar',
    title: 'Soon webinar',
    summary: 'Online talk.',
    start: '2027-01-14',
    end: '2027-01-14',
    startTime: '15:00',
    endTime: '16:00',
    timeZone: 'Asia/Shanghai',
    registration: 'https://example.cn/register',
  },
];

const today = '2026-11-28';

describe('EventList', () => {
  it('lists upcoming events soonest first, past ones folded away below', () => {
    renderInLocale(<EventList items={items} locale="en" today={today} />, 'en');
    const section = screen.getByRole('region', { name: 'Events' });
    const [upcoming, past] = within(section).getAllByRole('list');
    expect(
      within(upcoming!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Soon webinar', 'Later fair']);
    expect(within(past!).getByRole('heading', { name: 'Past fair' })).toBeInTheDocument();
    expect(past!.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Past events (1)')).toBeInTheDocument();
  });

  it('shows a trade show’s days, place and booth (or that it is not assigned) and its calendar file', () => {
    renderInLocale(<EventList items={items} locale="en" today={today} />, 'en');
    const later = document.getElementById('event-later-fair')!;
    expect(within(later).getByText('March 16 – 18, 2027')).toBeInTheDocument();
    expect(within(later).getByText('Booth to be announced')).toBeInTheDocument();
    expect(within(later).getByRole('link', { name: 'YC-FS100-IR' })).toHaveAttribute(
      'href',
      '/en/products/detail/yc-fs100-ir/',
    );
    expect(within(later).getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/events/later-fair-en.ics',
    );
    expect(within(document.getElementById('event-past-fair')!).getByText('Booth A3-2108')).toBeInTheDocument();
  });

  it('in Chinese, dates as Intl writes them for zh-CN', () => {
    renderInLocale(<EventList items={items} locale="zh" today={today} />, 'zh');
    expect(
      within(document.getElementById('event-later-fair')!).getByText(formatDays('2027-03-16', '2027-03-18', 'zh')),
    ).toBeInTheDocument();
    expect(formatDays('2027-03-16', '2027-03-16', 'zh')).toBe('2027年3月16日');
    expect(screen.getByRole('region', { name: '展会与活动' })).toBeInTheDocument();
    expect(screen.getByText('往期活动（1）')).toBeInTheDocument();
  });

  it('gives a webinar its time with the zone, and its registration link', () => {
    renderInLocale(<EventList items={items} locale="en" today={today} />, 'en');
    const webinar = document.getElementById('event-soon-webinar')!;
    expect(within(webinar).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      'https://example.cn/register',
    );
    const time = webinar.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2027-01-14T07:00:00.000Z');
    // In the test's zone (the visitor's): an instant and the zone's name.
    expect(time.textContent).toMatch(/January 14, 2027/);
    expect(time.textContent).toMatch(/GMT|UTC/);
  });

  it('says when nothing is coming up', () => {
    renderInLocale(<EventList items={items} locale="en" today="2030-01-01" />, 'en');
    expect(screen.getByText(/No upcoming events/)).toBeInTheDocument();
  });
});
