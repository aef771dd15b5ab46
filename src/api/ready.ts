import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { storeReady } from '../server/contact/service';

/**
 * Readiness probe for load balancers: GET /api/ready answers 200 when the contact store can
 * write now, 503 with Retry-After when it cannot (read-only file, locked, database down).
 * /api/health stays the liveness probe: it only says the process answers.
 */
export default async function ready(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  // Never the store's own error text: it may name files, hosts or users.
  if (await storeReady()) {
    res.status(200).json({ status: 'ready' });
  } else {
    res.setHeader('Retry-After', '5');
    res.status(503).json({ status: 'unavailable' });
  }
}
