"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useDebouncedInput } from "@/components/customers/use-debounced-input";
import { ViewSwitch, type TableView } from "@/components/data-table/view-switch";
import { Input } from "@/components/ui/input";
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
