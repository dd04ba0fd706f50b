"use client";

import { FolderOpen, ImagePlus, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTableStateBox } from "@/components/data-table/states";
import { Button } from "@/components/ui/button";

/** A new company's library: nothing uploaded yet. */
export function FirstUpload({ canUpload, onUpload }: { canUpload: boolean; onUpload: () => void }) {
  const t = useTranslations("collections");
  return (
    <DataTableStateBox className="py-20">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary/10 text-primary">
        <ImagePlus className="size-7" aria-hidden />
      </span>
      <p className="text-base font-medium">{t("states.firstTitle")}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t("states.firstText")}</p>
      {canUpload && (
        <Button onClick={onUpload} className="mt-1">
          <Upload aria-hidden />
          {t("actions.uploadFirst")}
        </Button>
      )}
    </DataTableStateBox>
  );
}

/** A folder (or "no folder") with nothing in it, and no search: nothing failed to match. */
export function EmptyFolder({
  canUpload,
  onUpload,
  onShowAll,
}: {
  canUpload: boolean;
  onUpload: () => void;
  onShowAll: () => void;
}) {
  const t = useTranslations("collections");
  return (
    <DataTableStateBox role="status">
      <FolderOpen className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">{t("states.folderTitle")}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t("states.folderText")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {canUpload && (
          <Button size="sm" onClick={onUpload}>
            <Upload aria-hidden />
            {t("actions.upload")}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onShowAll}>
          {t("folders.all")}
        </Button>
      </div>
    </DataTableStateBox>
  );
}
