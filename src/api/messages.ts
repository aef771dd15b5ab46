import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { inbox } from '../server/contact/service';
import { requestOf, send } from '../server/http/function-io';

/** GET /api/messages: the sales inbox (Authorization: Bearer CONTACT_INBOX_TOKEN), JSON or ?format=csv. */
export default async function messages(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  send(res, await inbox(requestOf(req)));
}
