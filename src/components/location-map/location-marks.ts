import { type MapPanel, chinaPanel, onChinaPanel, panelPosition, worldPanel } from './map-panels';

/** What a marker needs of a location. */
export interface MarkedPlace {
  slug: string;
  kind: string;
  lat: number;
  lon: number;
}

/** One marker: the places it stands for (closer than a marker's size), where it sits in percent. */
export interface LocationMark<T extends MarkedPlace> {
  panel: MapPanel;
  places: T[];
  x: number;
  y: number;
}

/** Closer than this (percent of the panel's width, height) two places share one marker. */
const near = 3.5;

/**
 * The markers of each panel: China's own places on the China panel, the rest on the world panel;
 * places in one city (headquarters and factory in Wuhan) share a marker, so no two overlap.
 */
export function locationMarks<T extends MarkedPlace>(places: readonly T[]): LocationMark<T>[] {
  const marks: LocationMark<T>[] = [];
  for (const place of places) {
    if (!Number.isFinite(place.lat) || !Number.isFinite(place.lon)) continue;
    const panel = onChinaPanel(place.lat, place.lon) ? chinaPanel : worldPanel;
    const { x, y } = panelPosition(panel, place.lat, place.lon);
    const shared = marks.find(
      (mark) => mark.panel === panel && Math.abs(mark.x - x) < near && Math.abs(mark.y - y) < near,
    );
    if (shared) shared.places.push(place);
    else marks.push({ panel, places: [place], x, y });
  }
  return marks;
}

/** The element id of a location's entry in the list: its marker links there. */
export const locationAnchor = (slug: string) => `location-${slug}`;
