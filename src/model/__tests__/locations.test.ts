import { locations } from '../collections/locations';
import { type ContentFile, validateFile } from '../validate';
import { collections } from '../index';

const rules = (entry: Record<string, unknown>) =>
  locations.rules!(entry).map((problem) => [problem.field, problem.rule]);

const office = {
  slug: 'suzhou-office',
  order: 3,
  kind: 'office',
  phone: '+86 512 6258 7130',
  city: '苏州',
  country: '中国',
  address: '江苏省苏州市工业园区创苑路 36 号',
  days: 'mon-fri',
  opens: '08:30',
  closes: '17:30',
  timeZone: 'Asia/Shanghai',
  lat: 31.32,
  lon: 120.72,
  serves: ['江苏'],
};
const distributor = {
  ...office,
  slug: 'jena-distributor',
  kind: 'distributor',
  company: 'Saaletal Photonik Vertrieb GmbH',
  phone: '+49 3641 872 290',
  timeZone: 'Europe/Berlin',
  lat: 50.9,
  lon: 11.59,
  serves: ['德国'],
};

const file = (zh: Record<string, unknown>): ContentFile => ({
  collection: locations,
  path: `content/locations/${String(zh.slug)}.yml`,
  data: { zh, en: { city: 'X', country: 'Y', address: 'Z' } },
});
const context = { collections, files: [] } as unknown as Parameters<typeof validateFile>[1];
const problems = (zh: Record<string, unknown>) =>
  validateFile(file(zh), context).map((line) => line.replace(/^content\/locations\/[\w-]+\.yml: /, ''));

describe('the locations’ rules', () => {
  it('accept an office and a named distributor', () => {
    expect(rules(office)).toEqual([]);
    expect(rules(distributor)).toEqual([]);
    expect(problems(office)).toEqual([]);
    expect(problems(distributor)).toEqual([]);
  });

  it('refuse a distributor without its company name', () => {
    expect(rules({ ...distributor, company: ' ' })).toEqual([['company', 'a distributor needs its company name']]);
  });

  it('refuse an unknown time zone and closing before opening', () => {
    expect(rules({ ...office, timeZone: 'Asia/Wuhan' })).toEqual([
      ['timeZone', '"Asia/Wuhan" is not a time zone name such as Asia/Shanghai or Europe/Berlin'],
    ]);
    expect(rules({ ...office, closes: '08:00' })).toEqual([
      ['closes', 'the closing time is not after the opening time'],
    ]);
  });

  it('tell the editor in Chinese and English, without the jargon “IANA”', () => {
    const [problem] = locations.rules!({ ...office, timeZone: 'Beijing' });
    expect(problem!.message!.zh).toContain('Asia/Shanghai');
    const words = JSON.stringify([problem!.message, locations.fields.find((f) => f.name === 'timeZone')]);
    expect(words).not.toMatch(/IANA/);
  });

  it('want a direct phone with its country code, never a 400 or 800 hotline', () => {
    for (const phone of ['+86 27 8765 4300', '+49 3641 872 290', '+90 224 411 7350', '+82 2 2108 5530'])
      expect(problems({ ...office, phone })).toEqual([]);
    for (const phone of ['400-860-2718', '+86 400 860 2718', '+86-400-860-2718', '+86 800 820 1234', '027 8765 4300'])
      expect(problems({ ...office, phone })).toEqual([
        `zh.phone: "${phone}" must be a direct number with its country code such as +86 27 8765 4300, not a 400 or 800 hotline`,
      ]);
    expect(problems({ ...office, phone: undefined })).toEqual(['zh.phone: is required']);
  });

  it('want the map position, each within its range', () => {
    const { lat, lon, ...unplaced } = office;
    expect([lat, lon]).toHaveLength(2);
    expect(problems(unplaced)).toEqual(['zh.lat: is required', 'zh.lon: is required']);
    expect(problems({ ...office, lat: 91, lon: -181 })).toEqual([
      expect.stringMatching(/^zh\.lat: /),
      expect.stringMatching(/^zh\.lon: /),
    ]);
  });
});
