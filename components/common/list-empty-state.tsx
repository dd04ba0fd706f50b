"use client";

import { Plus, type LucideIcon } from "lucide-react";
import type { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DataTableFirstState, DataTableNoMatches } from "@/components/data-table/states";
import { Button } from "@/components/ui/button";

type ListEmptyStateProps = {
  /** Nothing in the list at all yet; else nothing matches the search or filters. */
  isFirst: boolean;
  icon: LucideIcon;
  /**
   * The screen's messages: states.firstTitle, states.firstText and actions.add (the Add button's
   * label), and what DataTableNoMatches reads.
   */
  t: ReturnType<typeof useTranslations>;
  /** Absent when the viewer may not add: no Add button. */
  onAdd?: () => void;
  onReset: () => void;
  /** More first steps after Add (Import, say). */
  children?: ReactNode;
};

/**
 * A list screen with nothing to show: its first state (what it holds, then Add) when it is empty,
 * else "nothing matches" with a reset of the filters.
 */
export function ListEmptyState({ isFirst, icon, t, onAdd, onReset, children }: ListEmptyStateProps) {
  if (!isFirst) return <DataTableNoMatches t={t} onReset={onReset} />;
  return (
    <DataTableFirstState icon={icon} title={t("states.firstTitle")} text={t("states.firstText")}>
      {onAdd && (
        <Button onClick={onAdd}>
          <Plus aria-hidden />
          {t("actions.add")}
        </Button>
      )}
      {children}
    </DataTableFirstState>
  );
}
