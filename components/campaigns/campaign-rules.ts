import type { CampaignJson } from "@/lib/campaigns/types";
import type { CampaignStatus } from "@/lib/validation/campaigns";

// Which state change each campaign status allows (issue 19; the API answers 409 otherwise).

export function campaignCan(status: CampaignStatus) {
  return {
    edit: status === "DRAFT" || status === "SCHEDULED",
    launch: status === "DRAFT",
    unschedule: status === "SCHEDULED",
    pause: status === "ACTIVE",
    resume: status === "PAUSED",
    cancel: status === "DRAFT" || status === "SCHEDULED" || status === "ACTIVE" || status === "PAUSED",
    delete: status !== "ACTIVE",
    retry: status === "COMPLETED" || status === "PAUSED",
  };
}

/** Sent so far out of the frozen audience, 0–1 (0 before launch). */
export function sentRatio(campaign: Pick<CampaignJson, "totalRecipients" | "sentRecipients">): number {
  if (campaign.totalRecipients <= 0) return 0;
  return Math.min(1, campaign.sentRecipients / campaign.totalRecipients);
}

/** The date the list shows: when it was sent, else when it is scheduled, else none. */
export function campaignDate(campaign: Pick<CampaignJson, "sentAt" | "scheduledFor">) {
  if (campaign.sentAt) return { kind: "sent" as const, at: campaign.sentAt };
  if (campaign.scheduledFor) return { kind: "scheduled" as const, at: campaign.scheduledFor };
  return null;
}

/** GET/PUT/DELETE /campaigns/{id}: one campaign (and its cache key's path). */
export const campaignPath = (id: string) => `/campaigns/${encodeURIComponent(id)}`;
