import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { contactHandler, startContactNotifications } from '../server/contact/service';
import { requestOf, send } from '../server/http/function-io';

/**
 * The handler reads the raw body itself (JSON only, at most 16 KB, clear 4xx answers in the
 * sender's language), through readBody() after its method, type and refused-budget checks: our
 * server (src/server/http/functions.ts) reads nothing before, so a GET or a form is answered
 * unread. Written as a destructuring export on purpose: Gatsby's query extraction takes a plain
 * `export const config` in any file under src/ for a page's DSG config and then builds (and fails
 * to validate) SSR engines the site does not need.
 */
export const { config } = { config: { bodyParser: { raw: { type: '*/*', limit: '64kb' } } } };

// Pending notification e-mail is retried from the moment this Function is loaded: the server
// loads every Function when it starts, so mail left over from before a restart goes out then.
startContactNotifications();

/** POST /api/contact: a prospect's message. */
export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  send(res, await contactHandler()(requestOf(req)));
}
