"use client";

import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/data-table/filter-select";
import { ListToolbar, type ListToolbarProps } from "@/components/data-table/list-toolbar";
import { TagFilter } from "@/components/customers/tag-filter";
import type { ListState } from "@/lib/customers/list-query";
import { CUSTOMER_SORTS, CUSTOMER_STATUSES } from "@/lib/validation/customers";

/** Search (debounced), status, tag and sort, the columns menu and the list/grid switch. */
export function CustomersToolbar(props: ListToolbarProps<ListState>) {
  const { state, onChange } = props;
  const t = useTranslations("customers");

  return (
    <ListToolbar
      {...props}
      searchLabel={t("filters.search")}
      searchPlaceholder={t("filters.searchPlaceholder")}
      controlsClassName="grid grid-cols-2 gap-2 sm:flex sm:items-center"
    >
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
    </ListToolbar>
  );
}
