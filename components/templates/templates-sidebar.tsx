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
  const categories = [
    { id: ALL, name: t("categories.all"), count: counts.byCategory.all },
    ...TEMPLATE_CATEGORIES.map((category) => ({
      id: category,
      name: t(`categories.${category}`),
      count: counts.byCategory[category],
    })),
  ];
  const statuses = [
    { id: ALL, name: t("statuses.all"), count: counts.byStatus.all },
    ...offeredStatuses(counts.byStatus, state.status).map((status) => ({
      id: status,
      name: t(`statuses.${status}`),
      count: counts.byStatus[status],
    })),
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-1 lg:gap-6">
      <nav aria-label={t("categories.label")} className="flex min-w-0 flex-col gap-2">
        <h2 className="hidden text-sm font-semibold lg:block">{t("categories.label")}</h2>
        <CountedList
          selectLabel={t("categories.label")}
          entries={categories}
          selected={state.category || ALL}
          onSelect={(id) => onChange({ category: id === ALL ? "" : (id as TemplatesListState["category"]) })}
        />
      </nav>
      <nav aria-label={t("statuses.label")} className="flex min-w-0 flex-col gap-2">
        <h2 className="hidden text-sm font-semibold lg:block">{t("statuses.label")}</h2>
        <CountedList
          selectLabel={t("statuses.label")}
          entries={statuses}
          selected={state.status || ALL}
          onSelect={(id) => onChange({ status: id === ALL ? "" : (id as TemplatesListState["status"]) })}
        />
      </nav>
    </div>
  );
}
