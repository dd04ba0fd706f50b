"use client";

import { useTranslations } from "next-intl";
import { NamedListSidebar, type SidebarEntry } from "@/components/common/named-list-sidebar";
import { FolderDialog } from "@/components/media/media-dialogs-lazy";
import { Skeleton } from "@/components/ui/skeleton";
import type { MediaFolder } from "@/lib/media/types";
import { FolderDot } from "@/components/media/folder-dot";

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

  if (!folders) return <FolderListSkeleton label={t("title")} />;

  const unfiled = Math.max(0, totalFiles - folders.reduce((sum, folder) => sum + folder.count, 0));
  const entries: SidebarEntry<MediaFolder>[] = [
    { id: "all", name: t("all"), count: totalFiles },
    ...folders.map((folder) => ({
      id: folder.id,
      name: folderName(folder),
      count: folder.count,
      marker: <FolderDot color={folder.color} />,
      item: folder,
    })),
    { id: "none", name: t("none"), count: unfiled },
  ];

  return (
    <NamedListSidebar
      title={t("title")}
      selectLabel={t("select")}
      missingLabel={t("missing")}
      entries={entries}
      selected={selected}
      onSelect={onSelect}
      createLabel={canManage ? t("create") : undefined}
      menu={
        canManage ? { label: (folder) => t("menu", { name: folderName(folder) }), editLabel: t("edit") } : undefined
      }
      menuBesideSelect
      deletion={
        canManage
          ? {
              label: t("delete"),
              path: (id) => `/media/folders/${encodeURIComponent(id)}`,
              title: (name) => t("deleteTitle", { name }),
              text: (count) => t("deleteText", { count }),
              doneText: t("deleted"),
            }
          : undefined
      }
      editor={(props) => <FolderDialog {...props} folderName={folderName} />}
      onChanged={onChanged}
    />
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
