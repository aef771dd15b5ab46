import { siteUrl } from '../../../config/site';
import { type SchemaObject, context } from './schema';

/** The site settings the Organization is made of. */
export type OrganizationSite = Pick<
  Queries.SiteSettingsFieldsFragment,
  'brand' | 'companyName' | 'email' | 'phone' | 'founded' | 'address' | 'headquarters' | 'hotline'
>;

/** schema.org Organization: the company, on every page. */
export function organization(site: OrganizationSite): SchemaObject {
  return {
    '@context': context,
    '@type': 'Organization',
    name: site.brand,
    legalName: site.companyName,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address,
      addressLocality: site.headquarters,
      addressCountry: 'CN',
    },
    contactPoint: [{ '@type': 'ContactPoint', telephone: site.hotline, contactType: 'technical support' }],
  };
}
