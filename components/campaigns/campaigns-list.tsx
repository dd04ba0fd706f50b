"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ListCard } from "@/components/common/list-card";
import { CampaignRowMenu, type CampaignRowActions } from "@/components/campaigns/campaign-row-menu";
import { campaignDate, sentRatio } from "@/components/campaigns/campaign-rules";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { useDataTable, type CardContext, type ColumnDef } from "@/components/data-table/data-table";
import { actionsColumn, column } from "@/components/data-table/columns";
import { DataTableSkeleton, type SkeletonShapes } from "@/components/data-table/states";
import { useFormatter } from "@/components/format/formatter-provider";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import type { CampaignJson } from "@/lib/campaigns/types";

/** The detail page of a campaign. */
export const campaignHref = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

/** The name (a link to the detail page) over its ID. */
function NameCell({ campaign }: { campaign: CampaignJson }) {
  const t = useTranslations("campaigns.screen");
  return (
    <div className="min-w-0">
      <Link
        href={campaignHref(campaign.id)}
        className="block max-w-full truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {campaign.name}
      </Link>
      <p className="truncate font-mono text-xs text-muted-foreground">{t("idLabel", { id: campaign.id })}</p>
    </div>
  );
}

export function TypeBadge({ type }: { type: CampaignJson["type"] }) {
  const t = useTranslations("campaigns.screen.types");
  return (
    <Badge variant="outline" className="font-normal">
      {t(type)}
    </Badge>
  );
}

/** The audience in words; a custom group says how many groups and customers were picked. */
export function AudienceLabel({ campaign }: { campaign: CampaignJson }) {
  const t = useTranslations("campaigns.screen");
  if (campaign.targetAudience !== "CUSTOM_GROUP")
    return <span className="block whitespace-normal">{t(`audiences.${campaign.targetAudience}`)}</span>;
  return (
    <span className="flex flex-col whitespace-normal">
      <span>{t("audiences.CUSTOM_GROUP")}</span>
      <span className="text-xs text-muted-foreground">
        {t("customPick", { groups: campaign.selectedGroups.length, customers: campaign.selectedCustomers.length })}
      </span>
    </span>
  );
}

/** Sent of total; while the campaign runs (or is paused), a bar under it. */
export function RecipientsCell({ campaign }: { campaign: CampaignJson }) {
  const t = useTranslations("campaigns.screen");
  const format = useFormatter();
  const isRunning = campaign.status === "ACTIVE" || campaign.status === "PAUSED";
  const ratio = sentRatio(campaign);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-sm tabular-nums">
        {t("recipientsCount", {
          sent: format.number(campaign.sentRecipients),
          total: format.number(campaign.totalRecipients),
        })}
      </span>
      {isRunning && (
        <Progress
          value={ratio * 100}
          className="h-1.5"
          aria-label={t("progressLabel", { percent: format.number(ratio, { style: "percent" }) })}
        />
      )}
    </div>
  );
}

/** A 0–100 rate as "12,5 %". */
function useRate() {
  const format = useFormatter();
  return (rate: number) => format.number(rate / 100, { style: "percent", maximumFractionDigits: 1 });
}

export function PerformanceCell({ campaign }: { campaign: CampaignJson }) {
  const t = useTranslations("campaigns.screen.performance");
  const rate = useRate();
  // Before anything was sent there is no rate to show (not 0 %).
  if (campaign.sentRecipients === 0) return <span className="text-sm text-muted-foreground">—</span>;
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs tabular-nums">
      <dt className="text-muted-foreground">{t("open")}</dt>
      <dd>{rate(campaign.openRate)}</dd>
      <dt className="text-muted-foreground">{t("click")}</dt>
      <dd>{rate(campaign.clickRate)}</dd>
      <dt className="text-muted-foreground">{t("conversion")}</dt>
      <dd>{rate(campaign.conversionRate)}</dd>
    </dl>
  );
}

export function DateCell({ campaign }: { campaign: CampaignJson }) {
  const t = useTranslations("campaigns.screen");
  const format = useFormatter();
  const date = campaignDate(campaign);
  if (!date) return <span className="text-muted-foreground">{t("noDate")}</span>;
  return (
    <span className="flex flex-col text-sm">
      <span className="text-xs text-muted-foreground">{t(`dateKinds.${date.kind}`)}</span>
      <time dateTime={date.at} title={format.dateTime(date.at)}>
        {format.dateTime(date.at)}
      </time>
    </span>
  );
}

const campaignId = (campaign: CampaignJson) => campaign.id;

/** The campaigns list on the data-table kit: the server filters and pages (newest first). */
export function useCampaignsTable({ campaigns, actions }: { campaigns: CampaignJson[]; actions: CampaignRowActions }) {
  const t = useTranslations("campaigns.screen");
  const columns = useMemo<ColumnDef<CampaignJson>[]>(
    () => [
      column("campaign", t("columns.campaign"), (campaign) => <NameCell campaign={campaign} />, undefined, {
        isFixed: true,
      }),
      column("type", t("columns.type"), (campaign) => <TypeBadge type={campaign.type} />, "hidden w-32 xl:table-cell"),
      column("status", t("columns.status"), (campaign) => <CampaignStatusBadge status={campaign.status} />, "w-28", {
        isFixed: true,
      }),
      column(
        "audience",
        t("columns.audience"),
        (campaign) => <AudienceLabel campaign={campaign} />,
        "hidden w-36 text-sm lg:table-cell",
      ),
      column("recipients", t("columns.recipients"), (campaign) => <RecipientsCell campaign={campaign} />, "w-32"),
      column(
        "performance",
        t("columns.performance"),
        (campaign) => <PerformanceCell campaign={campaign} />,
        "hidden w-32 lg:table-cell",
      ),
      column("date", t("columns.date"), (campaign) => <DateCell campaign={campaign} />, "hidden w-36 xl:table-cell"),
      actionsColumn(t("columns.actions"), (campaign) => <CampaignRowMenu campaign={campaign} actions={actions} />),
    ],
    [t, actions],
  );
  return useDataTable({ id: "campaigns", data: campaigns, columns, getRowId: campaignId });
}

/** A campaign as a card: the grid view, and the list below 768 px. */
export function CampaignCard({
  campaign,
  card,
  actions,
}: {
  campaign: CampaignJson;
  card: CardContext<CampaignJson>;
  actions: CampaignRowActions;
}) {
  return (
    <ListCard
      card={card}
      name={<NameCell campaign={campaign} />}
      menu={<CampaignRowMenu campaign={campaign} actions={actions} />}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CampaignStatusBadge status={campaign.status} />
        <TypeBadge type={campaign.type} />
      </div>
      <div className="grid grid-cols-2 gap-3 text-sm">
        <AudienceLabel campaign={campaign} />
        <RecipientsCell campaign={campaign} />
      </div>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
        <PerformanceCell campaign={campaign} />
        <DateCell campaign={campaign} />
      </div>
    </ListCard>
  );
}

const SKELETON: SkeletonShapes = {
  thumb: "hidden",
  detail: "w-1/4",
  trailing: ["h-5 w-20", "hidden h-3.5 w-24 lg:block", "h-3.5 w-16"],
};

/** Skeleton rows under a live "Loading campaigns..." announcement. */
export function CampaignsSkeleton() {
  const t = useTranslations("campaigns.screen.states");
  return <DataTableSkeleton label={t("loading")} shapes={SKELETON} />;
}

export const CAMPAIGN_GRID_COLUMNS = "grid-cols-1 sm:grid-cols-2 xl:grid-cols-3";
