"use client";

import { Copy, Loader2, Send, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { BulkDeleteButton, CountedBulkBar } from "@/components/data-table/bulk-bar";
import { ExportTemplatesButton } from "@/components/templates/templates-header";
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
  const t = useTranslations("templates.screen.bulk");
  const action = (name: "submit" | "duplicate", Icon: LucideIcon, onClick: () => void) => (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy !== null}>
      {busy === name ? <Loader2 className="animate-spin" aria-hidden /> : <Icon aria-hidden />}
      {t(name)}
    </Button>
  );
  return (
    <CountedBulkBar t={t} count={count} onClear={onClear}>
      {onSubmit && action("submit", Send, onSubmit)}
      {onDuplicate && action("duplicate", Copy, onDuplicate)}
      <ExportTemplatesButton path={exportPath} label={t("export")} size="sm" />
      {onDelete && <BulkDeleteButton label={t("delete")} onClick={onDelete} disabled={busy !== null} />}
    </CountedBulkBar>
  );
}
