/**
 * @jest-environment node
 */
import { createRegionLookup, lookupRegion, regionLabel, regionOfRecord, unknownRegion } from '../region';

const lookup = createRegionLookup();

describe('region lookup (ip2region, in process)', () => {
  // Checked against the database itself (node_modules/ip2region/data) and the known allocations.
  it.each([
    ['114.114.114.114', { country: 'CN', province: 'CN-JS', city: '南京' }],
    ['202.96.128.86', { country: 'CN', province: 'CN-GD', city: '广州' }],
    ['120.24.78.68', { country: 'CN', province: 'CN-GD', city: '深圳' }],
    ['58.211.0.1', { country: 'CN', province: 'CN-JS', city: '苏州' }],
    ['59.172.0.1', { country: 'CN', province: 'CN-HB', city: '武汉' }],
    ['222.240.0.1', { country: 'CN', province: 'CN-HN', city: '长沙' }],
    ['61.135.169.121', { country: 'CN', province: 'CN-BJ', city: '北京' }],
    ['1.180.0.1', { country: 'CN', province: 'CN-NM', city: '呼和浩特' }],
    ['1.36.0.1', { country: 'CN', province: 'CN-HK', city: null }],
    ['211.234.10.1', { country: 'KR', province: null, city: null }],
    ['1.32.0.1', { country: 'MY', province: null, city: null }],
    ['8.8.8.8', { country: 'US', province: null, city: null }],
  ])('IPv4 %s', (ip, region) => {
    expect(lookup(ip)).toEqual(region);
  });

  it.each([
    ['::ffff:114.114.114.114', { country: 'CN', province: 'CN-JS', city: '南京' }],
    ['::ffff:7272:7272', { country: 'CN', province: 'CN-JS', city: '南京' }],
    ['240e:47d:c20:1627:30a3:ba0d:a5e6:ec19', { country: 'CN', province: 'CN-GD', city: '广州' }],
    ['2400:3200::1', { country: 'CN', province: 'CN-ZJ', city: '杭州' }],
    ['2001:da8::1', { country: 'CN', province: 'CN-BJ', city: null }],
  ])('IPv6 %s', (ip, region) => {
    expect(lookup(ip)).toEqual(region);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '192.168.1.1',
    '172.16.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '2001:4860:4860::8888',
    '',
    'garbage',
    '999.1.1.1',
    '1.2.3',
    'zz::',
    '::ffff:999.1.1.1',
    'x'.repeat(200),
  ])('%j is unknown, without throwing', (ip) => {
    expect(lookup(ip)).toEqual(unknownRegion);
  });

  it('shares one database per process and loads it on first use', () => {
    expect(lookupRegion('114.114.114.114').province).toBe('CN-JS');
    expect(lookupRegion('not an address')).toEqual(unknownRegion);
  });
});

describe('regionOfRecord (what the database says → codes)', () => {
  it.each([
    [
      { country: '中国', province: '广西', city: '南宁市' },
      { country: 'CN', province: 'CN-GX', city: '南宁' },
    ],
    [
      { country: '中国', province: '台湾省', city: '' },
      { country: 'CN', province: 'CN-TW', city: null },
    ],
    [
      { country: '中国', province: '北京市', city: '' },
      { country: 'CN', province: 'CN-BJ', city: null },
    ],
    [
      { country: '中国', province: '', city: '' },
      { country: 'CN', province: null, city: null },
    ],
    [
      { country: '日本', province: '东京都', city: '东京' },
      { country: 'JP', province: null, city: null },
    ],
    [{ country: '', province: '', city: '内网IP' }, unknownRegion],
    [{ country: '0', province: '0', city: '0' }, unknownRegion],
    [{ country: '欧洲', province: '', city: '' }, unknownRegion],
    [{ country: '图瓦卢', province: '', city: '' }, unknownRegion],
  ])('%j', (record, region) => {
    expect(regionOfRecord(record)).toEqual(region);
  });
  it('null (no record) is unknown', () => expect(regionOfRecord(null)).toEqual(unknownRegion));
});

describe('regionLabel', () => {
  it.each([
    [{ country: 'CN', province: 'CN-JS', city: '南京' }, 'Nanjing, Jiangsu, China', '中国 江苏 南京'],
    [{ country: 'CN', province: 'CN-BJ', city: '北京' }, 'Beijing, China', '中国 北京'],
    [{ country: 'CN', province: 'CN-XJ', city: '和田' }, '和田, Xinjiang, China', '中国 新疆 和田'],
    [{ country: 'KR', province: null, city: null }, 'South Korea', '韩国'],
  ] as const)('%j', (region, en, zh) => {
    expect(regionLabel(region, 'en')).toBe(en);
    expect(regionLabel(region, 'zh')).toBe(zh);
  });
  it('unknown has no label', () => expect(regionLabel(unknownRegion, 'en')).toBeNull());
});
