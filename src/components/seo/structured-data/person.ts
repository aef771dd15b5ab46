import { type SchemaObject, absoluteUrl, context } from './schema';

/** What an expert's page shows about the person. */
export interface PersonSchemaInput {
  name: string;
  position: string;
  company: string;
  email?: string | null;
  phone?: string | null;
  specialties: readonly string[];
  /** The person's page. */
  path: string;
  /** The photo (site-relative or absolute), when there is one. */
  image?: string | null;
}

/** schema.org Person: empty contact fields and specialties are left out rather than sent empty. */
export function person({
  name,
  position,
  company,
  email,
  phone,
  specialties,
  path,
  image,
}: PersonSchemaInput): SchemaObject {
  return {
    '@context': context,
    '@type': 'Person',
    name,
    jobTitle: position,
    worksFor: { '@type': 'Organization', name: company },
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
    url: absoluteUrl(path),
    ...(image ? { image: absoluteUrl(image) } : {}),
    ...(specialties.length > 0 ? { knowsAbout: [...specialties] } : {}),
  };
}
