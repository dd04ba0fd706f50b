"use client";

import { Download, Eye, Pencil, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { RowMenu, RowMenuDeleteItem } from "@/components/data-table/row-menu";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { MediaFile } from "@/lib/media/types";

export type MediaRowActions = {
  onPreview: (file: MediaFile) => void;
  onShare: (file: MediaFile) => void;
  onEdit: (file: MediaFile) => void;
  onDelete: (file: MediaFile) => void;
  /** What the viewer may do with this file (own vs others', lib/media/row-rights.ts). */
  rightsOf: (file: MediaFile) => { canEdit: boolean; canDelete: boolean };
};

/** Preview, download (a link: the server counts it), share and edit (if allowed), delete (if allowed). */
export function MediaRowMenu({
  file,
  actions,
  className,
}: {
  file: MediaFile;
  actions: MediaRowActions;
  className?: string;
}) {
  const t = useTranslations("collections.row");
  const { canEdit, canDelete } = actions.rightsOf(file);
  return (
    <RowMenu label={t("menu", { name: file.name })} className={className}>
      <DropdownMenuItem onSelect={() => actions.onPreview(file)}>
        <Eye aria-hidden />
        {t("preview")}
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a href={file.url} download={file.name}>
          <Download aria-hidden />
          {t("download")}
        </a>
      </DropdownMenuItem>
      {canEdit && (
        <>
          <DropdownMenuItem onSelect={() => actions.onShare(file)}>
            <Share2 aria-hidden />
            {t("share")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => actions.onEdit(file)}>
            <Pencil aria-hidden />
            {t("edit")}
          </DropdownMenuItem>
        </>
      )}
      {canDelete && <RowMenuDeleteItem label={t("delete")} onSelect={() => actions.onDelete(file)} />}
    </RowMenu>
  );
}
