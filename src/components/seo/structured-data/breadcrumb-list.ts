import type { Crumb } from '../../breadcrumbs/breadcrumbs';
import { type SchemaObject, absoluteUrl, context } from './schema';

/** schema.org BreadcrumbList: the trail the Breadcrumbs component shows, with absolute URLs. */
export function breadcrumbList(trail: readonly Crumb[]): SchemaObject {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.to),
    })),
  };
}
