import { withQuery } from "@/lib/query/url-state";
import type { CampaignAudience, CampaignType } from "@/lib/validation/campaigns";

/** Every audience query lives under this key (its figures change with the customers, not the campaigns). */
export const AUDIENCE_KEY = ["campaigns", "audience"] as const;

export type AudienceChoice = {
  targetAudience: CampaignAudience;
  selectedGroups: readonly string[];
  selectedCustomers: readonly string[];
  channelId: string | null;
  /** Only a marketing campaign leaves out the customers who opted out. */
  type: CampaignType;
};

/** GET /campaigns/audience for a choice: how many would receive it and how many are left out, and why. */
export function audiencePath(choice: AudienceChoice): string {
  const params = new URLSearchParams({ type: choice.targetAudience });
  if (choice.targetAudience === "CUSTOM_GROUP") {
    if (choice.selectedGroups.length) params.set("groupIds", choice.selectedGroups.join(","));
    if (choice.selectedCustomers.length) params.set("customerIds", choice.selectedCustomers.join(","));
  }
  if (choice.channelId) params.set("channelId", choice.channelId);
  params.set("campaignType", choice.type);
  return withQuery("/campaigns/audience", params);
}
