"use client";

import { Download, Files, HardDrive, Loader2, Upload, UploadCloud } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard } from "@/components/common/stat-card";
import { ListScreenHeader } from "@/components/data-table/list-screen-layout";
import { MediaIcon, TYPE_TINT } from "@/components/media/media-visual";
import type { SelectionDownload } from "@/components/media/use-selection-download";
import { useFormatter } from "@/components/format/formatter-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import type { MediaStats, MediaType } from "@/lib/media/types";
import { cn } from "@/lib/utils";
import { MEDIA_TYPES } from "@/lib/validation/media";

/** Title, subtitle, the zip of the selection and Upload (`onUpload` only for roles that may upload). */
export function CollectionsHeader({ download, onUpload }: { download: SelectionDownload; onUpload?: () => void }) {
  const t = useTranslations("collections");
  const { count: selectedCount, isDownloading } = download;
  return (
    <ListScreenHeader title={t("title")} description={t("subtitle")} actionsLabel={t("actions.label")}>
      <Button
        variant="outline"
        onClick={download.start}
        disabled={selectedCount === 0 || isDownloading}
        aria-busy={isDownloading}
        className="flex-1 sm:flex-none"
      >
        {isDownloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        {isDownloading
          ? t("actions.downloading")
          : selectedCount > 0
            ? t("actions.bulkDownloadCount", { count: selectedCount })
            : t("actions.bulkDownload")}
      </Button>
      {onUpload && (
        <Button onClick={onUpload} className="flex-1 sm:flex-none">
          <Upload aria-hidden />
          {t("actions.upload")}
        </Button>
      )}
    </ListScreenHeader>
  );
}

/** Total files, total size of the plan's quota (with a bar), uploads in the last 30 days, downloads. */
export function MediaStatCards({ stats }: { stats: MediaStats | null }) {
  const t = useTranslations("collections.stats");
  const format = useFormatter();
  if (!stats) return <StatCardsSkeleton count={4} label={t("label")} />;
  const ratio = stats.quotaBytes > 0 ? stats.totalBytes / stats.quotaBytes : 0;
  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      <StatCard icon={Files} label={t("totalFiles")} value={format.number(stats.totalFiles)} />
      <StatCard icon={HardDrive} label={t("totalSize")} value={format.fileSize(stats.totalBytes)}>
        <Progress
          value={Math.min(100, ratio * 100)}
          aria-label={t("quotaBar")}
          aria-valuetext={t("ofQuota", {
            used: format.fileSize(stats.totalBytes),
            quota: format.fileSize(stats.quotaBytes),
          })}
          className={cn("mt-2 h-1.5 bg-muted", ratio >= 0.8 && "[&>[data-slot=progress-indicator]]:bg-amber-500")}
        />
        <p className="mt-1 truncate text-xs text-muted-foreground tabular-nums">
          {t("ofQuota", { used: format.fileSize(stats.totalBytes), quota: format.fileSize(stats.quotaBytes) })}
        </p>
      </StatCard>
      <StatCard icon={UploadCloud} label={t("newUploads")} value={format.number(stats.newLast30Days)} />
      <StatCard icon={Download} label={t("totalDownloads")} value={format.number(stats.totalDownloads)} />
    </section>
  );
}

/** Images, videos, audio, documents with their counts; a click filters by the kind (again: all kinds). */
export function MediaTypeCards({
  stats,
  selected,
  onSelect,
}: {
  stats: MediaStats | null;
  selected: MediaType | "";
  onSelect: (type: MediaType | "") => void;
}) {
  const t = useTranslations("collections.types");
  const format = useFormatter();
  if (!stats) return <StatCardsSkeleton count={4} label={t("label")} compact />;
  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {MEDIA_TYPES.map((type) => {
        const isActive = selected === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={isActive}
            onClick={() => onSelect(isActive ? "" : type)}
            className={cn(
              "flex items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
              isActive && "border-primary/60 bg-primary/5 ring-1 ring-primary/30 hover:bg-primary/10",
            )}
          >
            <span className={cn("grid size-9 shrink-0 place-items-center rounded-lg", TYPE_TINT[type])}>
              <MediaIcon file={{ type, mimeType: "" }} className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium">{t(type)}</span>
              <span className="block text-xs text-muted-foreground tabular-nums">
                {t("count", { count: stats.byType[type] ?? 0, shown: format.number(stats.byType[type] ?? 0) })}
              </span>
            </span>
          </button>
        );
      })}
    </section>
  );
}

function StatCardsSkeleton({ count, label, compact = false }: { count: number; label: string; compact?: boolean }) {
  return (
    <section aria-label={label} aria-busy className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className={cn("flex-row items-center gap-3 p-3", !compact && "sm:p-4")} aria-hidden>
          <Skeleton className={cn("size-9 shrink-0 rounded-lg", !compact && "sm:size-10")} />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className={cn("h-4 w-1/3", !compact && "h-6")} />
          </div>
        </Card>
      ))}
    </section>
  );
}
