import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { contactSecret, issueToken } from '../server/contact/token';

/** GET /api/contact-token: a signed "form shown at" time and a submission id for the contact form. */
export default function contactToken(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json(issueToken(contactSecret()));
}
