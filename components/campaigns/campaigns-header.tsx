"use client";

import { CalendarClock, CheckCircle2, Download, Loader2, Megaphone, Radio } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { CAMPAIGN_CSV_COLUMNS, campaignsCsv, fetchAllCampaigns } from "@/components/campaigns/export-campaigns";
import { StatCard } from "@/components/common/stat-card";
import { ListScreenActionsHeader } from "@/components/data-table/list-screen-layout";
import { useFormatter } from "@/components/format/formatter-provider";
import { requestErrorText } from "@/components/form/field-messages";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/save-blob";
import type { CampaignStatsJson } from "@/lib/campaigns/types";

/** Title, count and the screen's actions: Export (the filtered list), Add Campaign (when the role may). */
export function CampaignsHeader({
  total,
  exportFilters,
  onAdd,
}: {
  total: number;
  /** The list's filters: Export writes every campaign they match. */
  exportFilters: URLSearchParams;
  onAdd?: () => void;
}) {
  return (
    <ListScreenActionsHeader messages="campaigns" total={total} onAdd={onAdd} addTestId="campaign-add">
      <ExportCsvButton filters={exportFilters} />
    </ListScreenActionsHeader>
  );
}

const CARDS = [
  { key: "total", icon: Megaphone },
  { key: "active", icon: Radio },
  { key: "scheduled", icon: CalendarClock },
  { key: "completed", icon: CheckCircle2 },
] as const;

/** Total, active, scheduled and completed: counted from the company's campaigns. */
export function CampaignStatCards({ stats }: { stats: CampaignStatsJson | undefined }) {
  const t = useTranslations("campaigns.screen.stats");
  const format = useFormatter();
  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, icon }) => (
        <StatCard key={key} icon={icon} label={t(key)} value={stats ? format.number(stats[key]) : "–"} />
      ))}
    </section>
  );
}

/** Export: the filtered list as campaigns.csv, built in the browser (the API has no campaigns export). */
function ExportCsvButton({ filters }: { filters: URLSearchParams }) {
  const t = useTranslations("campaigns.screen.actions");
  const [isBusy, setIsBusy] = useState(false);
  const exportList = async () => {
    setIsBusy(true);
    try {
      const campaigns = await fetchAllCampaigns(filters);
      saveBlob(new Blob([campaignsCsv(campaigns, CAMPAIGN_CSV_COLUMNS)], { type: "text/csv" }), "campaigns.csv");
    } catch (error) {
      toast.error(requestErrorText(error, t("exportFailed")));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void exportList()} disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {isBusy ? t("exporting") : t("export")}
    </Button>
  );
}
