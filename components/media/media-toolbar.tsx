"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SearchInput } from "@/components/common/search-input";
import { FilterSelect } from "@/components/data-table/filter-select";
import { ViewSwitch, type TableView } from "@/components/data-table/view-switch";
import type { MediaListState } from "@/lib/media/list-query";
import { MEDIA_SORTS, MEDIA_TYPES } from "@/lib/validation/media";

/** Search over names and tags (debounced), the type and the sort, the columns menu and the list/grid switch. */
export function MediaToolbar({
  state,
  onChange,
  view,
  onViewChange,
  columnsMenu,
}: {
  state: MediaListState;
  onChange: (patch: Partial<MediaListState>) => void;
  view: TableView;
  onViewChange: (view: TableView) => void;
  /** The columns menu of the table (list view only). */
  columnsMenu?: ReactNode;
}) {
  const t = useTranslations("collections");

  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <SearchInput
        value={state.search}
        onChange={(search) => onChange({ search })}
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
      />
      <div className="flex items-center gap-2">
        <FilterSelect
          label={t("filters.type")}
          value={state.type}
          onChange={(type) => onChange({ type })}
          options={MEDIA_TYPES}
          optionLabel={(type) => t(`types.${type}`)}
          allLabel={t("filters.allTypes")}
          className="min-w-0 flex-1 sm:w-36 sm:flex-none"
        />
        <FilterSelect
          label={t("filters.sort")}
          value={state.sort}
          onChange={(sort) => onChange({ sort })}
          options={MEDIA_SORTS}
          optionLabel={(sort) => t(`sort.${sort}`)}
          className="min-w-0 flex-1 sm:w-44 sm:flex-none"
        />
        {columnsMenu}
        <ViewSwitch view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
