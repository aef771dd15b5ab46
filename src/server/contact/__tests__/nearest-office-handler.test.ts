/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Office } from '../../../region/nearest-office';
import { handleNearestOffice } from '../nearest-office-handler';
import { servedOffices } from '../offices';
import { createRegionLookup } from '../region';

const offices: Office[] = [
  {
    slug: 'wuhan-hq',
    kind: 'headquarters',
    order: 1,
    phone: '+86 27 1',
    serves: ['湖北'],
    city: { zh: '武汉', en: 'Wuhan' },
  },
  {
    slug: 'suzhou',
    kind: 'office',
    order: 3,
    phone: '+86 512 2',
    serves: ['江苏'],
    city: { zh: '苏州', en: 'Suzhou' },
  },
  { slug: 'seoul', kind: 'service', order: 5, phone: null, serves: ['韩国'], city: { zh: '首尔', en: 'Seoul' } },
  {
    slug: 'jena',
    kind: 'distributor',
    order: 7,
    phone: '+49 3641 872 290',
    serves: ['德国'],
    city: { zh: '耶拿', en: 'Jena' },
    company: { zh: 'Saaletal Photonik Vertrieb GmbH', en: 'Saaletal Photonik Vertrieb GmbH' },
  },
];
const deps = { region: createRegionLookup(), offices: () => offices };
const get = (ip: string, query: Record<string, unknown> = {}, method = 'GET') =>
  handleNearestOffice({ method, query, ip }, deps);

describe('GET /api/region', () => {
  it('answers the office nearest the address, in the page language, never cached, address not echoed', () => {
    const zh = get('114.114.114.114', { locale: 'zh' });
    expect(zh).toEqual({
      status: 200,
      headers: { 'Cache-Control': 'no-store' },
      body: { office: { slug: 'suzhou', city: '苏州', phone: '+86 512 2', company: null } },
    });
    expect(JSON.stringify(zh)).not.toMatch(/114\.114|南京|Nanjing|CN-JS/);
    expect(get('::ffff:114.114.114.114', { locale: 'en' }).body).toEqual({
      office: { slug: 'suzhou', city: 'Suzhou', phone: '+86 512 2', company: null },
    });
    expect(get('211.234.10.1', { locale: 'en' }).body).toEqual({
      office: { slug: 'seoul', city: 'Seoul', phone: null, company: null },
    });
    // Germany: only a distributor serves it, named by its company.
    expect(get('85.214.132.117', { locale: 'en' }).body).toEqual({
      office: { slug: 'jena', city: 'Jena', phone: '+49 3641 872 290', company: 'Saaletal Photonik Vertrieb GmbH' },
    });
    // Known but served by nobody: the headquarters.
    expect(get('202.96.128.86', { locale: 'en' }).body).toMatchObject({ office: { slug: 'wuhan-hq' } });
  });

  it.each(['127.0.0.1', '10.0.0.8', '::1', 'garbage', ''])('%j: no office', (ip) => {
    expect(get(ip, { locale: 'en' }).body).toEqual({ office: null });
  });

  it('an unknown locale falls back to Chinese; only GET and HEAD', () => {
    expect(get('114.114.114.114', { locale: 'fr' }).body).toMatchObject({ office: { city: '苏州' } });
    expect(get('114.114.114.114', {}, 'POST')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });
});

describe('servedOffices', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'offices-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads public/offices.json of the served build, again when it changes; none when missing or broken', () => {
    expect(servedOffices(root)).toEqual([]);
    fs.mkdirSync(path.join(root, 'public'));
    const file = path.join(root, 'public', 'offices.json');
    fs.writeFileSync(file, JSON.stringify(offices));
    expect(servedOffices(root).map((o) => o.slug)).toEqual(['wuhan-hq', 'suzhou', 'seoul', 'jena']);
    fs.writeFileSync(file, JSON.stringify(offices.slice(0, 1)));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(servedOffices(root).map((o) => o.slug)).toEqual(['wuhan-hq']);
    fs.writeFileSync(file, '{not json');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(servedOffices(root)).toEqual([]);
  });

  it('prefers the served build (.builds/current) over the project', () => {
    fs.mkdirSync(path.join(root, '.builds', 'b1', 'public'), { recursive: true });
    fs.writeFileSync(path.join(root, '.builds', 'b1', 'public', 'offices.json'), JSON.stringify(offices.slice(2, 3)));
    fs.symlinkSync(path.join(root, '.builds', 'b1'), path.join(root, '.builds', 'current'));
    expect(servedOffices(root).map((o) => o.slug)).toEqual(['seoul']);
  });
});
