"use client";

import { Copy, Loader2, Send, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { DownloadButton } from "@/components/common/download-button";
import { DataTableBulkBar } from "@/components/data-table/bulk-bar";
import { useFormatter } from "@/components/format/formatter-provider";
import { Button } from "@/components/ui/button";

export type TemplateBulkAction = "submit" | "duplicate" | "delete";

/**
 * What can be done with the ticked templates: send for approval (owners, admins), copy, export
 * (Meta's JSON of the ticked ones), delete (owners, admins). `busy` is the action under way.
 */
export function TemplatesBulkBar({
  count,
  exportPath,
  busy,
  onSubmit,
  onDuplicate,
  onDelete,
  onClear,
}: {
  count: number;
  exportPath: string;
  busy: TemplateBulkAction | null;
  onSubmit?: () => void;
  onDuplicate?: () => void;
  onDelete?: () => void;
  onClear: () => void;
}) {
  const t = useTranslations("templates.screen");
  const format = useFormatter();
  const icon = (action: TemplateBulkAction, Icon: typeof Send) =>
    busy === action ? <Loader2 className="animate-spin" aria-hidden /> : <Icon aria-hidden />;
  return (
    <DataTableBulkBar
      label={t("bulk.label")}
      summary={t("bulk.selected", { count: format.number(count) })}
      clearLabel={t("bulk.clear")}
      onClear={onClear}
    >
      {onSubmit && (
        <Button variant="outline" size="sm" onClick={onSubmit} disabled={busy !== null}>
          {icon("submit", Send)}
          {t("bulk.submit")}
        </Button>
      )}
      {onDuplicate && (
        <Button variant="outline" size="sm" onClick={onDuplicate} disabled={busy !== null}>
          {icon("duplicate", Copy)}
          {t("bulk.duplicate")}
        </Button>
      )}
      <DownloadButton
        path={exportPath}
        label={t("bulk.export")}
        busyLabel={t("actions.exporting")}
        failedText={t("actions.exportFailed")}
        fileName="templates.json"
        size="sm"
      />
      {onDelete && (
        <Button variant="destructive" size="sm" onClick={onDelete} disabled={busy !== null}>
          <Trash2 aria-hidden />
          {t("bulk.delete")}
        </Button>
      )}
    </DataTableBulkBar>
  );
}
