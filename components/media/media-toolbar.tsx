"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SearchInput } from "@/components/common/search-input";
import { ViewSwitch, type TableView } from "@/components/data-table/view-switch";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { MediaListState } from "@/lib/media/list-query";
import { MEDIA_SORTS, MEDIA_TYPES } from "@/lib/validation/media";

const ALL = "all";

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
        <Select
          value={state.type || ALL}
          onValueChange={(value) => onChange({ type: value === ALL ? "" : (value as MediaListState["type"]) })}
        >
          <SelectTrigger aria-label={t("filters.type")} className="min-w-0 flex-1 sm:w-36 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("filters.allTypes")}</SelectItem>
            {MEDIA_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`types.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={state.sort} onValueChange={(value) => onChange({ sort: value as MediaListState["sort"] })}>
          <SelectTrigger aria-label={t("filters.sort")} className="min-w-0 flex-1 sm:w-44 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MEDIA_SORTS.map((sort) => (
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
