import { type MapPanel, chinaPanel, southChinaSeaInset } from '../components/location-map/map-panels';
import { type Ring, china, chineseIslands, land, southChinaSeaDashes } from './outline';

/**
 * The colours of the map pictures. An <img> cannot read the site's CSS tokens, so the picture
 * names them: the page's surface and border greys, and the primary blue (src/styles/tokens).
 */
const colours = {
  sea: '#f3f6fa',
  land: '#dde3ec',
  coast: '#ffffff',
  china: '#c8d6ef',
  border: '#0f3f95',
  frame: '#8a97ab',
};

interface Frame {
  west: number;
  east: number;
  north: number;
  south: number;
  width: number;
  height: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A ring as an SVG path in the frame's units, closed. */
function ringPath(ring: Ring, frame: Frame, close = true): string {
  const points = ring.map(([lon, lat]) => [
    round(((lon - frame.west) / (frame.east - frame.west)) * frame.width),
    round(((frame.north - lat) / (frame.north - frame.south)) * frame.height),
  ]);
  return `M${points.map(([x, y]) => `${x} ${y}`).join('L')}${close ? 'Z' : ''}`;
}

/** Whether any of a ring lies inside the frame: the rest are left out of the picture. */
const inFrame = (ring: Ring, frame: Frame) =>
  ring.some(([lon]) => lon >= frame.west) &&
  ring.some(([lon]) => lon <= frame.east) &&
  ring.some(([, lat]) => lat <= frame.north) &&
  ring.some(([, lat]) => lat >= frame.south);

const paths = (rings: readonly Ring[], frame: Frame, close = true) =>
  rings
    .filter((ring) => inFrame(ring, frame))
    .map((ring) => ringPath(ring, frame, close))
    .join('');

/** Land, China over it, in one frame: the shared layers of a panel and of the inset. */
function layers(frame: Frame, strokeWidth: number): string {
  return [
    `<path fill="${colours.land}" stroke="${colours.coast}" stroke-width="${strokeWidth}" d="${paths(land, frame)}"/>`,
    `<path fill="${colours.china}" stroke="${colours.border}" stroke-width="${strokeWidth}" stroke-linejoin="round" d="${paths([china, ...chineseIslands], frame)}"/>`,
  ].join('');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The inset's caption at its foot: on two lines when one would not fit (South China Sea / Islands). */
function caption(text: string, width: number, height: number): string {
  const fontSize = 11;
  // A Latin letter is about half the font size wide, a Chinese one the whole.
  const widthOf = (words: string) =>
    [...words].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 1 : 0.55), 0) * fontSize;
  const words = text.split(' ');
  const split = Math.ceil(words.length / 2);
  const lines =
    widthOf(text) <= width - 8 || words.length < 2
      ? [text]
      : [words.slice(0, split).join(' '), words.slice(split).join(' ')];
  const x = round(width / 2);
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${round(height - 6 - (lines.length - 1 - index) * (fontSize + 1))}" text-anchor="middle" font-size="${fontSize}" fill="${colours.border}" font-family="sans-serif">${escapeXml(line)}</text>`,
    )
    .join('');
}

/**
 * A panel's picture: decoration only (the page shows it with empty alt text; the list beside it
 * says everything). The China panel carries the South China Sea islands in an inset, captioned
 * in the page's language; the world panel frames the part the China panel shows.
 */
export function drawPanel(panel: MapPanel, insetCaption: string): string {
  const body = [
    `<rect width="${panel.width}" height="${panel.height}" fill="${colours.sea}"/>`,
    layers(panel, panel.id === 'world' ? 0.6 : 1),
  ];
  if (panel.id === 'china') {
    const box = {
      x: round((southChinaSeaInset.x / 100) * panel.width),
      y: round((southChinaSeaInset.y / 100) * panel.height),
      width: round((southChinaSeaInset.width / 100) * panel.width),
      height: round((southChinaSeaInset.height / 100) * panel.height),
    };
    const inset: Frame = { west: 105, east: 124, north: 24, south: 0, width: box.width, height: box.height };
    body.push(
      `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="0 0 ${box.width} ${box.height}">`,
      `<rect width="${box.width}" height="${box.height}" fill="${colours.sea}" stroke="${colours.frame}" stroke-width="2"/>`,
      layers(inset, 0.8),
      `<path fill="none" stroke="${colours.border}" stroke-width="1.6" d="${paths(southChinaSeaDashes, inset, false)}"/>`,
      caption(insetCaption, box.width, box.height),
      '</svg>',
    );
  } else {
    body.push(
      `<path fill="none" stroke="${colours.border}" stroke-width="1" stroke-dasharray="4 3" d="${ringPath(
        [
          [chinaPanel.west, chinaPanel.north],
          [chinaPanel.east, chinaPanel.north],
          [chinaPanel.east, chinaPanel.south],
          [chinaPanel.west, chinaPanel.south],
        ],
        panel,
      )}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${panel.width} ${panel.height}" width="${panel.width}" height="${panel.height}">${body.join('')}</svg>\n`;
}
