import { type Office, nearestOffice } from '../nearest-office';

const office = (slug: string, kind: string, order: number, serves: string[]): Office => ({
  slug,
  kind,
  order,
  phone: null,
  serves,
  city: { zh: slug, en: slug },
});

// As the sample content has them (content/locations).
const offices = [
  office('penang', 'service', 6, ['马来西亚', '新加坡', '泰国']),
  office('seoul', 'service', 5, ['韩国', '日本']),
  office('shenzhen', 'office', 4, ['广东', '福建', '香港', '海外']),
  office('suzhou', 'office', 3, ['江苏', '上海', '浙江']),
  office('factory', 'factory', 2, []),
  office('wuhan', 'headquarters', 1, ['湖北', '湖南']),
  office('jena', 'distributor', 7, ['德国', '奥地利']),
  office('pune', 'distributor', 9, ['印度']),
];

describe('nearestOffice', () => {
  it.each([
    ['Jiangsu → the office serving it', { country: 'CN', province: 'CN-JS' }, 'suzhou'],
    ['Shanghai', { country: 'CN', province: 'CN-SH' }, 'suzhou'],
    ['Guangdong', { country: 'CN', province: 'CN-GD' }, 'shenzhen'],
    ['Hong Kong', { country: 'CN', province: 'CN-HK' }, 'shenzhen'],
    ['Hubei', { country: 'CN', province: 'CN-HB' }, 'wuhan'],
    ['a province nobody lists → headquarters', { country: 'CN', province: 'CN-XJ' }, 'wuhan'],
    ['China, province unknown → headquarters', { country: 'CN', province: null }, 'wuhan'],
    ['Korea → its service centre', { country: 'KR', province: null }, 'seoul'],
    ['Japan', { country: 'JP', province: null }, 'seoul'],
    ['Malaysia', { country: 'MY', province: null }, 'penang'],
    ['a country only a distributor serves → the distributor', { country: 'DE', province: null }, 'jena'],
    ['India', { country: 'IN', province: null }, 'pune'],
    ['a country nobody lists → the office serving 海外', { country: 'FR', province: null }, 'shenzhen'],
  ])('%s', (_case, region, slug) => {
    expect(nearestOffice(region, offices)?.slug).toBe(slug);
  });

  it('abroad with no office serving 海外 → headquarters', () => {
    const withoutOverseas = offices.map((o) => ({ ...o, serves: o.serves.filter((name) => name !== '海外') }));
    expect(nearestOffice({ country: 'FR', province: null }, withoutOverseas)?.slug).toBe('wuhan');
  });

  it('our own site serving a place comes before a distributor listed first for it', () => {
    const both = [office('busan-dealer', 'distributor', 0, ['韩国']), ...offices];
    expect(nearestOffice({ country: 'KR', province: null }, both)?.slug).toBe('seoul');
  });

  it('an unknown region suggests nobody; no offices, nobody', () => {
    expect(nearestOffice({ country: null, province: null }, offices)).toBeNull();
    expect(nearestOffice({ country: 'CN', province: 'CN-JS' }, [])).toBeNull();
  });

  it('two offices serving one province: the one listed first', () => {
    const both = [...offices, office('nanjing', 'office', 0, ['江苏'])];
    expect(nearestOffice({ country: 'CN', province: 'CN-JS' }, both)?.slug).toBe('nanjing');
  });
});
