import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import type { Expert } from './expert-detail-view';
import { breadcrumbList } from '../seo/structured-data/breadcrumb-list';
import { person } from '../seo/structured-data/person';
import type { SchemaObject } from '../seo/structured-data/schema';

export interface ExpertStructuredDataInput {
  expert: Pick<Expert, 'slug' | 'name' | 'position' | 'company' | 'email' | 'phone' | 'specialties'>;
  locale: Locale;
  /** Names of the breadcrumb's first two steps, in the page's locale. */
  homeName: string;
  listName: string;
  /** The photo's URL (site-relative or absolute), when there is one. */
  image?: string | null;
}

/** schema.org Person and BreadcrumbList (Home › Experts › name) of an expert's page. */
export function expertStructuredData({
  expert,
  locale,
  homeName,
  listName,
  image,
}: ExpertStructuredDataInput): SchemaObject[] {
  const path = localePath('experts-id', locale, { id: expert.slug });
  return [
    person({ ...expert, path, image }),
    breadcrumbList([
      { name: homeName, to: localePath('index', locale) },
      { name: listName, to: localePath('experts', locale) },
      { name: expert.name, to: path },
    ]),
  ];
}
