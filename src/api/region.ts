import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { handleNearestOffice } from '../server/contact/nearest-office-handler';
import { servedOffices } from '../server/contact/offices';
import { lookupRegion } from '../server/contact/region';
import { requestOf, send } from '../server/http/function-io';

/** GET /api/region: the office nearest the visitor, for the contact form ("nearest office: Suzhou"). */
export default function region(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  send(res, handleNearestOffice(requestOf(req), { region: lookupRegion, offices: servedOffices }));
}
