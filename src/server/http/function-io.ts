import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

/**
 * Where our server (functions.ts) leaves a Function's body reader on the request: the body is
 * read and parsed only when the Function asks, after its own checks. A symbol from the global
 * registry, so that a compiled Function finds it without importing this module; the server tells
 * a Function that reads its body this way by this name in its compiled bundle.
 */
export const bodyReaderName = 'laser-site.readBody';
export const bodyReaderKey = Symbol.for(bodyReaderName);

/**
 * The request's body, parsed as the types its Function's `config.bodyParser` names (read on the
 * first call only; rejects with a 4xx error for a body it refuses). Under `gatsby develop`, whose
 * middleware parses every body before the Function runs, the body Gatsby parsed.
 */
export function readBody(req: GatsbyFunctionRequest): Promise<unknown> {
  const reader = (req as GatsbyFunctionRequest & { [bodyReaderKey]?: () => Promise<unknown> })[bodyReaderKey];
  return reader ? reader() : Promise.resolve(req.body as unknown);
}

/** The request as our host-independent handlers see it; its body is read by `readBody()`, when they ask. */
export function requestOf(req: GatsbyFunctionRequest) {
  return {
    method: req.method ?? 'GET',
    headers: req.headers,
    query: req.query as Record<string, unknown>,
    body: req.body as unknown,
    readBody: () => readBody(req),
    // Express computes req.ip from the socket and the trust-proxy setting.
    ip: (req as GatsbyFunctionRequest & { ip?: string }).ip ?? req.socket?.remoteAddress ?? '',
  };
}

/** Sends a handler's answer: JSON for objects, text otherwise. */
export function send(
  res: GatsbyFunctionResponse,
  result: { status: number; headers: Record<string, string>; body: unknown },
) {
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  res.status(result.status);
  if (typeof result.body === 'string') res.send(result.body);
  else res.json(result.body);
}
