import { siteUrl } from '../../../../config/site';
import { organization } from '../organization';

describe('organization', () => {
  it('describes the company from the site settings', () => {
    expect(
      organization({
        brand: 'Yaochen Laser',
        companyName: 'Suzhou Yaochen Laser Co., Ltd.',
        email: 'info@example.com',
        phone: '+86 512 1',
        founded: 2012,
        address: '1 Laser Road',
        headquarters: 'Suzhou',
        hotline: '400 1',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Yaochen Laser',
      legalName: 'Suzhou Yaochen Laser Co., Ltd.',
      url: siteUrl,
      logo: `${siteUrl}/favicon.svg`,
      email: 'info@example.com',
      telephone: '+86 512 1',
      foundingDate: '2012',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Laser Road',
        addressLocality: 'Suzhou',
        addressCountry: 'CN',
      },
      contactPoint: [{ '@type': 'ContactPoint', telephone: '400 1', contactType: 'technical support' }],
    });
  });
});
