"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { BulkBar } from "@/components/customers/bulk-bar";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { CustomerDetails } from "@/components/customers/customer-details";
import { CustomerPanel, type PanelMode } from "@/components/customers/customer-panel";
import type { RowActions } from "@/components/customers/customer-row-menu";
import { CustomerStatCards, CustomersHeader } from "@/components/customers/customers-header";
import {
  CustomersGrid,
  CustomersPagination,
  CustomersSkeleton,
  CustomersTable,
  type Selection,
} from "@/components/customers/customers-list";
import { CustomersToolbar, type CustomerView } from "@/components/customers/customers-toolbar";
import { GroupsSidebar } from "@/components/customers/groups-sidebar";
import { ImportDialog } from "@/components/customers/import-dialog";
import { EmptyGroup, FirstCustomer, LoadError, NoResults } from "@/components/customers/list-states";
import { api } from "@/lib/api-client";
import { CUSTOMER_VIEW_STORAGE_KEY } from "@/lib/constants";
import {
  DEFAULT_LIST_STATE,
  filterBody,
  filterParams,
  fullName,
  emptyStateOf,
  listParams,
  type Customer,
  type CustomerGroup,
  type CustomerPage,
  type CustomerStats,
  type ListState,
} from "@/lib/customers/list-query";
import { CUSTOMERS_PAGE_SIZE } from "@/lib/validation/customers";

type LoadStatus = { kind: "ready" } | { kind: "loading" } | { kind: "error"; message: string | null };

// The list/grid choice, remembered in localStorage (and followed across tabs).
const VIEW_EVENT = "kanal-customers-view";
const readView = (): CustomerView =>
  window.localStorage.getItem(CUSTOMER_VIEW_STORAGE_KEY) === "grid" ? "grid" : "list";
function subscribeView(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(VIEW_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(VIEW_EVENT, onChange);
  };
}

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

/**
 * The customers screen. The URL holds the filters (search, group, status, tag, sort, page): the
 * server rendered the first page of it; every later change is written back to the URL with
 * history.replaceState (Next keeps useSearchParams in step, and the server page is not re-run on
 * each keystroke) and loaded from the API.
 */
export function CustomersScreen({
  canManage,
  initialState,
  initialPage,
  initialStats,
  initialGroups,
  open,
}: {
  canManage: boolean;
  initialState: ListState;
  initialPage: CustomerPage;
  initialStats: CustomerStats;
  initialGroups: CustomerGroup[];
  open: { create: boolean; import: boolean; customer: string | null };
}) {
  const t = useTranslations("customers");
  const [state, setState] = useState(initialState);
  const [page, setPage] = useState(initialPage);
  const [stats, setStats] = useState(initialStats);
  const [groups, setGroups] = useState(initialGroups);
  const [status, setStatus] = useState<LoadStatus>({ kind: "ready" });
  const [reload, setReload] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  /** The exact number behind "select all matching" when the list's count stopped at its cap. */
  const [matchingTotal, setMatchingTotal] = useState<number | null>(null);
  const view = useSyncExternalStore<CustomerView>(subscribeView, readView, () => "list");
  const [panel, setPanel] = useState<PanelMode | null>(open.create ? { mode: "create" } : null);
  const [details, setDetails] = useState<Customer | null>(null);
  const [importOpen, setImportOpen] = useState(open.import && canManage);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);

  const queryKey = listParams(state).toString();
  const firstLoad = useRef(true);

  // The dashboard's ?customer=<id> link.
  useEffect(() => {
    if (open.customer) {
      api<Customer>(`/customers/${encodeURIComponent(open.customer)}`)
        .then(({ data }) => setDetails(data))
        .catch((error: unknown) => toast.error(requestErrorText(error, t("states.error"))));
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changeView = (next: CustomerView) => {
    window.localStorage.setItem(CUSTOMER_VIEW_STORAGE_KEY, next);
    window.dispatchEvent(new Event(VIEW_EVENT));
  };

  // The URL follows the filters (and drops the one-shot new/import/customer flags).
  useEffect(() => {
    const url = withQuery(window.location.pathname, new URLSearchParams(queryKey));
    if (url !== window.location.pathname + window.location.search) window.history.replaceState(null, "", url);
  }, [queryKey]);

  // The list follows the filters; the server already rendered the first view.
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    setStatus({ kind: "loading" });
    const params = new URLSearchParams(queryKey);
    params.set("limit", String(CUSTOMERS_PAGE_SIZE));
    api<CustomerPage>(withQuery("/customers", params), { signal: controller.signal })
      .then(({ data }) => {
        setPage(data);
        setStatus({ kind: "ready" });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus({ kind: "error", message: requestErrorText(error, t("states.error")) });
      });
    return () => controller.abort();
  }, [queryKey, reload, t]);

  const refreshMeta = useCallback(() => {
    api<CustomerStats>("/customers/stats")
      .then(({ data }) => setStats(data))
      .catch(() => undefined);
    api<CustomerGroup[]>("/customers/groups")
      .then(({ data }) => setGroups(data))
      .catch(() => undefined);
  }, []);

  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
    setMatchingTotal(null);
  };

  const selectAllMatching = () => {
    setAllMatching(true);
    if (page.pagination.totalExact) return;
    const params = filterParams(state);
    params.set("limit", "1");
    params.set("count", "exact");
    api<CustomerPage>(withQuery("/customers", params))
      .then(({ data }) => setMatchingTotal(data.pagination.total))
      .catch((error: unknown) => toast.error(requestErrorText(error, t("states.error"))));
  };

  /** Everything that changed the data: reload the page, the stats and the groups. */
  const refreshAll = () => {
    setReload((value) => value + 1);
    if (firstLoad.current) firstLoad.current = false;
    refreshMeta();
  };

  const update = (patch: Partial<ListState>) => {
    clearSelection();
    setState((current) => ({ ...current, page: 1, ...patch }));
  };

  const customers = page.customers;
  const selection: Selection = useMemo(
    () => ({
      selected,
      toggle: (id, checked) => {
        setAllMatching(false);
        setSelected((current) => {
          const next = new Set(current);
          if (checked) next.add(id);
          else next.delete(id);
          return next;
        });
      },
      togglePage: (checked) => {
        setAllMatching(false);
        setSelected(checked ? new Set(customers.map((customer) => customer.id)) : new Set());
      },
    }),
    [selected, customers],
  );

  const actions: RowActions = {
    onView: setDetails,
    onEdit: (customer) => {
      setDetails(null);
      setPanel({ mode: "edit", customer });
    },
    onDelete: canManage ? setDeleting : undefined,
  };

  const deleteCustomer = async () => {
    if (!deleting) return;
    try {
      await api(`/customers/${deleting.id}`, { method: "DELETE" });
      toast.success(t("delete.done"));
      setDeleting(null);
      setSelected((current) => {
        const next = new Set(current);
        next.delete(deleting.id);
        return next;
      });
      refreshAll();
    } catch (error) {
      // The confirmation dialog shows it and stays open.
      throw error;
    }
  };

  const bulkTarget = () => (allMatching ? { all: true as const, filter: filterBody(state) } : { ids: [...selected] });

  const assignGroup = async (groupId: string | null) => {
    try {
      const { data } = await api<{ count: number }>("/customers/bulk", {
        body: { action: "assign-group", groupId, ...bulkTarget() },
      });
      toast.success(t("bulk.assigned", { count: data.count }));
      clearSelection();
      refreshAll();
    } catch (error) {
      toast.error(requestErrorText(error, t("bulk.error")));
    }
  };

  const bulkDelete = async () => {
    try {
      const { data } = await api<{ count: number }>("/customers/bulk", {
        body: { action: "delete", ...bulkTarget() },
      });
      toast.success(t("bulk.deleted", { count: data.count }));
      setBulkDeleting(false);
      clearSelection();
      setState((current) => ({ ...current, page: 1 }));
      refreshAll();
    } catch (error) {
      // The confirmation dialog shows it and stays open.
      throw error;
    }
  };

  const matchingExact = page.pagination.totalExact || matchingTotal !== null;
  const selectedCount = allMatching ? (matchingTotal ?? page.pagination.total) : selected.size;
  const exportHref = withQuery("/api/v1/customers/export", filterParams(state));
  const selectionExportHref = allMatching
    ? exportHref
    : withQuery("/api/v1/customers/export", new URLSearchParams({ ids: [...selected].join(",") }));
  const selectedEmails = customers.filter((customer) => selected.has(customer.id)).map((customer) => customer.email);
  const mailHref = !allMatching && selectedEmails.length ? `mailto:?bcc=${selectedEmails.join(",")}` : null;

  const openCreate = () => setPanel({ mode: "create" });
  const openImport = () => setImportOpen(true);

  let body: React.ReactNode;
  if (status.kind === "loading") body = <CustomersSkeleton />;
  else if (status.kind === "error")
    body = <LoadError message={status.message} onRetry={() => setReload((value) => value + 1)} />;
  else if (customers.length === 0) {
    const empty = emptyStateOf(state, stats.total);
    if (empty === "first") body = <FirstCustomer canImport={canManage} onAdd={openCreate} onImport={openImport} />;
    else if (empty === "results") body = <NoResults onClear={() => update(DEFAULT_LIST_STATE)} />;
    else
      body = (
        <EmptyGroup
          isUngrouped={empty === "ungrouped"}
          onAdd={openCreate}
          onShowAll={() => update(DEFAULT_LIST_STATE)}
        />
      );
  } else
    body =
      view === "grid" ? (
        <CustomersGrid customers={customers} selection={selection} actions={actions} />
      ) : (
        <CustomersTable customers={customers} selection={selection} actions={actions} />
      );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <CustomersHeader
        total={stats.total}
        canManage={canManage}
        exportHref={exportHref}
        onAdd={openCreate}
        onImport={openImport}
      />
      <CustomerStatCards stats={stats} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
        <aside className="min-w-0">
          <GroupsSidebar
            groups={groups}
            total={stats.total}
            selected={state.group}
            canManage={canManage}
            onSelect={(group) => update({ group })}
            onChanged={refreshAll}
          />
        </aside>
        <section aria-label={t("title")} className="flex min-w-0 flex-col gap-4">
          <CustomersToolbar state={state} onChange={update} view={view} onViewChange={changeView} />
          {selectedCount > 0 && status.kind === "ready" && (
            <BulkBar
              count={selected.size}
              pageCount={customers.length}
              total={allMatching ? selectedCount : page.pagination.total}
              totalExact={allMatching ? matchingExact : page.pagination.totalExact}
              allMatching={allMatching}
              groups={groups}
              canManage={canManage}
              exportHref={selectionExportHref}
              mailHref={mailHref}
              onSelectAllMatching={selectAllMatching}
              onClear={clearSelection}
              onAssign={assignGroup}
              onDelete={() => setBulkDeleting(true)}
            />
          )}
          {body}
          {status.kind === "ready" && customers.length > 0 && (
            <CustomersPagination
              pagination={page.pagination}
              shown={customers.length}
              onPage={(next) => {
                clearSelection();
                setState((current) => ({ ...current, page: next }));
              }}
            />
          )}
        </section>
      </div>

      <CustomerPanel
        panel={panel}
        groups={groups}
        onClose={() => setPanel(null)}
        onSaved={() => {
          setPanel(null);
          refreshAll();
        }}
        onGroupCreated={(group) => setGroups((current) => [...current, group])}
      />
      <CustomerDetails customer={details} onClose={() => setDetails(null)} onEdit={actions.onEdit} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t("delete.title")}
        description={t("delete.text", { name: deleting ? fullName(deleting) : "" })}
        confirmLabel={t("delete.confirm")}
        onConfirm={deleteCustomer}
      />
      <ConfirmDialog
        open={bulkDeleting}
        onOpenChange={setBulkDeleting}
        title={t("bulk.deleteTitle", { count: selectedCount })}
        description={t("bulk.deleteText", { count: selectedCount })}
        confirmLabel={t("bulk.delete")}
        onConfirm={bulkDelete}
      />
      {canManage && (
        <ImportDialog
          open={importOpen}
          onOpenChange={setImportOpen}
          onImported={() => {
            setState((current) => ({ ...current, page: 1 }));
            refreshAll();
          }}
        />
      )}
    </div>
  );
}
