"use client";

import { Ban, CalendarX, Copy, Pause, Pencil, Play, RotateCcw, Rocket, Trash2 } from "lucide-react";
import { WarningNote } from "@/components/common/warning-note";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { CampaignEditorSheet } from "@/components/campaigns/campaign-dialogs-lazy";
import { campaignCan, sentRatio } from "@/components/campaigns/campaign-rules";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { AudienceLabel, DateCell, TypeBadge } from "@/components/campaigns/campaigns-list";
import { CampaignFunnel } from "@/components/campaigns/detail/campaign-funnel";
import { RecipientsTable } from "@/components/campaigns/detail/recipients-table";
import { launchSchedules } from "@/components/campaigns/launch-dialog";
import { useCampaignActions } from "@/components/campaigns/use-campaign-actions";
import { BackButton } from "@/components/common/back-button";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { DataTableError } from "@/components/data-table/states";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { CAMPAIGNS_KEY } from "@/lib/client/events/live-query-keys";
import { can } from "@/lib/permissions";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { TeamRole } from "@/lib/validation/team";
import type { CampaignJson } from "@/lib/campaigns/types";

/**
 * A campaign's detail page (issue 19): its state and the buttons it allows, the live progress
 * (campaign.progress events refresh it through the query layer), the funnel and every recipient.
 */
export function CampaignDetail({ campaignId, role }: { campaignId: string; role: TeamRole }) {
  const t = useTranslations("campaigns.detail");
  const query = useApiQuery<{ campaign: CampaignJson }>(CAMPAIGNS_KEY, `/campaigns/${encodeURIComponent(campaignId)}`);
  const campaign = query.data?.campaign;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <BackButton href="/campaigns" label={t("back")} variant="ghost" size="sm" className="self-start" />
      {query.isPending ? (
        <div role="status" aria-label={t("loading")} className="flex flex-col gap-4">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : !campaign ? (
        <DataTableError message={requestErrorText(query.error, t("error"))} onRetry={() => void query.refetch()} />
      ) : (
        <CampaignBody campaign={campaign} role={role} />
      )}
    </div>
  );
}

function CampaignBody({ campaign, role }: { campaign: CampaignJson; role: TeamRole }) {
  const t = useTranslations("campaigns.detail");
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const preview = useCallback(() => undefined, []);
  const edit = useCallback(() => setEditing(true), []);
  const { actions, dialogs } = useCampaignActions({
    role,
    onPreview: preview,
    onEdit: edit,
    onDeleted: () => router.push("/campaigns"),
  });
  const retry = useApiMutation<unknown, void>({
    request: () => ({ path: `/campaigns/${encodeURIComponent(campaign.id)}/retry`, method: "POST" }),
    invalidates: [CAMPAIGNS_KEY],
  });
  const allowed = campaignCan(campaign.status);
  // Before launch there are no recipients: the audience is frozen when it starts.
  const hasRun = campaign.totalRecipients > 0 || !["DRAFT", "SCHEDULED"].includes(campaign.status);
  const mayRetry = can(role, "campaigns.launch") && campaign.counts.failed > 0 && allowed.retry;

  const buttons = [
    allowed.launch &&
      actions.onLaunch && {
        key: "launch",
        icon: Rocket,
        label: t(launchSchedules(campaign) ? "actions.schedule" : "actions.launch"),
        onClick: () => actions.onLaunch?.(campaign),
        variant: "default" as const,
      },
    allowed.pause &&
      actions.onPause && {
        key: "pause",
        icon: Pause,
        label: t("actions.pause"),
        onClick: () => actions.onPause?.(campaign),
        variant: "outline" as const,
      },
    allowed.resume &&
      actions.onResume && {
        key: "resume",
        icon: Play,
        label: t("actions.resume"),
        onClick: () => actions.onResume?.(campaign),
        variant: "default" as const,
      },
    allowed.unschedule &&
      actions.onUnschedule && {
        key: "unschedule",
        icon: CalendarX,
        label: t("actions.unschedule"),
        onClick: () => actions.onUnschedule?.(campaign),
        variant: "outline" as const,
      },
    allowed.edit &&
      actions.onEdit && {
        key: "edit",
        icon: Pencil,
        label: t("actions.edit"),
        onClick: () => actions.onEdit?.(campaign),
        variant: "outline" as const,
      },
    mayRetry && {
      key: "retry",
      icon: RotateCcw,
      label: t("actions.retry"),
      onClick: () => setRetrying(true),
      variant: "outline" as const,
    },
    actions.onDuplicate && {
      key: "duplicate",
      icon: Copy,
      label: t("actions.duplicate"),
      onClick: () => actions.onDuplicate?.(campaign),
      variant: "outline" as const,
    },
    allowed.cancel &&
      actions.onCancel && {
        key: "cancel",
        icon: Ban,
        label: t("actions.cancel"),
        onClick: () => actions.onCancel?.(campaign),
        variant: "outline" as const,
      },
    allowed.delete &&
      actions.onDelete && {
        key: "delete",
        icon: Trash2,
        label: t("actions.delete"),
        onClick: () => actions.onDelete?.(campaign),
        variant: "outline" as const,
      },
  ].filter((button) => button !== false && button !== undefined);

  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{campaign.name}</h1>
            <CampaignStatusBadge status={campaign.status} />
            <TypeBadge type={campaign.type} />
          </div>
          {campaign.description && <p className="text-sm text-muted-foreground">{campaign.description}</p>}
          <p className="font-mono text-xs text-muted-foreground">{campaign.id}</p>
        </div>
        <div role="group" aria-label={t("actions.label")} className="flex flex-wrap gap-2">
          {buttons.map(({ key, icon: Icon, label, onClick, variant }) => (
            <Button key={key} variant={variant} size="sm" onClick={onClick} data-testid={`campaign-${key}`}>
              <Icon aria-hidden />
              {label}
            </Button>
          ))}
        </div>
      </div>
      {campaign.status === "PAUSED" && (campaign.pausedReason === "planLimit" || campaign.pausedInFlight) ? (
        <WarningNote>
          {campaign.pausedReason === "planLimit"
            ? t("pausedPlanLimit")
            : t("pausedInFlight", { count: campaign.pausedInFlight ?? 0 })}
        </WarningNote>
      ) : null}
      <ProgressPanel campaign={campaign} />
      {hasRun ? (
        <>
          <CampaignFunnel campaign={campaign} />
          <RecipientsTable campaign={campaign} />
        </>
      ) : (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {t("notLaunched")}
        </p>
      )}
      <CampaignEditorSheet open={editing} onOpenChange={setEditing} campaignId={campaign.id} />
      <ConfirmDialog
        open={retrying}
        onOpenChange={setRetrying}
        title={t("retry.title")}
        description={t("retry.text", { count: campaign.counts.failed })}
        confirmLabel={t("retry.confirm")}
        confirmVariant="default"
        onConfirm={async () => {
          const { message } = await retry.mutateAsync();
          toast.success(message ?? t("retry.done"));
          setRetrying(false);
        }}
      />
      {dialogs}
    </>
  );
}

/** Sent of total with a bar, and how many are pending, failed, unknown or skipped; live while it sends. */
function ProgressPanel({ campaign }: { campaign: CampaignJson }) {
  const t = useTranslations("campaigns.detail.progress");
  const format = useFormatter();
  const ratio = sentRatio(campaign);
  const figures = [
    ["pending", campaign.counts.pending],
    ["failed", campaign.counts.failed],
    ["unknown", campaign.counts.unknown],
    ["skipped", campaign.counts.skipped],
  ] as const;
  return (
    <section
      aria-labelledby="campaign-progress-title"
      className="grid grid-cols-1 gap-4 rounded-xl border bg-card p-4 sm:p-6 lg:grid-cols-[2fr_1fr_1fr]"
      data-testid="campaign-progress"
    >
      <div className="flex flex-col gap-2">
        <h2 id="campaign-progress-title" className="text-base font-semibold tracking-tight">
          {t("title")}
        </h2>
        <p className="text-sm tabular-nums" aria-live="polite">
          <span className="text-2xl font-semibold" data-testid="campaign-sent">
            {format.number(campaign.sentRecipients)}
          </span>
          <span className="text-muted-foreground">
            {" "}
            {t("of", { total: format.number(campaign.totalRecipients) })} ·{" "}
            {format.number(ratio, { style: "percent", maximumFractionDigits: 1 })}
          </span>
        </p>
        <Progress value={ratio * 100} className="h-2" aria-label={t("title")} />
        <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {figures.map(([key, value]) => (
            <div key={key} className="flex flex-col">
              <dt className="text-xs text-muted-foreground">{t(key)}</dt>
              <dd className="font-medium tabular-nums" data-testid={`campaign-count-${key}`}>
                {format.number(value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <span className="text-xs text-muted-foreground">{t("audience")}</span>
        <AudienceLabel campaign={campaign} />
        <span className="mt-2 text-xs text-muted-foreground">{t("template")}</span>
        <span className="truncate">{campaign.template?.displayName ?? campaign.template?.name ?? "—"}</span>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <DateCell campaign={campaign} />
        <span className="mt-2 text-xs text-muted-foreground">{t("channel")}</span>
        <span className="truncate">{campaign.channel?.name ?? "—"}</span>
      </div>
    </section>
  );
}
