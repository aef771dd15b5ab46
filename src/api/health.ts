import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

/** Liveness probe for load balancers and uptime checks: GET /api/health. */
export default function health(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok', uptime: Math.round(process.uptime()) });
}
