"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { BulkBar } from "@/components/customers/bulk-bar";
import {
  ConfirmDialog,
  CustomerDetails,
  CustomerPanel,
  ImportDialog,
} from "@/components/customers/customer-dialogs-lazy";
import type { PanelMode } from "@/components/customers/customer-panel";
import type { RowActions } from "@/components/customers/customer-row-menu";
import {
  AddCustomerButton,
  CustomerStatCards,
  CustomersHeader,
  ImportCustomersButton,
} from "@/components/customers/customers-header";
import { CustomerCard, CustomersSkeleton, useCustomersTable } from "@/components/customers/customers-list";
import { TagFilter } from "@/components/customers/tag-filter";
import { GroupsSidebar } from "@/components/customers/groups-sidebar";
import { arrivalPath, useShownItem } from "@/components/common/use-arrival-item";
import { useConfirmation } from "@/components/common/use-confirmation";
import { ListScreenLayout } from "@/components/data-table/list-screen-layout";
import { ListScreenBody } from "@/components/data-table/list-screen-body";
import type { ListToolbarConfig } from "@/components/data-table/list-toolbar";
import { useListScreenState } from "@/components/data-table/use-list-screen-state";
import { useRowDeletion } from "@/components/data-table/use-row-deletion";
import { DataTableFirstState, DataTableNoMatches, DataTableNothingShown } from "@/components/data-table/states";
import { bulkTarget, canSelectAllMatching, selectAllMatching, selectedCount } from "@/components/data-table/selection";
import { useTableView } from "@/components/data-table/view-switch";
import { requestErrorText } from "@/components/form/field-messages";
import { CUSTOMER_VIEW_STORAGE_KEY } from "@/lib/constants";
import {
  DEFAULT_LIST_STATE,
  customersUrlSchema,
  emptyStateOf,
  filterBody,
  filterParams,
  fullName,
  listParams,
  type Customer,
  type CustomerGroup,
  type CustomerPage,
  type CustomerStats,
  type ListState,
} from "@/lib/customers/list-query";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery, useRefreshQueries } from "@/lib/query/use-api-query";
import { withQuery } from "@/lib/query/url-state";
import { CUSTOMER_SORTS, CUSTOMER_STATUSES, CUSTOMERS_PAGE_SIZE } from "@/lib/validation/customers";

/** Every query of the screen lives under this key: one invalidation refreshes list, stats and groups. */
const CUSTOMERS_KEY = ["customers"] as const;
const GROUPS_PATH = "/customers/groups";
/** Beside the search and the tag: status and sort. */
const TOOLBAR: ListToolbarConfig<ListState> = {
  messages: "customers",
  filters: [
    { key: "status", options: CUSTOMER_STATUSES, labels: "status", all: "allStatuses", width: "w-full sm:w-36" },
    { key: "sort", options: CUSTOMER_SORTS, labels: "sort", width: "w-full sm:w-40" },
  ],
  controlsClassName: "grid grid-cols-2 gap-2 sm:flex sm:items-center",
};
/** The customer of a ?customer=<id> link: loaded once, apart from the list's refreshes. */
const ARRIVAL_KEY = ["customer-arrival"] as const;

/**
 * The customers screen. The URL holds the filters (search, group, status, tag, sort, page) through
 * useUrlState; the server rendered the first page of it, the query layer loads every later one
 * (a superseded request is cancelled) and refreshes list, stats and groups after each change.
 */
export function CustomersScreen({
  canManage,
  initialPage,
  initialStats,
  initialGroups,
  open,
}: {
  canManage: boolean;
  initialPage: CustomerPage;
  initialStats: CustomerStats;
  initialGroups: CustomerGroup[];
  open: { create: boolean; import: boolean; customer: string | null };
}) {
  const t = useTranslations("customers");
  const queryClient = useQueryClient();
  const screen = useListScreenState(customersUrlSchema);
  const { state, writeUrl, selection, setSelection, clearSelection, update, tableInput } = screen;
  const viewChoice = useTableView(CUSTOMER_VIEW_STORAGE_KEY);
  const [panel, setPanel] = useState<PanelMode | null>(open.create ? { mode: "create" } : null);
  const [importOpen, setImportOpen] = useState(open.import && canManage);
  const bulkDeletion = useConfirmation<true>();

  const listQuery = listParams(state);
  listQuery.set("limit", String(CUSTOMERS_PAGE_SIZE));
  const list = useApiQuery<CustomerPage>(CUSTOMERS_KEY, withQuery("/customers", listQuery), {
    initialData: initialPage,
  });
  const stats =
    useApiQuery<CustomerStats>(CUSTOMERS_KEY, "/customers/stats", { initialData: initialStats }).data ?? initialStats;
  const groups =
    useApiQuery<CustomerGroup[]>(CUSTOMERS_KEY, GROUPS_PATH, { initialData: initialGroups }).data ?? initialGroups;
  const page = list.data;
  const customers = useMemo(() => page?.customers ?? [], [page]);
  const pagination = page?.pagination;

  // "Select all N matching" when the list's count stopped at its cap: the exact number, once.
  const exactParams = filterParams(state);
  exactParams.set("limit", "1");
  exactParams.set("count", "exact");
  const exact = useApiQuery<CustomerPage>(CUSTOMERS_KEY, withQuery("/customers", exactParams), {
    enabled: selection.allMatching && pagination?.totalExact === false,
  });
  const matchingTotal = exact.data?.pagination.total ?? null;
  const exactError = exact.isError ? exact.error : null;
  useEffect(() => {
    if (exactError) toast.error(requestErrorText(exactError, t("states.error")));
  }, [exactError, t]);

  /** The card shown: a row's, or the dashboard's ?customer=<id> link's until it is closed. */
  const details = useShownItem<Customer>(ARRIVAL_KEY, arrivalPath("/customers", open.customer), t("states.error"));
  const refreshAll = useRefreshQueries(CUSTOMERS_KEY);
  const deletion = useRowDeletion<Customer>({
    queryKey: CUSTOMERS_KEY,
    path: (customer) => `/customers/${customer.id}`,
    done: t("delete.done"),
    setSelection,
  });

  const { show: showDetails, close: closeDetails, closeThen } = details;
  const actions: RowActions = useMemo(
    () => ({
      onView: showDetails,
      onEdit: closeThen((customer: Customer) => setPanel({ mode: "edit", customer })),
      onDelete: canManage ? deletion.ask : undefined,
    }),
    [canManage, showDetails, closeThen, deletion.ask],
  );

  const table = useCustomersTable({ customers, actions, ...tableInput });

  const bulk = useApiMutation<
    { count: number },
    { action: "assign-group"; groupId: string | null } | { action: "delete" }
  >({
    request: (body) => ({
      path: "/customers/bulk",
      method: "POST",
      body: { ...body, ...bulkTarget(selection, filterBody(state)) },
    }),
    invalidates: [CUSTOMERS_KEY],
  });

  const assignGroup = async (groupId: string | null) => {
    try {
      const { data } = await bulk.mutateAsync({ action: "assign-group", groupId });
      toast.success(t("bulk.assigned", { count: data.count }));
      clearSelection();
    } catch (error) {
      toast.error(requestErrorText(error, t("bulk.error")));
    }
  };

  const bulkDelete = async () => {
    // A failure is shown by the confirmation dialog, which stays open.
    const { data } = await bulk.mutateAsync({ action: "delete" });
    toast.success(t("bulk.deleted", { count: data.count }));
    bulkDeletion.close();
    update({});
  };

  const total = pagination?.total ?? 0;
  const pageIds = customers.map((customer) => customer.id);
  const matchingExact = Boolean(pagination?.totalExact) || matchingTotal !== null;
  const count = selectedCount(selection, matchingTotal ?? total);
  const exportHref = withQuery("/api/v1/customers/export", filterParams(state));
  const selectionExportHref = selection.allMatching
    ? exportHref
    : withQuery("/api/v1/customers/export", new URLSearchParams({ ids: [...selection.ids].join(",") }));
  const selectedEmails = customers
    .filter((customer) => selection.ids.has(customer.id))
    .map((customer) => customer.email);
  const mailHref = !selection.allMatching && selectedEmails.length ? `mailto:?bcc=${selectedEmails.join(",")}` : null;

  const openCreate = () => setPanel({ mode: "create" });
  const openImport = () => setImportOpen(true);
  /** After an import: the first page (the newest first, so the imported rows), every query refreshed. */
  const showImported = () => {
    writeUrl({ page: 1 });
    void refreshAll();
  };

  const showAll = () => update(DEFAULT_LIST_STATE);
  const emptyState = emptyStateOf(state, stats.total);
  const isUngrouped = emptyState === "ungrouped";
  const empty =
    emptyState === "first" ? (
      <DataTableFirstState icon={Users} title={t("states.firstTitle")} text={t("states.firstText")}>
        <AddCustomerButton onClick={openCreate} />
        {canManage && <ImportCustomersButton onClick={openImport} />}
      </DataTableFirstState>
    ) : emptyState === "results" ? (
      <DataTableNoMatches t={t} onReset={showAll} />
    ) : (
      <DataTableNothingShown
        isFiltered={false}
        title={t(isUngrouped ? "states.ungroupedTitle" : "states.groupTitle")}
        text={t(isUngrouped ? "states.ungroupedText" : "states.groupText")}
        action={!isUngrouped && <AddCustomerButton size="sm" onClick={openCreate} />}
        resetLabel={t("groups.all")}
        onReset={showAll}
      />
    );

  return (
    <ListScreenLayout
      header={
        <>
          <CustomersHeader
            total={stats.total}
            canManage={canManage}
            exportHref={exportHref}
            onAdd={openCreate}
            onImport={openImport}
          />
          <CustomerStatCards stats={stats} />
        </>
      }
      sidebar={
        <GroupsSidebar
          groups={groups}
          total={stats.total}
          selected={state.group}
          canManage={canManage}
          onSelect={(group) => update({ group })}
          onChanged={refreshAll}
        />
      }
      label={t("title")}
      dialogs={
        <>
          <CustomerPanel
            panel={panel}
            groups={groups}
            onClose={() => setPanel(null)}
            onSaved={() => {
              setPanel(null);
              void refreshAll();
            }}
            onGroupCreated={(group) =>
              queryClient.setQueryData<CustomerGroup[]>([...CUSTOMERS_KEY, GROUPS_PATH], (current = []) => [
                ...current,
                group,
              ])
            }
          />
          <CustomerDetails customer={details.shown} onClose={closeDetails} onEdit={actions.onEdit} />
          <ConfirmDialog
            {...deletion.dialog}
            title={t("delete.title")}
            description={t("delete.text", { name: deletion.subject ? fullName(deletion.subject) : "" })}
            confirmLabel={t("delete.confirm")}
            onConfirm={deletion.confirm}
          />
          <ConfirmDialog
            {...bulkDeletion.dialog}
            title={t("bulk.deleteTitle", { count })}
            description={t("bulk.deleteText", { count })}
            confirmLabel={t("bulk.delete")}
            onConfirm={bulkDelete}
          />
          {canManage && <ImportDialog open={importOpen} onOpenChange={setImportOpen} onImported={showImported} />}
        </>
      }
    >
      <ListScreenBody
        screen={screen}
        query={list}
        table={table}
        toolbar={{
          config: TOOLBAR,
          view: viewChoice,
          controls: <TagFilter value={state.tag} onChange={(tag) => update({ tag })} />,
        }}
        texts={{ label: t("title"), error: t("states.error") }}
        loading={<CustomersSkeleton />}
        empty={empty}
        bulkBar={
          count > 0 &&
          pagination && (
            <BulkBar
              count={selection.ids.size}
              total={selection.allMatching ? count : total}
              totalExact={selection.allMatching ? matchingExact : pagination.totalExact}
              allMatching={selection.allMatching}
              canSelectAllMatching={canSelectAllMatching(selection, pageIds, total)}
              groups={groups}
              canManage={canManage}
              exportHref={selectionExportHref}
              mailHref={mailHref}
              onSelectAllMatching={() => setSelection(selectAllMatching(pageIds))}
              onClear={clearSelection}
              onAssign={assignGroup}
              onDelete={() => bulkDeletion.ask(true)}
            />
          )
        }
        paginateOnePage
        onOpen={showDetails}
        renderCard={(customer, card) => <CustomerCard customer={customer} card={card} actions={actions} />}
      />
    </ListScreenLayout>
  );
}
