import type { Collection } from './types';
import { settings } from './collections/settings';
import { serviceFacts } from './collections/service-facts';
import { products } from './collections/products';
import { solutions } from './collections/solutions';
import { news } from './collections/news';
import { events } from './collections/events';
import { notes } from './collections/notes';
import { experts } from './collections/experts';
import { jobs } from './collections/jobs';
import { downloads } from './collections/downloads';
import { interfaces } from './collections/interfaces';
import { faqs } from './collections/faqs';
import { trainings } from './collections/trainings';
import { about, honors, milestones } from './collections/about';
import { locations } from './collections/locations';
import { privacy } from './collections/privacy';
import { returns } from './collections/returns';
import { reverseRelationsOf } from './relations';

/** Every collection of the site, in the order editors see them. */
export const collections: Collection[] = [
  settings,
  products,
  solutions,
  news,
  events,
  notes,
  experts,
  downloads,
  interfaces,
  faqs,
  trainings,
  returns,
  serviceFacts,
  about,
  milestones,
  honors,
  locations,
  jobs,
  privacy,
];

export function collectionNamed(name: string): Collection {
  const found = collections.find((collection) => collection.name === name);
  if (!found) throw new Error(`Unknown collection "${name}"`);
  return found;
}

/** The reverse relations onto `collection` (e.g. the solutions and experts that name a product). */
export const reverseRelations = (collection: Collection) => reverseRelationsOf(collection, collections);

export { newsOrder } from './collections/news';
export { pointingAt } from './relations';
export type { Collection, Field } from './types';
