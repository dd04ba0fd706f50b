"use client";

import { Download, Loader2, Tags } from "lucide-react";
import { useTranslations } from "next-intl";
import { BulkDeleteButton, CountedBulkBar } from "@/components/data-table/bulk-bar";
import { BulkMoveMenu } from "@/components/data-table/bulk-move-menu";
import { Button } from "@/components/ui/button";
import type { MediaFolder } from "@/lib/media/types";
import { FolderDot } from "@/components/media/folder-dot";
import type { SelectionDownload } from "@/components/media/use-selection-download";

/** What can be done with the ticked files: move, tag and delete (when allowed for all of them), download. */
export function MediaBulkBar({
  count,
  folders,
  folderName,
  canEdit,
  canDelete,
  download,
  onClear,
  onMove,
  onTag,
  onDelete,
}: {
  count: number;
  folders: MediaFolder[];
  folderName: (folder: MediaFolder) => string;
  canEdit: boolean;
  canDelete: boolean;
  download: SelectionDownload;
  onClear: () => void;
  onMove: (folderId: string | null) => void;
  onTag: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("collections.bulk");
  return (
    <CountedBulkBar t={t} count={count} onClear={onClear}>
      {canEdit && (
        <>
          <BulkMoveMenu
            label={t("move")}
            targets={folders.map((folder) => ({
              id: folder.id,
              name: folderName(folder),
              marker: <FolderDot color={folder.color} />,
            }))}
            noneLabel={t("noFolder")}
            onMove={onMove}
          />
          <Button variant="outline" size="sm" onClick={onTag}>
            <Tags aria-hidden />
            {t("tag")}
          </Button>
        </>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={download.start}
        disabled={download.isDownloading}
        aria-busy={download.isDownloading}
      >
        {download.isDownloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        {t("download")}
      </Button>
      {canDelete && <BulkDeleteButton label={t("delete")} onClick={onDelete} />}
    </CountedBulkBar>
  );
}
