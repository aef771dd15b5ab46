import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

/** The request as our host-independent handlers see it. */
export function requestOf(req: GatsbyFunctionRequest) {
  return {
    method: req.method ?? 'GET',
    headers: req.headers,
    query: req.query as Record<string, unknown>,
    body: req.body as unknown,
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
