"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SearchInput } from "@/components/common/search-input";
import { FilterSelect } from "@/components/data-table/filter-select";
import { ViewSwitch, type TableView } from "@/components/data-table/view-switch";
import { TagFilter } from "@/components/customers/tag-filter";
import type { ListState } from "@/lib/customers/list-query";
import { CUSTOMER_SORTS, CUSTOMER_STATUSES } from "@/lib/validation/customers";

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
        <FilterSelect
          label={t("filters.status")}
          value={state.status}
          onChange={(status) => onChange({ status })}
          options={CUSTOMER_STATUSES}
          optionLabel={(status) => t(`status.${status}`)}
          allLabel={t("filters.allStatuses")}
          className="w-full sm:w-36"
        />
        <FilterSelect
          label={t("filters.sort")}
          value={state.sort}
          onChange={(sort) => onChange({ sort })}
          options={CUSTOMER_SORTS}
          optionLabel={(sort) => t(`sort.${sort}`)}
          className="w-full sm:w-40"
        />
        {columnsMenu}
        <ViewSwitch view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
