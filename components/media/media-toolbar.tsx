"use client";

import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/data-table/filter-select";
import { ListToolbar, type ListToolbarProps } from "@/components/data-table/list-toolbar";
import type { MediaListState } from "@/lib/media/list-query";
import { MEDIA_SORTS, MEDIA_TYPES } from "@/lib/validation/media";

/** Search over names and tags (debounced), the type and the sort, the columns menu and the list/grid switch. */
export function MediaToolbar(props: ListToolbarProps<MediaListState>) {
  const { state, onChange } = props;
  const t = useTranslations("collections");

  return (
    <ListToolbar
      {...props}
      searchLabel={t("filters.search")}
      searchPlaceholder={t("filters.searchPlaceholder")}
      controlsClassName="flex items-center gap-2"
    >
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
    </ListToolbar>
  );
}
