"use client";

import { LayoutGrid, List } from "lucide-react";
import { useTranslations } from "next-intl";
import { useStoredChoice } from "@/components/data-table/use-stored-choice";
import { IconButton } from "@/components/common/icon-button";
import { cn } from "@/lib/utils";

export type TableView = "list" | "grid";

/** The list/grid choice of a screen, remembered in localStorage under `storageKey`. */
export function useTableView(storageKey: string) {
  const [stored, write] = useStoredChoice(storageKey);
  const view: TableView = stored === "grid" ? "grid" : "list";
  return [view, (next: TableView) => write(next)] as const;
}

/** Two pressed-or-not buttons: list and grid. */
export function ViewSwitch({ view, onChange }: { view: TableView; onChange: (view: TableView) => void }) {
  const t = useTranslations("dataTable.view");
  return (
    <div role="group" aria-label={t("label")} className="flex gap-1 rounded-md border p-0.5">
      {(["list", "grid"] as const).map((option) => (
        <IconButton
          key={option}
          icon={option === "list" ? List : LayoutGrid}
          label={t(option)}
          size="icon-sm"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cn("flex-1", view === option && "bg-accent text-accent-foreground")}
        />
      ))}
    </div>
  );
}
