"use client";

import { FolderInput, Mail, Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ExportButton } from "@/components/customers/export-button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { CustomerGroup } from "@/lib/customers/list-query";
import { useFormatter } from "@/components/format/formatter-provider";

/** What can be done with the checked rows (or with every matching customer). */
export function BulkBar({
  count,
  pageCount,
  total,
  totalExact,
  allMatching,
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
  pageCount: number;
  total: number;
  /** False while `total` is a capped count ("10.000+"). */
  totalExact: boolean;
  allMatching: boolean;
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
    <div
      role="region"
      aria-label={t("label")}
      className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 p-2 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm">
        <span className="font-medium tabular-nums" aria-live="polite">
          {allMatching ? t("allMatching", { count: shown }) : t("selected", { count: shown })}
        </span>
        {!allMatching && count === pageCount && total > pageCount && (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={onSelectAllMatching}>
            {t("selectAllMatching", { count: format.count(total, totalExact) })}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm">
              <FolderInput aria-hidden />
              {t("assign")}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="max-h-72 overflow-y-auto">
            {groups.map((group) => (
              <DropdownMenuItem key={group.id} onSelect={() => onAssign(group.id)}>
                {group.name}
              </DropdownMenuItem>
            ))}
            {groups.length > 0 && <DropdownMenuSeparator />}
            <DropdownMenuItem onSelect={() => onAssign(null)}>{t("noGroup")}</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {canManage && <ExportButton path={exportHref} label={t("export")} size="sm" />}
        {mailHref && (
          <Button asChild variant="outline" size="sm">
            <a href={mailHref}>
              <Mail aria-hidden />
              {t("email")}
            </a>
          </Button>
        )}
        {canManage && (
          <Button variant="destructive" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden />
            {t("delete")}
          </Button>
        )}
        <Button variant="ghost" size="icon-sm" aria-label={t("clear")} onClick={onClear}>
          <X aria-hidden />
        </Button>
      </div>
    </div>
  );
}
