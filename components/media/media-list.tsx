"use client";

import { Globe, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { TagBadges } from "@/components/common/tag-badges";
import { SELECTED_CARD_CLASS, type CardContext, type ColumnDef } from "@/components/data-table/data-table";
import { actionsColumn, column, createdAtColumn, type ColumnOptions } from "@/components/data-table/columns";
import { useListScreenTable, type ListScreenTableInput } from "@/components/data-table/list-screen-table";
import { DataTableSkeleton, type SkeletonShapes } from "@/components/data-table/states";
import type { TableView } from "@/components/data-table/view-switch";
import { useFormatter } from "@/components/format/formatter-provider";
import { MediaRowMenu, type MediaRowActions } from "@/components/media/media-row-menu";
import { MediaThumb } from "@/components/media/media-visual";
import { Card } from "@/components/ui/card";
import { SkeletonEntry } from "@/components/common/skeleton-entry";
import { Skeleton } from "@/components/ui/skeleton";
import type { MediaFile, MediaFolderRef, MediaSort } from "@/lib/media/types";
import { cn } from "@/lib/utils";
import { FolderDot } from "@/components/media/folder-dot";

export function FolderLabel({ folder, name }: { folder: MediaFolderRef; name: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <FolderDot color={folder.color} isSmall />
      <span className="truncate">{name}</span>
    </span>
  );
}

/** The file's name as the button that previews it. */
function NameButton({
  file,
  onPreview,
  className,
}: {
  file: MediaFile;
  onPreview: (file: MediaFile) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onPreview(file)}
      title={file.name}
      className={cn(
        "block max-w-full truncate rounded-sm text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      {file.name}
    </button>
  );
}

/** Small marks after a name: shared by a link, public. */
function FileMarks({ file }: { file: MediaFile }) {
  const t = useTranslations("collections");
  if (!file.share && !file.isPublic) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-muted-foreground">
      {file.share && <Share2 className="size-3.5" aria-label={t("marks.shared")} role="img" />}
      {file.isPublic && <Globe className="size-3.5" aria-label={t("marks.public")} role="img" />}
    </span>
  );
}

/** Names sort A–Z and sizes largest first, on their headers; dates both ways. */
const HEADER_SORTS: Record<MediaSort, string> = { newest: "-created", oldest: "created", name: "name", size: "-size" };

/** Sizes sort largest first. */
const SIZE_SORT: ColumnOptions<MediaFile> = { sortBy: "size", descFirst: true };

/**
 * The library on the data-table kit: the server sorts (name, size and date headers choose the
 * sort menu's orders) and pages; selection is per page (bulk actions send the ids). Tags sit under
 * the name (a column of their own left the name no room beside the folder list); the wider the
 * screen, the more columns.
 */
export function useMediaTable({
  files,
  actions,
  folderName,
  ...input
}: ListScreenTableInput<MediaSort, MediaRowActions> & {
  files: MediaFile[];
  folderName: (folder: MediaFolderRef) => string;
}) {
  const t = useTranslations("collections");
  const format = useFormatter();
  const columns = useMemo<ColumnDef<MediaFile>[]>(() => {
    const nameCell = (file: MediaFile) => (
      <div className="flex min-w-0 items-center gap-3">
        <MediaThumb file={file} className="size-10 shrink-0 rounded-md border" />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex min-w-0 items-center gap-1.5">
            <NameButton file={file} onPreview={actions.onPreview} />
            <FileMarks file={file} />
          </div>
          <TagBadges tags={file.tags} isSmall />
        </div>
      </div>
    );
    const size = (file: MediaFile) => format.fileSize(file.size);
    const uploader = (file: MediaFile) => file.uploadedBy?.name ?? t("formerMember");
    const downloads = (file: MediaFile) => format.number(file.downloads);
    const folder = (file: MediaFile) =>
      file.folder ? <FolderLabel folder={file.folder} name={folderName(file.folder)} /> : null;
    return [
      column("name", t("columns.name"), nameCell, "", { sortBy: "name", isFixed: true }),
      column("type", t("columns.type"), (file) => t(`type.${file.type}`), "hidden w-20 text-sm md:table-cell"),
      column("size", t("columns.size"), size, "w-24 text-sm whitespace-nowrap tabular-nums", SIZE_SORT),
      column("folder", t("columns.folder"), folder, "hidden w-32 text-sm xl:table-cell"),
      column("uploadedBy", t("columns.uploadedBy"), uploader, "hidden w-32 truncate text-sm 2xl:table-cell"),
      createdAtColumn(t("columns.created"), format, "hidden w-28 text-sm text-muted-foreground xl:table-cell"),
      column(
        "downloads",
        t("columns.downloads"),
        downloads,
        "hidden w-20 text-right text-sm tabular-nums 2xl:table-cell",
      ),
      actionsColumn(t("columns.actions"), (file) => <MediaRowMenu file={file} actions={actions} />),
    ];
  }, [t, format, actions, folderName]);
  return useListScreenTable({
    id: "media",
    data: files,
    columns,
    getRowId: fileId,
    headerSorts: HEADER_SORTS,
    rowName: fileName,
    t,
    ...input,
  });
}

const fileId = (file: MediaFile) => file.id;
const fileName = (file: MediaFile) => file.name;

/**
 * A file as a card: a thumbnail tile in the grid view (two per row on phones), a compact row in
 * the list view below 768 px. The checkbox and the menu sit on the card, never only on hover.
 */
export function MediaCard({
  file,
  view,
  card,
  actions,
  folderName,
}: {
  file: MediaFile;
  view: TableView;
  card: CardContext<MediaFile>;
  actions: MediaRowActions;
  folderName: (folder: MediaFolderRef) => string;
}) {
  const { isSelected, checkbox } = card;
  const t = useTranslations("collections");
  const format = useFormatter();
  const details = `${format.fileSize(file.size)} · ${t(`type.${file.type}`)}`;
  const selectedRing = isSelected && SELECTED_CARD_CLASS;

  if (view === "list") {
    return (
      <Card className={cn("h-full flex-row items-center gap-3 p-3", selectedRing)}>
        <div className="flex [&>button]:mt-0">{checkbox}</div>
        <MediaThumb file={file} className="size-12 shrink-0 rounded-md border" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex min-w-0 items-center gap-1.5">
            <NameButton file={file} onPreview={actions.onPreview} className="text-sm" />
            <FileMarks file={file} />
          </div>
          <p className="truncate text-xs text-muted-foreground tabular-nums">
            {details} · {format.date(file.createdAt)}
          </p>
          {file.folder && (
            <span className="text-xs">
              <FolderLabel folder={file.folder} name={folderName(file.folder)} />
            </span>
          )}
        </div>
        <MediaRowMenu file={file} actions={actions} />
      </Card>
    );
  }

  return (
    <Card className={cn("h-full gap-0 overflow-hidden p-0", selectedRing)}>
      <div className="relative">
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={() => actions.onPreview(file)}
          className="block w-full"
        >
          <MediaThumb file={file} className="aspect-[4/3] w-full border-b" iconClassName="size-10" />
        </button>
        {checkbox && (
          <div className="absolute top-2 left-2 grid size-7 place-items-center rounded-md bg-background/90 shadow-sm [&>button]:mt-0">
            {checkbox}
          </div>
        )}
        <MediaRowMenu
          file={file}
          actions={actions}
          className="absolute top-2 right-2 size-7 bg-background/90 shadow-sm hover:bg-background"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-0.5 p-2.5 sm:p-3">
        <div className="flex min-w-0 items-center gap-1.5">
          <NameButton file={file} onPreview={actions.onPreview} className="text-sm" />
          <FileMarks file={file} />
        </div>
        <p className="truncate text-xs text-muted-foreground tabular-nums">{details}</p>
      </div>
    </Card>
  );
}

const LIST_SKELETON: SkeletonShapes = {
  thumb: "size-10 rounded-md",
  detail: "w-1/4 md:hidden",
  trailing: ["hidden h-3.5 w-16 md:block", "hidden h-3.5 w-24 lg:block"],
};

/** The grid's tiles or the list's rows as grey shapes, under a live "loading" announcement. */
export function MediaSkeleton({ view }: { view: TableView }) {
  const t = useTranslations("collections.states");
  if (view === "grid") {
    return (
      <div role="status" aria-live="polite" className={cn("grid gap-3", GRID_COLUMNS)}>
        <span className="sr-only">{t("loading")}</span>
        {Array.from({ length: 10 }, (_, index) => (
          <Card key={index} className="gap-0 overflow-hidden p-0" aria-hidden>
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <SkeletonEntry titleWidth="w-3/4" detailWidth="w-1/2" className="gap-1.5 p-2.5 sm:p-3" />
          </Card>
        ))}
      </div>
    );
  }
  return <DataTableSkeleton label={t("loading")} shapes={LIST_SKELETON} />;
}

/** The grid view's columns: two on phones, up to five on wide screens. */
export const GRID_COLUMNS = "grid-cols-2 sm:grid-cols-3 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5";
