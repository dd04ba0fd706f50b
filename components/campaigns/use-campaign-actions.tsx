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

/** Cancel or delete, asked first: the texts of `confirm.<kind>`, closed once `onConfirm` is done. */
function CampaignConfirmDialog({
  kind,
  confirmation,
  onConfirm,
}: {
  kind: "cancel" | "delete";
  confirmation: ReturnType<typeof useConfirmation<CampaignJson>>;
  onConfirm: (campaign: CampaignJson) => Promise<void>;
}) {
  const t = useTranslations("campaigns.screen.confirm");
  const campaign = confirmation.subject;
  return (
    <ConfirmDialog
      {...confirmation.dialog}
      title={t(`${kind}.title`)}
      description={t(`${kind}.text`, { name: campaign?.name ?? "" })}
      confirmLabel={t(`${kind}.confirm`)}
      onConfirm={async () => {
        if (!campaign) return;
        await onConfirm(campaign);
        confirmation.close();
      }}
    />
  );
}

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
      <CampaignConfirmDialog
        kind="cancel"
        confirmation={cancelling}
        onConfirm={async (campaign) => {
          const { message } = await change.mutateAsync({ campaign, action: "cancel" });
          toast.success(message ?? t("done.cancel"));
        }}
      />
      <CampaignConfirmDialog
        kind="delete"
        confirmation={deleting}
        onConfirm={async (campaign) => {
          await remove.mutateAsync(campaign);
          toast.success(t("done.delete"));
          onDeleted?.(campaign);
        }}
      />
    </>
  );

  return { actions, dialogs };
}
