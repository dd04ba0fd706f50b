"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SearchInput } from "@/components/common/search-input";
import { ViewSwitch, type TableView } from "@/components/data-table/view-switch";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TagFilter } from "@/components/customers/tag-filter";
import type { ListState } from "@/lib/customers/list-query";
import { CUSTOMER_SORTS, CUSTOMER_STATUSES } from "@/lib/validation/customers";

const ALL = "all";

/** Search (debounced), status, tag and sort, the columns menu and the list/grid switch. */
export function CustomersToolbar({
  state,
  onChange,
  view,
  onViewChange,
  columnsMenu,
}: {
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  view: TableView;
  onViewChange: (view: TableView) => void;
  /** The columns menu of the table (list view only). */
  columnsMenu?: ReactNode;
}) {
  const t = useTranslations("customers");

  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <SearchInput
        value={state.search}
        onChange={(search) => onChange({ search })}
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
        <TagFilter value={state.tag} onChange={(tag) => onChange({ tag })} />
        <Select
          value={state.status || ALL}
          onValueChange={(value) => onChange({ status: value === ALL ? "" : (value as ListState["status"]) })}
        >
          <SelectTrigger aria-label={t("filters.status")} className="w-full sm:w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("filters.allStatuses")}</SelectItem>
            {CUSTOMER_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {t(`status.${status}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={state.sort} onValueChange={(value) => onChange({ sort: value as ListState["sort"] })}>
          <SelectTrigger aria-label={t("filters.sort")} className="w-full sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CUSTOMER_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {columnsMenu}
        <ViewSwitch view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
