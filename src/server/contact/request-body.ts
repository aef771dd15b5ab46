// How a contact request's body is declared and decoded: JSON in UTF-8, nothing else.

/** A Content-Type parameter (RFC 9110): token=token or token="quoted string", with optional spaces around. */
const mediaTypeParameter = /\s*;\s*(?:([!#$%&'*+.^_`|~\w-]+)\s*=\s*([!#$%&'*+.^_`|~\w-]+|"(?:[^"\\]|\\.)*"))?/y;

/** The names of UTF-8 in the WHATWG Encoding Standard that clients send ("utf8" from some HTTP libraries). */
const utf8Labels = ['utf-8', 'utf8', 'unicode-1-1-utf-8'];

/**
 * What is wrong with a request's Content-Type for a JSON message, if anything: not JSON at all,
 * or JSON declared in a charset other than UTF-8 (iso-8859-1 would be stored garbled, utf-16 read
 * as UTF-8). No charset, or charset=utf-8 (or another label of UTF-8) in any case, quoted or not, is fine.
 */
export function contentTypeProblem(contentType: string | undefined): 'type' | 'charset' | null {
  const value = (contentType ?? '').trimEnd();
  const semicolon = value.indexOf(';');
  const mediaType = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  if (mediaType !== 'application/json') return 'type';
  for (let index = semicolon === -1 ? value.length : semicolon; index < value.length;) {
    mediaTypeParameter.lastIndex = index;
    const match = mediaTypeParameter.exec(value);
    // Unreadable parameters: whatever charset they meant is unknown.
    if (!match || mediaTypeParameter.lastIndex === index) return 'charset';
    index = mediaTypeParameter.lastIndex;
    const [, name, raw] = match;
    if (name?.toLowerCase() !== 'charset' || raw === undefined) continue;
    const charset = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    if (!utf8Labels.includes(charset.toLowerCase())) return 'charset';
  }
  return null;
}

/** Decodes a body as strict UTF-8 (a leading byte-order mark dropped); undefined when it is not UTF-8. */
export function utf8Text(raw: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return undefined;
  }
}
