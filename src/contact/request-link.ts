import type { Locale } from '../i18n/locales';
import { localePath } from '../routes';
import type { RequestType } from './request-types';

/**
 * What a page's action asks the contact form to start with: the request type, the product or
 * solution, and a message drafted from what the visitor chose (the pulse calculator's parameters,
 * the finder's filters).
 */
export interface ContactRequestPrefill {
  requestType: RequestType;
  product?: string;
  message?: string;
}

/** The id of the contact form's slot (About's Contact tab, which opens for it; the service page). */
export const contactFormAnchor = 'contact-form';

/**
 * The address of the contact form filled in for a request: `/about/?request=quote&product=YC-FS20-IR#contact-form`
 * (with the locale's prefix); a service request opens the form of the service page, beside the
 * return procedure (`/supports/service/?request=service&product=…#contact-form`). The form reads it back with `contactPrefill` (request-prefill.ts), kept
 * apart so that the pages with the links do not load it.
 */
export function contactRequestHref(locale: Locale, { requestType, product, message }: ContactRequestPrefill): string {
  const query = [`request=${requestType}`];
  if (product) query.push(`product=${encodeURIComponent(product)}`);
  if (message) query.push(`message=${encodeURIComponent(message)}`);
  const page = requestType === 'service' ? localePath('supports-service', locale) : localePath('about', locale);
  return `${page}?${query.join('&')}#${contactFormAnchor}`;
}
