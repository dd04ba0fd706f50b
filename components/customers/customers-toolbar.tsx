"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ViewSwitch, type TableView } from "@/components/data-table/view-switch";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TagFilter } from "@/components/customers/tag-filter";
import { useDebouncedInput } from "@/components/customers/use-debounced-input";
import { SelectOptions } from "@/components/form/select-options";
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
  const [search, setSearch] = useDebouncedInput(state.search, (value) => onChange({ search: value }));

  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-label={t("filters.search")}
          placeholder={t("filters.searchPlaceholder")}
          className="pl-9"
          maxLength={200}
        />
      </div>
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
            <SelectOptions values={CUSTOMER_STATUSES} label={(status) => t(`status.${status}`)} />
          </SelectContent>
        </Select>
        <Select value={state.sort} onValueChange={(value) => onChange({ sort: value as ListState["sort"] })}>
          <SelectTrigger aria-label={t("filters.sort")} className="w-full sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectOptions values={CUSTOMER_SORTS} label={(sort) => t(`sort.${sort}`)} />
          </SelectContent>
        </Select>
        {columnsMenu}
        <ViewSwitch view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
