"use client";

import { MoreHorizontal, Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useFormatter } from "@/components/format/formatter-provider";
import { ConfirmDialog, FolderDialog } from "@/components/media/media-dialogs-lazy";
import type { FolderEditing } from "@/components/media/folder-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api-client";
import { folderDotClass } from "@/lib/media/folder-colors";
import type { MediaFolder } from "@/lib/media/types";
import { cn } from "@/lib/utils";

type Entry = { id: string; name: string; count: number; color: string | null; folder: MediaFolder | null };

/**
 * "All files", every folder with its colour and count, and "No folder"; a click filters. Roles
 * with media.folders create, rename, recolour and delete (its files stay, in no folder). Phones
 * get one select instead of the list, with the chosen folder's menu beside it.
 */
export function FolderList({
  folders,
  totalFiles,
  selected,
  canManage,
  folderName,
  onSelect,
  onChanged,
}: {
  folders: MediaFolder[] | null;
  totalFiles: number;
  selected: string;
  canManage: boolean;
  folderName: (folder: MediaFolder) => string;
  onSelect: (folder: string) => void;
  onChanged: () => void;
}) {
  const t = useTranslations("collections.folders");
  const format = useFormatter();
  const [editing, setEditing] = useState<FolderEditing>(null);
  const [deleting, setDeleting] = useState<MediaFolder | null>(null);

  if (!folders) return <FolderListSkeleton label={t("title")} />;

  const removeFolder = async () => {
    if (!deleting) return;
    // A failure is shown by the confirmation dialog, which stays open.
    await api(`/media/folders/${encodeURIComponent(deleting.id)}`, { method: "DELETE" });
    toast.success(t("deleted"));
    if (selected === deleting.id) onSelect("all");
    setDeleting(null);
    onChanged();
  };

  const inFolders = folders.reduce((sum, folder) => sum + folder.count, 0);
  const unfiled = Math.max(0, totalFiles - inFolders);
  const entries: Entry[] = [
    { id: "all", name: t("all"), count: totalFiles, color: null, folder: null },
    ...folders.map((folder) => ({
      id: folder.id,
      name: folderName(folder),
      count: folder.count,
      color: folder.color,
      folder,
    })),
    { id: "none", name: t("none"), count: unfiled, color: null, folder: null },
  ];
  const selectedFolder = folders.find((folder) => folder.id === selected) ?? null;

  const folderMenu = (folder: MediaFolder, className?: string) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("menu", { name: folderName(folder) })}
          className={className}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => setEditing({ mode: "edit", folder, shownName: folderName(folder) })}>
          <Pencil aria-hidden />
          {t("edit")}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(folder)}>
          <Trash2 aria-hidden />
          {t("delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <nav aria-label={t("title")} className="flex flex-col gap-2">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{t("title")}</h2>
        {canManage && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("create")}
            onClick={() => setEditing({ mode: "create" })}
          >
            <Plus aria-hidden />
          </Button>
        )}
      </div>

      {/* Phones and tablets: one select instead of the list. */}
      <div className="flex gap-2 lg:hidden">
        <Select value={selected} onValueChange={onSelect}>
          <SelectTrigger aria-label={t("select")} className="w-full min-w-0 flex-1">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {entries.map((entry) => (
              <SelectItem key={entry.id} value={entry.id}>
                {entry.color && (
                  <span className={cn("size-2.5 rounded-full", folderDotClass(entry.color))} aria-hidden />
                )}
                {entry.name} ({format.number(entry.count)})
              </SelectItem>
            ))}
            {!entries.some((entry) => entry.id === selected) && (
              // A folder id from a link that no longer exists: still a valid select value.
              <SelectItem value={selected}>{t("missing")}</SelectItem>
            )}
          </SelectContent>
        </Select>
        {canManage && selectedFolder && folderMenu(selectedFolder, "size-9 border")}
      </div>

      <ul className="hidden flex-col gap-0.5 lg:flex">
        {entries.map((entry) => {
          const isActive = selected === entry.id;
          return (
            <li key={entry.id} className="group/item relative flex items-center">
              <button
                type="button"
                onClick={() => onSelect(entry.id)}
                aria-current={isActive ? "true" : undefined}
                className={cn(
                  "flex min-w-0 flex-1 items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  isActive && "bg-accent font-medium text-accent-foreground",
                  entry.folder && canManage && "pr-9",
                )}
              >
                {entry.color && (
                  <span className={cn("size-2.5 shrink-0 rounded-full", folderDotClass(entry.color))} aria-hidden />
                )}
                <span className="min-w-0 flex-1 truncate">{entry.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {format.number(entry.count)}
                </span>
              </button>
              {entry.folder &&
                canManage &&
                folderMenu(
                  entry.folder,
                  "absolute right-0.5 size-7 opacity-60 group-hover/item:opacity-100 focus-visible:opacity-100",
                )}
            </li>
          );
        })}
      </ul>

      <FolderDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(folder) => {
          setEditing(null);
          onChanged();
          if (editing?.mode === "create") onSelect(folder.id);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle", { name: deleting ? folderName(deleting) : "" })}
        description={t("deleteText", { count: deleting?.count ?? 0 })}
        confirmLabel={t("delete")}
        onConfirm={removeFolder}
      />
    </nav>
  );
}

function FolderListSkeleton({ label }: { label: string }) {
  return (
    <nav aria-label={label} aria-busy className="flex flex-col gap-2">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-9 w-full lg:hidden" />
      <div className="hidden flex-col gap-2 lg:flex" aria-hidden>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-7 w-full" />
        ))}
      </div>
    </nav>
  );
}
