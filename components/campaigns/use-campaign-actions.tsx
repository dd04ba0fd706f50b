"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { campaignPath } from "@/components/campaigns/campaign-rules";
import type { CampaignRowActions } from "@/components/campaigns/campaign-row-menu";
import { LaunchDialog } from "@/components/campaigns/launch-dialog";
import { ConfirmDialog, useConfirmation } from "@/components/common/confirm-dialog";
import { requestErrorText } from "@/components/form/field-messages";
import { CAMPAIGNS_KEY } from "@/lib/client/events/live-query-keys";
import { can } from "@/lib/permissions";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import type { TeamRole } from "@/lib/validation/team";
import type { CampaignJson } from "@/lib/campaigns/types";

type StateChange = "pause" | "resume" | "cancel" | "duplicate" | "unschedule";

/**
 * The state changes of a campaign (list rows, cards, the detail page), each allowed by the viewer's
 * role: pause, resume and duplicate at once (the server's message in a toast, e.g. how many sends
 * were already in flight), launch/schedule, cancel and delete after a confirmation. `dialogs`
 * must be rendered once by the caller.
 */
export function useCampaignActions({
  role,
  onPreview,
  onEdit,
  onDeleted,
}: {
  role: TeamRole;
  onPreview: (campaign: CampaignJson) => void;
  onEdit: (campaign: CampaignJson) => void;
  onDeleted?: (campaign: CampaignJson) => void;
}) {
  const t = useTranslations("campaigns.screen");
  const [launching, setLaunching] = useState<CampaignJson | null>(null);
  const cancelling = useConfirmation<CampaignJson>();
  const deleting = useConfirmation<CampaignJson>();

  const change = useApiMutation<{ campaign?: CampaignJson }, { campaign: CampaignJson; action: StateChange }>({
    request: ({ campaign, action }) => ({ path: `${campaignPath(campaign.id)}/${action}`, method: "POST" }),
    invalidates: [CAMPAIGNS_KEY],
  });
  const remove = useApiMutation<unknown, CampaignJson>({
    request: (campaign) => ({ path: campaignPath(campaign.id), method: "DELETE" }),
    invalidates: [CAMPAIGNS_KEY],
  });

  const actions: CampaignRowActions = useMemo(() => {
    const run = async (campaign: CampaignJson, action: StateChange) => {
      try {
        const { message } = await change.mutateAsync({ campaign, action });
        toast.success(message ?? t(`done.${action}`));
      } catch (error) {
        toast.error(requestErrorText(error, t("actionError")));
      }
    };
    return {
      onPreview,
      onEdit: can(role, "campaigns.update") ? onEdit : undefined,
      onLaunch: can(role, "campaigns.launch") ? setLaunching : undefined,
      onUnschedule: can(role, "campaigns.launch") ? (campaign) => void run(campaign, "unschedule") : undefined,
      onDuplicate: can(role, "campaigns.create") ? (campaign) => void run(campaign, "duplicate") : undefined,
      onPause: can(role, "campaigns.pause") ? (campaign) => void run(campaign, "pause") : undefined,
      onResume: can(role, "campaigns.resume") ? (campaign) => void run(campaign, "resume") : undefined,
      onCancel: can(role, "campaigns.cancel") ? cancelling.ask : undefined,
      onDelete: can(role, "campaigns.delete") ? deleting.ask : undefined,
    };
    // `change.mutateAsync` is stable; the mutation object itself changes on every state.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [role, onPreview, onEdit, t, change.mutateAsync, cancelling.ask, deleting.ask]);

  const dialogs = (
    <>
      <LaunchDialog campaign={launching} onClose={() => setLaunching(null)} />
      <ConfirmDialog
        {...cancelling.dialog}
        title={t("confirm.cancel.title")}
        description={t("confirm.cancel.text", { name: cancelling.subject?.name ?? "" })}
        confirmLabel={t("confirm.cancel.confirm")}
        onConfirm={async () => {
          if (!cancelling.subject) return;
          const { message } = await change.mutateAsync({ campaign: cancelling.subject, action: "cancel" });
          toast.success(message ?? t("done.cancel"));
          cancelling.close();
        }}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title={t("confirm.delete.title")}
        description={t("confirm.delete.text", { name: deleting.subject?.name ?? "" })}
        confirmLabel={t("confirm.delete.confirm")}
        onConfirm={async () => {
          if (!deleting.subject) return;
          await remove.mutateAsync(deleting.subject);
          toast.success(t("done.delete"));
          onDeleted?.(deleting.subject);
          deleting.close();
        }}
      />
    </>
  );

  return { actions, dialogs };
}
