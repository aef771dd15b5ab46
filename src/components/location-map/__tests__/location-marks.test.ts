import { chinaPanel, onChinaPanel, panelPosition, worldPanel } from '../map-panels';
import { locationAnchor, locationMarks } from '../location-marks';
import { clockTime, zoneName } from '../opening-hours';

const place = (slug: string, lat: number, lon: number, kind = 'office') => ({ slug, kind, lat, lon });

describe('the map panels', () => {
  it('place the corners of a panel at 0 % and 100 %', () => {
    expect(panelPosition(worldPanel, worldPanel.north, worldPanel.west)).toEqual({ x: 0, y: 0 });
    expect(panelPosition(chinaPanel, chinaPanel.south, chinaPanel.east)).toEqual({ x: 100, y: 100 });
    expect(panelPosition(worldPanel, 13, 0).x).toBe(50);
  });

  it('mark China and its neighbours on the China panel, the rest of the world (and the inset’s corner) on the world panel', () => {
    expect(onChinaPanel(30.5, 114.41)).toBe(true); // Wuhan
    expect(onChinaPanel(37.48, 126.89)).toBe(true); // Seoul
    expect(onChinaPanel(5.3, 100.27)).toBe(false); // Penang: south of the panel
    expect(onChinaPanel(50.9, 11.59)).toBe(false); // Jena
    expect(onChinaPanel(20, 131)).toBe(false); // under the South China Sea inset
    expect(onChinaPanel(18.63, 73.84)).toBe(false); // Pune: at the panel's very edge
  });
});

describe('locationMarks', () => {
  it('gives each place a marker on its panel, places in one city one marker', () => {
    const marks = locationMarks([
      place('wuhan-headquarters', 30.5, 114.41, 'headquarters'),
      place('wuhan-factory', 30.45, 114.52, 'factory'),
      place('suzhou-office', 31.32, 120.72),
      place('jena-distributor', 50.9, 11.59, 'distributor'),
    ]);
    expect(marks.map((mark) => [mark.panel.id, mark.places.map((p) => p.slug)])).toEqual([
      ['china', ['wuhan-headquarters', 'wuhan-factory']],
      ['china', ['suzhou-office']],
      ['world', ['jena-distributor']],
    ]);
    expect(marks[2]!.x).toBeCloseTo(53.2, 1);
  });

  it('leaves out a place without a position', () => {
    expect(locationMarks([place('x', Number.NaN, 10)])).toEqual([]);
  });

  it('names the entry a marker links to', () => {
    expect(locationAnchor('jena-distributor')).toBe('location-jena-distributor');
  });
});

describe('opening hours', () => {
  it('reads a time as a clock does', () => {
    expect(clockTime('08:30')).toBe('8:30');
    expect(clockTime('17:30')).toBe('17:30');
  });

  it('names a zone in the reader’s language without summer or winter; China’s is the message’s', () => {
    expect(zoneName('Europe/Berlin', 'en')).toBe('Central European Time');
    expect(zoneName('Europe/Berlin', 'zh')).toBe('中欧时间');
    expect(zoneName('Asia/Kolkata', 'en')).toBe('India Standard Time');
    expect(zoneName('Asia/Shanghai', 'zh')).toBeNull();
    expect(zoneName('Mars/Olympus', 'en')).toBeNull();
  });
});
