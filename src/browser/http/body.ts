/** How request bodies are sent and response bodies read. */

/** What post, put and patch accept: plain objects and arrays go as JSON, anything fetch takes goes as it is. */
export type RequestBody = BodyInit | object;

/** True for arrays and plain objects (from any realm), the bodies sent as JSON. */
export function isJsonBody(body: unknown): body is object {
  if (Array.isArray(body)) return true;
  if (body === null || typeof body !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** ky's options for a body: `json` for plain data (ky sets Content-Type: application/json), `body` otherwise. */
export function bodyOptions(body: RequestBody | undefined): { json?: unknown; body?: BodyInit } {
  if (body === undefined) return {};
  return isJsonBody(body) ? { json: body } : { body: body as BodyInit };
}

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** True when the Content-Type names JSON (application/json, application/problem+json, ...). */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && jsonType.test(contentType.trim());
}

/** Parses text as JSON where it is JSON, else returns the text; undefined for an empty body. */
export function parseLenient(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body of an error response, parsed as JSON where possible; undefined when empty or unreadable. */
export async function readErrorData(response: Response): Promise<unknown> {
  try {
    // A clone, so the body stays readable on the HttpError's `response`.
    return parseLenient(await response.clone().text());
  } catch {
    return undefined;
  }
}

/**
 * The body of a successful response: undefined for HEAD, 204, 205 and an empty body; parsed JSON
 * when the Content-Type says JSON (a SyntaxError when it is not valid JSON); text otherwise.
 */
export async function readBody(response: Response, method: string): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!isJsonContentType(response.headers.get('content-type'))) return text;
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}
