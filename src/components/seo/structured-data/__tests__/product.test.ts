import { siteUrl } from '../../../../config/site';
import { product } from '../product';

const wavelength = { name: 'Wavelength', value: '1030 nm' };
const cooling = { name: 'Cooling', value: 'Water cooling' };
const femto = { name: 'Femtosecond laser', model: 'YC-FS-20', category: 'Femtosecond' };
const page = { ...femto, summary: '20 W infrared femtosecond laser', path: '/en/products/detail/yc-fs-20/' };

describe('product', () => {
  it('maps a product page onto a schema.org Product with absolute URLs', () => {
    expect(product({ ...page, image: '/static/abc/fs.jpg', specifications: [wavelength, cooling] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Femtosecond laser',
      model: 'YC-FS-20',
      sku: 'YC-FS-20',
      description: '20 W infrared femtosecond laser',
      url: `${siteUrl}/en/products/detail/yc-fs-20/`,
      image: `${siteUrl}/static/abc/fs.jpg`,
      category: 'Femtosecond',
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Wavelength', value: '1030 nm' },
        { '@type': 'PropertyValue', name: 'Cooling', value: 'Water cooling' },
      ],
    });
  });

  it('leaves the image out when there is none and keeps an absolute one as it is', () => {
    expect(product({ ...page, image: null, specifications: [] })).not.toHaveProperty('image');
    expect(product({ ...page, image: 'https://cdn.example.com/fs.jpg', specifications: [] }).image).toBe(
      'https://cdn.example.com/fs.jpg',
    );
    expect(product({ ...page, specifications: [] }).additionalProperty).toEqual([]);
  });
});
