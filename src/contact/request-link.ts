import type { Locale } from '../i18n/locales';
import { localePath } from '../routes';
import type { RequestType } from './request-types';

/** What a page's action asks the contact form to start with: the request type and the product or solution. */
export interface ContactRequestPrefill {
  requestType: RequestType;
  product: string;
}

/** The id of the contact form's slot on the About page's Contact tab (the tab opens for it). */
export const contactFormAnchor = 'contact-form';

/**
 * The address of the contact form filled in for a request: `/about/?request=quote&product=YC-FS20-IR#contact-form`
 * (with the locale's prefix). The form reads it back with `contactPrefill` (request-prefill.ts), kept
 * apart so that the pages with the links do not load it.
 */
export function contactRequestHref(locale: Locale, { requestType, product }: ContactRequestPrefill): string {
  return `${localePath('about', locale)}?request=${requestType}&product=${encodeURIComponent(product)}#${contactFormAnchor}`;
}
