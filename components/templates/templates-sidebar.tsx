"use client";

import { useTranslations } from "next-intl";
import { CountedList } from "@/components/common/counted-list";
import { offeredStatuses, type TemplatesListState } from "@/lib/templates/list-query";
import { TEMPLATE_CATEGORIES } from "@/lib/templates/rules";
import type { TemplateCounts } from "@/lib/templates/types";

const ALL = "all";

/**
 * The left column: the category filter and the status filter, each entry with its count under the
 * other filters (the API's `counts`); draft, paused and disabled appear only while some exist.
 */
export function TemplatesSidebar({
  counts,
  state,
  onChange,
}: {
  counts: TemplateCounts;
  state: Pick<TemplatesListState, "category" | "status">;
  onChange: (patch: Partial<TemplatesListState>) => void;
}) {
  const t = useTranslations("templates.screen");
  /** "All", then each option with its count; choosing one sets `key` ("" for all). */
  const filter = <K extends "category" | "status">(
    key: K,
    group: "categories" | "statuses",
    options: readonly string[],
  ) => {
    const byOption: Record<string, number> = key === "category" ? counts.byCategory : counts.byStatus;
    const entries = [ALL, ...options].map((id) => ({ id, name: t(`${group}.${id}`), count: byOption[id] ?? 0 }));
    return (
      <nav aria-label={t(`${group}.label`)} className="flex min-w-0 flex-col gap-2">
        <h2 className="hidden text-sm font-semibold lg:block">{t(`${group}.label`)}</h2>
        <CountedList
          selectLabel={t(`${group}.label`)}
          entries={entries}
          selected={state[key] || ALL}
          onSelect={(id) => onChange({ [key]: id === ALL ? "" : id } as Partial<TemplatesListState>)}
        />
      </nav>
    );
  };
  return (
    // One select a line on phones: two side by side cut "Tüm kategoriler (15)".
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 lg:gap-6">
      {filter("category", "categories", TEMPLATE_CATEGORIES)}
      {filter("status", "statuses", offeredStatuses(counts.byStatus, state.status))}
    </div>
  );
}
