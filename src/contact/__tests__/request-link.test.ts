import { contactRequestHref } from '../request-link';
import { contactPrefill } from '../request-prefill';

describe('contactRequestHref', () => {
  it("opens the contact form of the About page in the visitor's language, with the request filled in", () => {
    expect(contactRequestHref('zh', { requestType: 'quote', product: 'YC-FS20-IR' })).toBe(
      '/about/?request=quote&product=YC-FS20-IR#contact-form',
    );
    expect(contactRequestHref('en', { requestType: 'sample', product: 'Glass cutting & drilling' })).toBe(
      '/en/about/?request=sample&product=Glass%20cutting%20%26%20drilling#contact-form',
    );
  });
});

describe('contactPrefill', () => {
  it('reads back what contactRequestHref wrote', () => {
    const href = contactRequestHref('en', { requestType: 'sample', product: '玻璃切割 & 钻孔' });
    expect(contactPrefill(new URL(href, 'https://example.cn').search)).toEqual({
      requestType: 'sample',
      product: '玻璃切割 & 钻孔',
    });
  });

  it('ignores an unknown request type and an empty product', () => {
    expect(contactPrefill('?request=discount&product=%20%20')).toEqual({});
    expect(contactPrefill('')).toEqual({});
    expect(contactPrefill('?product=YC-PS50-UV')).toEqual({ product: 'YC-PS50-UV' });
  });

  it('cleans the product of line breaks and invisible characters and cuts it to 100 characters', () => {
    expect(contactPrefill('?product=YC%0D%0ABcc%E2%80%AE')).toEqual({ product: 'YCBcc' });
    expect(contactPrefill(`?product=${'型'.repeat(150)}`).product).toHaveLength(100);
  });
});
