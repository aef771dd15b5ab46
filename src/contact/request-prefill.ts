import type { ContactRequestPrefill } from './request-link';
import { isRequestType, messageMaxLength, productMaxLength } from './request-types';

/** Anything but printable text on one line: a product name in a link is never allowed more. */
// eslint-disable-next-line no-control-regex -- finding control and format characters is the point
const unprintable = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
/** The same for a message, which keeps its line breaks (a bare \r is made a line break). */
// eslint-disable-next-line no-control-regex -- finding control and format characters is the point
const unprintableInMessage = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** The text cleaned by `pattern`, trimmed and cut to `max` characters (not UTF-16 units). */
const cleaned = (value: string | null, pattern: RegExp, max: number) =>
  Array.from((value ?? '').replace(pattern, '').trim())
    .slice(0, max)
    .join('');

/**
 * The start values a link gave the form (`?request=quote&product=…`): an unknown request type is
 * ignored, the product and the message are cut to their limits and cleaned of invisible characters. The visitor can
 * change both before sending; the server checks them like anything typed.
 */
export function contactPrefill(search: string): Partial<ContactRequestPrefill> {
  const query = new URLSearchParams(search);
  const prefill: Partial<ContactRequestPrefill> = {};
  const requestType = query.get('request');
  if (isRequestType(requestType)) prefill.requestType = requestType;
  const product = cleaned(query.get('product'), unprintable, productMaxLength);
  if (product) prefill.product = product;
  const message = cleaned((query.get('message') ?? '').replace(/\r\n?/g, '\n'), unprintableInMessage, messageMaxLength);
  if (message) prefill.message = message;
  return prefill;
}
