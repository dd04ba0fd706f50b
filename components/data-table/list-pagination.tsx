"use client";

import { useTranslations } from "next-intl";
import { StepButtons } from "@/components/common/step-buttons";
import { useFormatter } from "@/components/format/formatter-provider";

/** A page of a list as the API answers it; `totalExact: false` means `total` is an estimate. */
export type ListPage = { page: number; limit: number; total: number; totalPages: number; totalExact?: boolean };

/** The page shown, how many rows it shows, and the change to another page. */
type ListPaginationProps = { pagination: ListPage; shown: number; onPage: (page: number) => void };

/**
 * "1–100 of 300" with previous and next. With an estimated total, "next" stays open while the
 * page is full (the last page is the first one that is not).
 */
export function ListPagination({ pagination, shown, onPage }: ListPaginationProps) {
  const t = useTranslations("dataTable.pagination");
  const format = useFormatter();
  const totalExact = pagination.totalExact ?? true;
  const from = pagination.total === 0 ? 0 : (pagination.page - 1) * pagination.limit + 1;
  const to = from === 0 ? 0 : from + shown - 1;
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t("range", {
          from: format.number(from),
          to: format.number(to),
          total: format.count(pagination.total, totalExact),
        })}
      </p>
      <StepButtons
        onStep={(delta) => onPage(pagination.page + delta)}
        labels={{ previous: t("previous"), next: t("next") }}
        disabled={{
          previous: pagination.page <= 1,
          next: totalExact ? pagination.page >= pagination.totalPages : shown < pagination.limit,
        }}
        size="icon"
        className="gap-2"
      />
    </nav>
  );
}
