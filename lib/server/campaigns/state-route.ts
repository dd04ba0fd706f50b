import "server-only";
import type { Campaign } from "@/lib/generated/prisma/client";
import type { Action } from "@/lib/permissions";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";

/**
 * The route of a plain state change of one campaign (cancel, resume, unschedule): POST only, for
 * roles with `permission`; answers the campaign as it now is and the change said in the user's words.
 * A change from the wrong state is the service's 409.
 */
export function campaignStateRoute(
  permission: Action,
  change: (target: { companyId: string; id: string }) => Promise<Campaign>,
  done: "cancelled" | "resumed" | "unscheduled",
) {
  const action = route<{ id: string }>({ permission }, async ({ params, session, t }) => {
    const campaign = await change({ companyId: session.companyId, id: params.id });
    return ok(
      { campaign: await campaignToJson(session.companyId, campaign) },
      { message: t(`campaignsApi.api.${done}`) },
    );
  });
  return methods({ POST: action });
}
