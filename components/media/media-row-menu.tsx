"use client";

import { Download, Eye, Pencil, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { MenuAction, RowMenu, RowMenuDeleteItem } from "@/components/data-table/row-menu";
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
      <MenuAction icon={Eye} label={t("preview")} onSelect={() => actions.onPreview(file)} />
      <DropdownMenuItem asChild>
        <a href={file.url} download={file.name}>
          <Download aria-hidden />
          {t("download")}
        </a>
      </DropdownMenuItem>
      {canEdit && (
        <>
          <MenuAction icon={Share2} label={t("share")} onSelect={() => actions.onShare(file)} />
          <MenuAction icon={Pencil} label={t("edit")} onSelect={() => actions.onEdit(file)} />
        </>
      )}
      {canDelete && <RowMenuDeleteItem label={t("delete")} onSelect={() => actions.onDelete(file)} />}
    </RowMenu>
  );
}
