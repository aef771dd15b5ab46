import type { ContactRequestPrefill } from './request-link';
import { isRequestType, productMaxLength } from './request-types';

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
