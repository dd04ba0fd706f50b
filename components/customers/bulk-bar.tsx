"use client";

import { Mail } from "lucide-react";
import { useTranslations } from "next-intl";
import { BulkDeleteButton, DataTableBulkBar } from "@/components/data-table/bulk-bar";
import { BulkMoveMenu } from "@/components/data-table/bulk-move-menu";
import { Button } from "@/components/ui/button";
import { ExportCustomersButton } from "@/components/customers/customers-header";
import type { CustomerGroup } from "@/lib/customers/list-query";
import { useFormatter } from "@/components/format/formatter-provider";

/** What can be done with the checked rows (or with every matching customer). */
export function BulkBar({
  count,
  total,
  totalExact,
  allMatching,
  canSelectAllMatching,
  groups,
  canManage,
  exportHref,
  mailHref,
  onSelectAllMatching,
  onClear,
  onAssign,
  onDelete,
}: {
  count: number;
  total: number;
  /** False while `total` is a capped count ("10.000+"). */
  totalExact: boolean;
  allMatching: boolean;
  /** The whole page is ticked and more customers match: offer them all. */
  canSelectAllMatching: boolean;
  groups: CustomerGroup[];
  canManage: boolean;
  exportHref: string;
  mailHref: string | null;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAssign: (groupId: string | null) => void;
  onDelete: () => void;
}) {
  const t = useTranslations("customers.bulk");
  const format = useFormatter();
  const shown = allMatching ? format.count(total, totalExact) : format.number(count);
  return (
    <DataTableBulkBar
      label={t("label")}
      summary={allMatching ? t("allMatching", { count: shown }) : t("selected", { count: shown })}
      selectAllMatching={
        canSelectAllMatching
          ? { label: t("selectAllMatching", { count: format.count(total, totalExact) }), onSelect: onSelectAllMatching }
          : null
      }
      clearLabel={t("clear")}
      onClear={onClear}
    >
      <BulkMoveMenu
        label={t("assign")}
        targets={groups.map((group) => ({ id: group.id, name: group.name }))}
        noneLabel={t("noGroup")}
        onMove={onAssign}
      />
      {canManage && <ExportCustomersButton path={exportHref} label={t("export")} size="sm" />}
      {mailHref && (
        <Button asChild variant="outline" size="sm">
          <a href={mailHref}>
            <Mail aria-hidden />
            {t("email")}
          </a>
        </Button>
      )}
      {canManage && <BulkDeleteButton label={t("delete")} onClick={onDelete} />}
    </DataTableBulkBar>
  );
}
