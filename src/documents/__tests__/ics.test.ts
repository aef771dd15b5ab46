import { foldLine, icsCalendar, icsText } from '../ics';
import { type CalendarContext, eventIcs } from '../event-ics';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (text: string) => text.replace(/\r\n /g, '');

const context: CalendarContext = {
  listUrl: 'https://www.example.cn/en/news/',
  host: 'www.example.cn',
  brand: 'Yaochen Laser',
  language: 'en',
  stamp: new Date('2026-11-28T10:00:00.123Z'),
  labels: { booth: (booth) => `Booth ${booth}`, online: 'Online' },
};

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(icsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'华中光电子博览会'.repeat(10)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('ends every line with CRLF', () => {
    const text = icsCalendar([], { product: '-//x//y//EN', language: 'en' });
    expect(text).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n',
    );
  });
});

describe('an event’s calendar file', () => {
  const fair = {
    slug: '2027-03-fair',
    kind: 'fair',
    title: 'Laser Fair, Suzhou',
    summary: 'We show the YC-FS100-IR; visit us.',
    start: '2027-03-16',
    end: '2027-03-18',
    city: 'Suzhou',
    venue: 'Suzhou International Expo Centre',
    booth: 'B1-102',
  };

  it('gives a trade show whole days (the end exclusive), its place and booth, a stable UID and the page anchor', () => {
    const text = unfold(eventIcs(fair, context));
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20270316\r\nDTEND;VALUE=DATE:20270319\r\n');
    expect(text).toContain('\r\nUID:event-2027-03-fair@www.example.cn\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261128T100000Z\r\n');
    expect(text).toContain('\r\nSUMMARY;LANGUAGE=en:Laser Fair\\, Suzhou\r\n');
    expect(text).toContain('\r\nLOCATION;LANGUAGE=en:Suzhou International Expo Centre\\, Suzhou\\, Booth B1-102\r\n');
    expect(text).toContain('\r\nDESCRIPTION;LANGUAGE=en:We show the YC-FS100-IR\\; visit us.\r\n');
    expect(text).toContain('\r\nURL:https://www.example.cn/en/news/#event-2027-03-fair\r\n');
    expect(eventIcs(fair, { ...context, language: 'zh-CN' })).toContain('UID:event-2027-03-fair@www.example.cn');
  });

  it('gives a webinar its instants in UTC and says it is online', () => {
    const text = unfold(
      eventIcs(
        {
          ...fair,
          slug: 'web',
          kind: 'webinar',
          start: '2027-01-14',
          end: '2027-01-14',
          startTime: '15:00',
          endTime: '16:30',
          timeZone: 'Asia/Shanghai',
          registration: 'https://example.cn/r',
        },
        context,
      ),
    );
    expect(text).toContain('\r\nDTSTART:20270114T070000Z\r\nDTEND:20270114T083000Z\r\n');
    expect(text).not.toContain('VALUE=DATE');
    expect(text).toContain('\r\nLOCATION;LANGUAGE=en:Online\r\n');
    expect(text).toContain('https://example.cn/r');
  });
});
