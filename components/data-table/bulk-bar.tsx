"use client";

import { Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormatter } from "@/components/format/formatter-provider";
import { IconButton } from "@/components/common/icon-button";
import { Button } from "@/components/ui/button";

/**
 * The bar above a table while rows are ticked: how many (or "all N matching"), the offer to
 * extend the selection to every match, the screen's actions, and a clear button. The texts are
 * the screen's (its noun: customers, members…).
 */
export function DataTableBulkBar({
  label,
  summary,
  selectAllMatching,
  clearLabel,
  onClear,
  children,
}: {
  /** The region's accessible name ("Bulk actions"). */
  label: string;
  /** "3 selected" / "All 250 matching customers are selected" (announced politely). */
  summary: ReactNode;
  /** The "select all N matching" link, when it is offered. */
  selectAllMatching?: { label: string; onSelect: () => void } | null;
  clearLabel: string;
  onClear: () => void;
  /** The actions (buttons, menus). */
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 p-2 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm">
        <span className="font-medium tabular-nums" aria-live="polite">
          {summary}
        </span>
        {selectAllMatching && (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={selectAllMatching.onSelect}>
            {selectAllMatching.label}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {children}
        <IconButton icon={X} label={clearLabel} size="icon-sm" onClick={onClear} />
      </div>
    </div>
  );
}

/**
 * The bulk bar of a screen that counts its ticked rows and offers nothing more: its messages (`t`,
 * the screen's bulk namespace) hold label, selected (with `count`) and clear. Hand it to
 * ListScreenBody's `bulkBar` while rows are ticked:
 *
 *   bulkBar={selectedIds.length > 0 && (
 *     <CountedBulkBar t={bulkT} count={selectedIds.length} onClear={clearSelection}>
 *       <Button variant="outline" size="sm" onClick={…}>…</Button>
 *       <BulkDeleteButton label={bulkT("delete")} onClick={() => bulkDeletion.ask(true)} />
 *     </CountedBulkBar>
 *   )}
 */
export function CountedBulkBar({
  t,
  count,
  onClear,
  children,
}: {
  t: ReturnType<typeof useTranslations>;
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const format = useFormatter();
  return (
    <DataTableBulkBar
      label={t("label")}
      summary={t("selected", { count: format.number(count) })}
      clearLabel={t("clear")}
      onClear={onClear}
    >
      {children}
    </DataTableBulkBar>
  );
}

/** The bulk bar's delete: destructive, last in the bar; it asks for confirmation through `onClick`. */
export function BulkDeleteButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button variant="destructive" size="sm" onClick={onClick} disabled={disabled}>
      <Trash2 aria-hidden />
      {label}
    </Button>
  );
}
