import { locations } from '../../model/collections/locations';
import { entryView, noAssets } from '../../model/view-props';
import type { MappedLocation } from './location-map';

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A location entry (localized by the model) as the map and its list show it: the CMS preview's props. */
export function locationView(fields: Record<string, unknown>): MappedLocation {
  const view = entryView(locations, fields, noAssets, { draft: true }) as unknown as MappedLocation;
  return { ...view, lat: numberOf(fields.lat), lon: numberOf(fields.lon) };
}
