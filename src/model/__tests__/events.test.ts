import { events } from '../collections/events';

const rules = (entry: Record<string, unknown>) => events.rules!(entry).map((problem) => [problem.field, problem.rule]);

const fair = {
  slug: 'f',
  kind: 'fair',
  start: '2027-03-16',
  end: '2027-03-18',
  city: '苏州',
  venue: '苏州国际博览中心',
};
const webinar = {
  slug: 'w',
  kind: 'webinar',
  start: '2027-01-14',
  end: '2027-01-14',
  startTime: '15:00',
  timeZone: 'Asia/Shanghai',
};

describe('the events’ rules', () => {
  it('accept a complete trade show (booth optional) and webinar', () => {
    expect(rules(fair)).toEqual([]);
    expect(rules({ ...fair, booth: 'A3-2108' })).toEqual([]);
    expect(rules(webinar)).toEqual([]);
    expect(rules({ ...webinar, endTime: '16:00' })).toEqual([]);
  });

  it('refuse a last day before the first, at the last day', () => {
    expect(rules({ ...fair, end: '2027-03-15' })).toEqual([['end', 'the last day is before the first day']]);
    // YAML may have parsed the dates already.
    expect(rules({ ...fair, start: new Date('2027-03-16'), end: new Date('2027-03-15') })).toHaveLength(1);
  });

  it('refuse a trade show without its city or venue', () => {
    expect(rules({ ...fair, city: '', venue: undefined })).toEqual([
      ['city', 'a trade show needs its city'],
      ['venue', 'a trade show needs its venue'],
    ]);
  });

  it('refuse a webinar without its time or with an unknown time zone, or ending before it starts', () => {
    expect(rules({ ...webinar, startTime: undefined })).toEqual([['startTime', 'a webinar needs its start time']]);
    expect(rules({ ...webinar, timeZone: 'Asia/Wuhan' })).toEqual([
      ['timeZone', 'a webinar needs an IANA time zone such as Asia/Shanghai, not "Asia/Wuhan"'],
    ]);
    expect(rules({ ...webinar, endTime: '14:00' })).toEqual([['endTime', 'the end time is not after the start time']]);
  });

  it('tell the editor in Chinese and English', () => {
    expect(events.rules!({ ...fair, end: '2027-03-01' })[0]!.message).toEqual({
      zh: '结束日期不能早于开始日期',
      en: 'The last day cannot be before the first day',
    });
  });
});
