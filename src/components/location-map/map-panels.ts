/**
 * The two panels of the locations map, in a plain equirectangular projection: China large, the
 * world small. The build draws each panel's outline from these bounds (src/maps/draw-map.ts) and
 * the page places its markers over the picture by the same numbers, as percentages.
 */
export interface MapPanel {
  id: 'china' | 'world';
  west: number;
  east: number;
  north: number;
  south: number;
  /** The picture's size in its own units; its aspect ratio is the page's too. */
  width: number;
  height: number;
}

// China's panel stretches longitudes by 1/cos(36°) so that its middle keeps its shape.
export const chinaPanel: MapPanel = {
  id: 'china',
  west: 73,
  east: 136,
  north: 54.5,
  south: 16.5,
  width: 680,
  height: 507,
};
export const worldPanel: MapPanel = {
  id: 'world',
  west: -180,
  east: 180,
  north: 84,
  south: -58,
  width: 1000,
  height: 394,
};
export const mapPanels = [chinaPanel, worldPanel] as const;

/** Where a place lies on a panel, as percentages of its width and height from the top left. */
export function panelPosition(panel: MapPanel, lat: number, lon: number): { x: number; y: number } {
  return {
    x: ((lon - panel.west) / (panel.east - panel.west)) * 100,
    y: ((panel.north - lat) / (panel.north - panel.south)) * 100,
  };
}

/** The China panel's inset of the South China Sea islands, in percent of the panel (left, top, width, height). */
export const southChinaSeaInset = { x: 82, y: 64, width: 16.5, height: 33.5 } as const;

/** Nearer the China panel's edge than this (percent) a place belongs to the world panel (Pune, at 73.8° E). */
const edge = 4;

/** Whether a place is marked on the China panel (well inside it, not under the inset); others go on the world panel. */
export function onChinaPanel(lat: number, lon: number): boolean {
  const { x, y } = panelPosition(chinaPanel, lat, lon);
  const underInset = x >= southChinaSeaInset.x - edge && y >= southChinaSeaInset.y - edge;
  return x >= edge && x <= 100 - edge && y >= edge && y <= 100 - edge && !underInset;
}

/** The picture of a panel as the build writes it (public/maps/), per language for its caption. */
export const panelPicture = (panel: MapPanel, locale: string) => `/maps/${panel.id}-${locale}.svg`;
