import type { Locale } from '../i18n/locales';
import { localePath } from '../routes';
import { isRequestType, productMaxLength, type RequestType } from './request-types';

/** What a page's action asks the contact form to start with: the request type and the product or solution. */
export interface ContactRequestPrefill {
  requestType: RequestType;
  product: string;
}

/** The id of the contact form's slot on the About page's Contact tab (the tab opens for it). */
export const contactFormAnchor = 'contact-form';

/**
 * The address of the contact form filled in for a request: `/about/?request=quote&product=YC-FS20-IR#contact-form`
 * (with the locale's prefix). The form reads it back with `contactPrefill`.
 */
export function contactRequestHref(locale: Locale, { requestType, product }: ContactRequestPrefill): string {
  const query = new URLSearchParams({ request: requestType, product });
  return `${localePath('about', locale)}?${query.toString()}#${contactFormAnchor}`;
}

/** Anything but printable text on one line: a product name in a link is never allowed more. */
// eslint-disable-next-line no-control-regex -- finding control and format characters is the point
const unprintable = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The start values a link gave the form (`?request=quote&product=…`): an unknown request type is
 * ignored, the product is cut to its limit and cleaned of invisible characters. The visitor can
 * change both before sending; the server checks them like anything typed.
 */
export function contactPrefill(search: string): Partial<ContactRequestPrefill> {
  const query = new URLSearchParams(search);
  const prefill: Partial<ContactRequestPrefill> = {};
  const requestType = query.get('request');
  if (isRequestType(requestType)) prefill.requestType = requestType;
  const product = Array.from((query.get('product') ?? '').replace(unprintable, '').trim())
    .slice(0, productMaxLength)
    .join('');
  if (product) prefill.product = product;
  return prefill;
}
