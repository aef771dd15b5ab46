import { chinaPanel, worldPanel } from '../../components/location-map/map-panels';
import { drawPanel } from '../draw-map';

describe('drawPanel', () => {
  it('draws each panel as a small SVG of its own size', () => {
    for (const panel of [chinaPanel, worldPanel]) {
      const svg = drawPanel(panel, 'South China Sea Islands');
      expect(
        svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${panel.width} ${panel.height}"`),
      ).toBe(true);
      // Small enough to be sent with the page's other images without thought.
      expect(Buffer.byteLength(svg)).toBeLessThan(16_000);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('captions the China panel’s inset of the South China Sea islands, escaped', () => {
    expect(drawPanel(chinaPanel, '南海诸岛')).toContain('>南海诸岛</text>');
    expect(drawPanel(chinaPanel, 'A & B')).toContain('>A &amp; B</text>');
    expect(drawPanel(worldPanel, '南海诸岛')).not.toContain('<text');
    // Too long for one line of the inset: two.
    expect(drawPanel(chinaPanel, 'South China Sea Islands')).toMatch(
      />South China<\/text><text [^>]+>Sea Islands<\/text>/,
    );
  });
});
