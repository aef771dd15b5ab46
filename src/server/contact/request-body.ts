// How a contact request's body is declared and decoded: JSON in UTF-8, nothing else.
//
// Kept by hand on purpose, after measuring the alternative: the body parser a Gatsby Function's
// config offers (express.json, given only `type` and `limit`; Gatsby's config schema drops any
// other option, `verify` included, and falls back to its defaults) was fed the e2e charset bodies
// (__tests__/request-body.test.ts). It let 3 of the 5 bodies this site must refuse through:
// UTF-16 with and without a byte-order mark (decoded and accepted) and undeclared Latin-1 bytes
// (accepted as "Jos\uFFFD", a garbled stored message), and it refused `charset=utf8`, which some
// HTTP libraries send. Its errors also end the request before the handler runs, so they would
// neither be answered in the sender's language nor counted against the sender's refused attempts.
// Node's own WHATWG MIME parser (util.MIMEType) was measured too: it takes the first of two
// charsets and ignores `charset=` and an unterminated quote, three cases refused here.

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
