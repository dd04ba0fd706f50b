// The campaign routes' callers for the campaign tests, and the campaign in their answers.
import * as campaignRoute from "@/app/api/v1/campaigns/[id]/route";
import * as duplicateRoute from "@/app/api/v1/campaigns/[id]/duplicate/route";
import * as audienceRoute from "@/app/api/v1/campaigns/audience/route";
import type { CampaignJson } from "@/lib/campaigns/types";
import type { RouteHandler } from "@/lib/server/http/route";
import { call } from "@/tests/helpers/request";

type Headers = Record<string, string>;

/** The campaign in a route's answer (`data.campaign`). */
export const campaignOf = (response: { json: Record<string, unknown> | null }) =>
  (response.json!.data as { campaign: CampaignJson }).campaign;

const one = (id: string) => ({ params: { id } });

/** Callers of one campaign's routes; the handlers read the id from the params, so the path is a stand-in. */
export const campaignApi = {
  read: (headers: Headers, id: string) => call(campaignRoute.GET, "/x", { headers, ...one(id) }),
  update: (headers: Headers, id: string, body: unknown) =>
    call(campaignRoute.PUT, "/x", { method: "PUT", headers, body, ...one(id) }),
  remove: (headers: Headers, id: string) => call(campaignRoute.DELETE, "/x", { method: "DELETE", headers, ...one(id) }),
  duplicate: (headers: Headers, id: string) => call(duplicateRoute.POST, "/x", { method: "POST", headers, ...one(id) }),
  /** A POST to one of its actions (launch, pause, resume, cancel, unschedule, retry). */
  act: (handler: RouteHandler, headers: Headers, id: string) =>
    call(handler, "/x", { method: "POST", headers, ...one(id) }),
  /** The audience preview for a query string (type, channelId, customerIds…). */
  audience: (headers: Headers, query: string) =>
    call(audienceRoute.GET, `/api/v1/campaigns/audience?${query}`, { headers }),
};
