import { siteUrl } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import type { Expert } from './expert-detail-view';
import { breadcrumbJsonLd } from '../breadcrumbs/breadcrumbs';

export interface ExpertStructuredDataInput {
  expert: Pick<Expert, 'slug' | 'name' | 'position' | 'company' | 'email' | 'phone' | 'specialties'>;
  locale: Locale;
  /** Names of the breadcrumb's first two steps, in the page's locale. */
  homeName: string;
  listName: string;
  /** The photo's URL (site-relative or absolute), when there is one. */
  image?: string | null;
}

/** schema.org Person and BreadcrumbList (Home › Experts › name) of an expert's page, with absolute URLs. */
export function expertStructuredData({
  expert,
  locale,
  homeName,
  listName,
  image,
}: ExpertStructuredDataInput): object[] {
  const url = `${siteUrl}${localePath('experts-id', locale, { id: expert.slug })}`;
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: expert.name,
    jobTitle: expert.position,
    worksFor: { '@type': 'Organization', name: expert.company },
    ...(expert.email ? { email: expert.email } : {}),
    ...(expert.phone ? { telephone: expert.phone } : {}),
    url,
    ...(image ? { image: image.startsWith('http') ? image : `${siteUrl}${image}` } : {}),
    ...(expert.specialties.length > 0 ? { knowsAbout: [...expert.specialties] } : {}),
  };
  const breadcrumb = breadcrumbJsonLd([
    { name: homeName, to: localePath('index', locale) },
    { name: listName, to: localePath('experts', locale) },
    { name: expert.name, to: localePath('experts-id', locale, { id: expert.slug }) },
  ]);
  return [person, breadcrumb];
}
