"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { Megaphone } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { CampaignEditorSheet } from "@/components/campaigns/campaign-dialogs-lazy";
import { CampaignStatCards, CampaignsHeader } from "@/components/campaigns/campaigns-header";
import {
  CAMPAIGN_GRID_COLUMNS,
  CampaignCard,
  CampaignsSkeleton,
  campaignHref,
  useCampaignsTable,
} from "@/components/campaigns/campaigns-list";
import {
  DEFAULT_CAMPAIGNS_STATE,
  campaignListParams,
  campaignsUrlSchema,
  isFiltered,
  type CampaignsListState,
} from "@/components/campaigns/list-query";
import { useCampaignActions } from "@/components/campaigns/use-campaign-actions";
import { ListEmptyState } from "@/components/common/list-empty-state";
import { useEditorSheetState } from "@/components/common/use-editor-sheet-state";
import { ListScreenBody } from "@/components/data-table/list-screen-body";
import type { ListToolbarConfig } from "@/components/data-table/list-toolbar";
import { useListScreenState } from "@/components/data-table/use-list-screen-state";
import { useTableView } from "@/components/data-table/view-switch";
import { CAMPAIGN_VIEW_STORAGE_KEY } from "@/lib/constants";
import { CAMPAIGNS_KEY } from "@/lib/client/events/live-query-keys";
import { can } from "@/lib/permissions";
import { useApiQuery } from "@/lib/query/use-api-query";
import { listQueryParams, withQuery } from "@/lib/query/url-state";
import type { TeamRole } from "@/lib/validation/team";
import type { CampaignJson, CampaignPage, CampaignStatsJson } from "@/lib/campaigns/types";
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from "@/lib/validation/campaigns";

const TOOLBAR: ListToolbarConfig<CampaignsListState> = {
  messages: "campaigns.screen",
  filters: [
    { key: "type", options: CAMPAIGN_TYPES, labels: "types", all: "allTypes", width: "min-w-0 flex-1 sm:w-40" },
    {
      key: "status",
      options: CAMPAIGN_STATUSES,
      labels: "statuses",
      all: "allStatuses",
      width: "min-w-0 flex-1 sm:w-40",
    },
  ],
  controlsClassName: "flex items-center gap-2",
};

/**
 * The campaigns screen (spec 02 §2.3, issue 19): the URL holds search, type, status and page;
 * the query layer loads the list and the four cards, and the event stream's campaign.progress
 * refreshes them while a campaign sends (lib/client/events/live-query-keys.ts). ?new=1 opens the
 * editor empty, ?campaign=<id> on a campaign.
 */
export function CampaignsScreen({
  role,
  initialPage,
  initialStats,
  open,
}: {
  role: TeamRole;
  initialPage: CampaignPage;
  initialStats: CampaignStatsJson;
  open: { create: boolean; campaign: string | null };
}) {
  const t = useTranslations("campaigns");
  const screenT = useTranslations("campaigns.screen");
  const router = useRouter();
  const screen = useListScreenState(campaignsUrlSchema);
  const { state, update } = screen;
  const viewChoice = useTableView(CAMPAIGN_VIEW_STORAGE_KEY);
  const mayCreate = can(role, "campaigns.create");
  const mayUpdate = can(role, "campaigns.update");
  const { editor, openEditor, setEditorOpen } = useEditorSheetState(
    { create: open.create, id: open.campaign },
    { create: mayCreate, update: mayUpdate },
  );

  const list = useApiQuery<CampaignPage>(CAMPAIGNS_KEY, withQuery("/campaigns", campaignListParams(state)), {
    initialData: initialPage,
    placeholderData: keepPreviousData,
  });
  const stats =
    useApiQuery<CampaignStatsJson>(CAMPAIGNS_KEY, "/campaigns/stats", { initialData: initialStats }).data ??
    initialStats;
  const campaigns = list.data?.campaigns ?? [];

  const preview = useCallback((campaign: CampaignJson) => router.push(campaignHref(campaign.id)), [router]);
  const edit = useCallback((campaign: CampaignJson) => openEditor(campaign.id), [openEditor]);
  const { actions, dialogs } = useCampaignActions({ role, onPreview: preview, onEdit: edit });
  const table = useCampaignsTable({ campaigns, actions });

  const openCreate = mayCreate ? () => openEditor(null) : undefined;
  const showAll = () => update(DEFAULT_CAMPAIGNS_STATE);
  const empty = (
    <ListEmptyState
      isFirst={!isFiltered(state) && stats.total === 0}
      icon={Megaphone}
      t={screenT}
      onAdd={openCreate}
      onReset={showAll}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <CampaignsHeader
        total={stats.total}
        exportFilters={listQueryParams(campaignsUrlSchema, state, { filtersOnly: true })}
        onAdd={openCreate}
      />
      <CampaignStatCards stats={stats} />
      <section aria-label={t("title")} aria-busy={list.isFetching} className="flex min-w-0 flex-col gap-4">
        <ListScreenBody
          screen={screen}
          query={list}
          table={table}
          loading={<CampaignsSkeleton />}
          toolbar={{ config: TOOLBAR, view: viewChoice }}
          texts={{ label: t("title"), error: screenT("states.error") }}
          empty={empty}
          onOpen={preview}
          gridClassName={CAMPAIGN_GRID_COLUMNS}
          rowAttributes={(campaign) => ({ "data-campaign": campaign.name, "data-status": campaign.status })}
          renderCard={(campaign, card) => <CampaignCard campaign={campaign} card={card} actions={actions} />}
        />
      </section>
      <CampaignEditorSheet open={editor.isOpen} onOpenChange={setEditorOpen} campaignId={editor.id} />
      {dialogs}
    </div>
  );
}
