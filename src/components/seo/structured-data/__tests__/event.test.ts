import { eventSchema } from '../event';
import type { EventItem } from '../../../events/event-list';

const context = {
  brand: 'Yaochen Laser',
  siteUrl: 'https://www.example.cn',
  listUrl: 'https://www.example.cn/en/news/',
};
const fair: EventItem = {
  slug: 'fair',
  kind: 'fair',
  title: 'Laser fair',
  summary: 'Come.',
  start: '2027-03-16',
  end: '2027-03-18',
  startTime: null,
  endTime: null,
  timeZone: null,
  city: 'Suzhou',
  venue: 'Suzhou International Expo Centre',
  booth: null,
  registration: null,
  products: [],
};

describe('the Event structured data', () => {
  it('places a trade show at its venue, whole days, organised by the company', () => {
    expect(eventSchema(fair, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Laser fair',
      description: 'Come.',
      url: 'https://www.example.cn/en/news/#event-fair',
      startDate: '2027-03-16',
      endDate: '2027-03-18',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Suzhou International Expo Centre',
        address: { '@type': 'PostalAddress', addressLocality: 'Suzhou' },
      },
      organizer: { '@type': 'Organization', name: 'Yaochen Laser', url: 'https://www.example.cn' },
    });
  });

  it('puts a webinar online at its instants', () => {
    const webinar = eventSchema(
      {
        ...fair,
        kind: 'webinar',
        start: '2027-01-14',
        end: '2027-01-14',
        startTime: '15:00',
        timeZone: 'Asia/Shanghai',
        registration: 'https://example.cn/r',
      },
      context,
    );
    expect(webinar).toMatchObject({
      startDate: '2027-01-14T07:00:00.000Z',
      endDate: '2027-01-14T08:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://example.cn/r' },
    });
  });
});
