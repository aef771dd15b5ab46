import { returnRegions } from '../return-regions';

describe('returnRegions', () => {
  it('names the places a return address serves in the page’s language', () => {
    expect(returnRegions(['韩国', '日本'], 'zh')).toEqual(['韩国', '日本']);
    expect(returnRegions(['韩国', '日本'], 'en')).toEqual(['South Korea', 'Japan']);
    expect(returnRegions(['湖北', '江苏省'], 'en')).toEqual(['Hubei', 'Jiangsu']);
  });

  it('gives none for a location that lists none (it takes every other region), and skips empty items', () => {
    expect(returnRegions(null, 'en')).toEqual([]);
    expect(returnRegions([null, ''], 'zh')).toEqual([]);
  });
});
