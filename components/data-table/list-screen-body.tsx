"use client";

import type { Table } from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { DataTableProps } from "@/components/data-table/data-table";
import { ListResults } from "@/components/data-table/list-results";
import type { ListPage } from "@/components/data-table/list-pagination";
import { ListToolbar, type ListToolbarConfig } from "@/components/data-table/list-toolbar";
import { SelectPageRow } from "@/components/data-table/select-page-row";
import type { Selection } from "@/components/data-table/selection";
import { queryTableStatus } from "@/components/data-table/states";
import { useIsNarrow } from "@/components/data-table/use-stored-choice";
import type { TableView } from "@/components/data-table/view-switch";

/**
 * The body of a list screen, the `children` of ListScreenLayout (customers, templates, media,
 * campaigns…): the toolbar, the bulk bar while rows are ticked, the cards' "select all on this
 * page", then the rows in the state of the list query and their pages. How to use it:
 *
 *   const screen = useListScreenState(campaignsUrlSchema);            // URL state, page, ticks
 *   const viewChoice = useTableView(CAMPAIGN_VIEW_STORAGE_KEY);        // list or grid
 *   const list = useApiQuery<CampaignPage>(KEY, withQuery("/campaigns", params));  // data.pagination
 *   const table = useCampaignsTable({ campaigns, actions, ...screen.tableInput }); // useListScreenTable
 *   <ListScreenBody
 *     screen={screen}
 *     query={list}
 *     table={table}
 *     loading={<CampaignsSkeleton />}
 *     toolbar={{ config: TOOLBAR, view: viewChoice }}                   // ListToolbarConfig; `controls`: extra
 *     texts={{ label: t("title"), error: t("states.error") }}           // the list's name, its load error
 *     selectPage={{ label: t("selectAll"), countText: t("count", { count }) }}  // grid and phone cards
 *     bulkBar={selectedIds.length > 0 && <CampaignsBulkBar … />}        // shown once the rows are there
 *     empty={empty}                                                     // DataTableFirstState / NoMatches
 *     renderCard={(campaign, card) => <CampaignCard campaign={campaign} card={card} … />}
 *   />
 *
 * The rest of DataTable's row props (onOpen, rowAttributes, paginateOnePage…) pass through;
 * `gridClassName` lays out the cards of the grid view.
 */
export function ListScreenBody<State extends { search: string }, Row>({
  screen,
  toolbar,
  query,
  table,
  texts,
  bulkBar,
  selectPage,
  gridClassName,
  ...results
}: Omit<DataTableProps<Row>, "status" | "error" | "isLong" | "view" | "cardsClassName" | "table" | "label"> & {
  /** What useListScreenState gave: the URL state and its change, the page, the ticked rows. */
  screen: ListScreenState<State>;
  toolbar: {
    config: ListToolbarConfig<State>;
    /** The list/grid choice and its setter (useTableView). */
    view: readonly [TableView, (view: TableView) => void];
    /** The screen's own controls, first after the search box. */
    controls?: ReactNode;
  };
  /** The list query (TanStack Query's result); its data holds the page's `pagination`. */
  query: ListQuery;
  table: Table<Row>;
  /** The list's accessible name, and what a failed load says unless the server said why. */
  texts: { label: string; error: string };
  /** The screen's bulk bar, or nothing while no row is ticked. */
  bulkBar?: ReactNode;
  /** The cards' "select all on this page" and how many rows match; without it, the cards have none. */
  selectPage?: { label: string; countText: string };
  /** The grid view's columns of cards. */
  gridClassName?: string;
  paginateOnePage?: boolean;
}) {
  const isNarrow = useIsNarrow();
  const [view] = toolbar.view;
  const isReady = queryTableStatus(query) === "ready";
  const pageIds = table.getRowModel().rows.map((row) => row.id);
  return (
    <>
      <ListToolbar
        state={screen.state}
        onChange={screen.update}
        view={toolbar.view}
        table={table}
        config={toolbar.config}
      >
        {toolbar.controls}
      </ListToolbar>
      {isReady && bulkBar}
      {selectPage && (view === "grid" || isNarrow) && isReady && pageIds.length > 0 && (
        <SelectPageRow {...selectPage} selection={screen.selection} pageIds={pageIds} onChange={screen.setSelection} />
      )}
      <ListResults
        {...results}
        label={texts.label}
        errorText={texts.error}
        query={query}
        pagination={query.data?.pagination}
        onPage={screen.goToPage}
        table={table}
        view={view}
        cardsClassName={view === "grid" ? gridClassName : undefined}
      />
    </>
  );
}

/** What ListScreenBody reads of useListScreenState. */
type ListScreenState<State> = {
  state: State;
  update: (patch: Partial<State>) => void;
  goToPage: (page: number) => void;
  selection: Selection;
  setSelection: (next: Selection) => void;
};

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  data: { pagination: ListPage } | undefined;
  error: unknown;
  refetch: () => unknown;
};
