"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { AUDIENCE_KEY, audiencePath } from "@/components/campaigns/audience-query";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { useFormatter } from "@/components/format/formatter-provider";
import { CAMPAIGNS_KEY } from "@/lib/client/events/live-query-keys";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { AudienceJson, CampaignJson } from "@/lib/campaigns/types";

/** Whether launching this campaign schedules it (a time in the future) rather than sending now. */
export const launchSchedules = (campaign: Pick<CampaignJson, "sendImmediately" | "scheduledFor">) =>
  !campaign.sendImmediately && campaign.scheduledFor !== null;

/**
 * Launch (or Schedule) a draft, confirmed first: the dialog says how many customers will receive
 * it now (the audience counted live, as the launch will freeze it) and, for a schedule, when.
 */
export function LaunchDialog({ campaign, onClose }: { campaign: CampaignJson | null; onClose: () => void }) {
  const t = useTranslations("campaigns.launch");
  const format = useFormatter();
  const audience = useApiQuery<AudienceJson>(
    AUDIENCE_KEY,
    campaign
      ? audiencePath({
          targetAudience: campaign.targetAudience,
          selectedGroups: campaign.selectedGroups,
          selectedCustomers: campaign.selectedCustomers,
          channelId: campaign.channel?.id ?? null,
          type: campaign.type,
        })
      : "",
    { enabled: campaign !== null },
  );
  const launch = useApiMutation<{ campaign?: CampaignJson }, CampaignJson>({
    request: (target) => ({ path: `/campaigns/${encodeURIComponent(target.id)}/launch`, method: "POST" }),
    invalidates: [CAMPAIGNS_KEY],
  });
  const isSchedule = campaign !== null && launchSchedules(campaign);
  const count = audience.data ? format.number(audience.data.recipients) : "…";
  const description = !campaign
    ? ""
    : isSchedule && campaign.scheduledFor
      ? t("scheduleText", { count, name: campaign.name, date: format.dateTime(campaign.scheduledFor) })
      : t("text", { count, name: campaign.name });

  return (
    <ConfirmDialog
      open={campaign !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t(isSchedule ? "scheduleTitle" : "title")}
      description={<span data-testid="launch-count">{description}</span>}
      confirmLabel={t(isSchedule ? "scheduleConfirm" : "confirm")}
      confirmVariant="default"
      onConfirm={async () => {
        if (!campaign) return;
        const { message } = await launch.mutateAsync(campaign);
        toast.success(message ?? t(isSchedule ? "scheduled" : "launched"));
        onClose();
      }}
    />
  );
}
