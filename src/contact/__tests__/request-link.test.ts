import { contactRequestHref } from '../request-link';
import { contactPrefill } from '../request-prefill';
import { messageMaxLength } from '../request-types';
import { contactLimits } from '../schema';

describe('contactRequestHref', () => {
  it("opens the contact form of the About page in the visitor's language, with the request filled in", () => {
    expect(contactRequestHref('zh', { requestType: 'quote', product: 'YC-FS20-IR' })).toBe(
      '/about/?request=quote&product=YC-FS20-IR#contact-form',
    );
    expect(contactRequestHref('en', { requestType: 'sample', product: 'Glass cutting & drilling' })).toBe(
      '/en/about/?request=sample&product=Glass%20cutting%20%26%20drilling#contact-form',
    );
  });

  it('opens a service request on the service page, beside the return procedure', () => {
    expect(contactRequestHref('en', { requestType: 'service', product: 'YC-PS30-UV' })).toBe(
      '/en/supports/service/?request=service&product=YC-PS30-UV#contact-form',
    );
  });

  it('carries a drafted message, and leaves out an empty product', () => {
    expect(contactRequestHref('zh', { requestType: 'general', message: '飞秒 + 光伏\n无匹配' })).toBe(
      '/about/?request=general&message=%E9%A3%9E%E7%A7%92%20%2B%20%E5%85%89%E4%BC%8F%0A%E6%97%A0%E5%8C%B9%E9%85%8D#contact-form',
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

  it("reads back a drafted message with its line breaks, cleaned and cut to the form's limit", () => {
    const message = 'E = P / f = 20 μJ\nF0 = 12.7 J/cm²';
    const href = contactRequestHref('en', { requestType: 'quote', product: 'YC-FS20-IR', message });
    expect(contactPrefill(new URL(href, 'https://example.cn').search)).toEqual({
      requestType: 'quote',
      product: 'YC-FS20-IR',
      message,
    });
    expect(contactPrefill('?message=a%0D%0Ab%E2%80%AE%00c').message).toBe('a\nbc');
    expect(contactPrefill(`?message=${'字'.repeat(1200)}`).message).toHaveLength(1000);
    expect(messageMaxLength).toBe(contactLimits.message);
  });
});
