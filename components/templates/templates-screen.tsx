"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { FileText, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { ListEmptyState } from "@/components/common/list-empty-state";
import { useEditorSheetState } from "@/components/common/use-editor-sheet-state";
import { ListScreenLayout } from "@/components/data-table/list-screen-layout";
import { ListScreenBody } from "@/components/data-table/list-screen-body";
import type { ListToolbarConfig } from "@/components/data-table/list-toolbar";
import { useRowDeletion } from "@/components/data-table/use-row-deletion";
import { useListScreenState } from "@/components/data-table/use-list-screen-state";
import { useTableView } from "@/components/data-table/view-switch";
import { requestErrorText } from "@/components/form/field-messages";
import {
  ConfirmDialog,
  SendMessageDialog,
  SendTestDialog,
  TemplateEditorSheet,
  TemplateImportDialog,
  TemplatePreviewDialog,
} from "@/components/templates/template-dialogs-lazy";
import type { TemplateRowActions } from "@/components/templates/template-row-menu";
import { TemplatesBulkBar, type TemplateBulkAction } from "@/components/templates/templates-bulk-bar";
import { TemplateStatCards, TemplatesHeader } from "@/components/templates/templates-header";
import {
  TEMPLATE_GRID_COLUMNS,
  TemplateCard,
  TemplatesSkeleton,
  useTemplatesTable,
} from "@/components/templates/templates-list";
import { TemplatesSidebar } from "@/components/templates/templates-sidebar";
import { Button } from "@/components/ui/button";
import { TEMPLATE_VIEW_STORAGE_KEY } from "@/lib/constants";
import { TEMPLATES_KEY } from "@/lib/client/events/live-query-keys";
import { can } from "@/lib/permissions";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery, useRefreshQueries } from "@/lib/query/use-api-query";
import { withQuery } from "@/lib/query/url-state";
import {
  DEFAULT_TEMPLATES_STATE,
  templateFilterParams,
  templateListParams,
  templatesEmptyState,
  templatesUrlSchema,
  type TemplateSort,
  type TemplatesListState,
} from "@/lib/templates/list-query";
import { summariseResults } from "@/lib/templates/result-summary";
import { TEMPLATE_LANGUAGES } from "@/lib/templates/rules";
import type { TemplateBulkJson, TemplateJson, TemplateListJson, TemplateStatsJson } from "@/lib/templates/types";
import { TEMPLATE_SORTS, TEMPLATES_PAGE_SIZE } from "@/lib/validation/templates";
import type { TeamRole } from "@/lib/validation/team";

/** Every query of the screen lives under this key: one invalidation refreshes list, counts and cards. */

/** Beside the search: the language and the sort (category and status are the left column's). */
const TOOLBAR: ListToolbarConfig<TemplatesListState> = {
  messages: "templates.screen",
  filters: [
    {
      key: "language",
      options: TEMPLATE_LANGUAGES,
      labels: "languages",
      all: "allLanguages",
      width: "min-w-0 flex-1 sm:w-36 sm:flex-none",
    },
    { key: "sort", options: TEMPLATE_SORTS, labels: "sort", width: "min-w-0 flex-1 sm:w-44 sm:flex-none" },
  ],
  controlsClassName: "flex items-center gap-2",
};

/**
 * The templates screen (spec 02 §2.1, issue 17): the URL holds search, category, status, language,
 * sort and page through useUrlState; the server rendered the first view, the query layer loads
 * every later one (keeping the last on screen meanwhile) and refreshes list, counts and cards after
 * each change. A status change anywhere (the sandbox's verdict, Meta's webhook) arrives as template.updated.
 */
export function TemplatesScreen({
  role,
  initialPage,
  initialStats,
  open,
}: {
  role: TeamRole;
  initialPage: TemplateListJson;
  initialStats: TemplateStatsJson;
  open: { create: boolean; template: string | null };
}) {
  const t = useTranslations("templates");
  const screenT = useTranslations("templates.screen");
  const rights = useMemo(
    () => ({
      create: can(role, "templates.create"),
      update: can(role, "templates.update"),
      submit: can(role, "templates.submit"),
      delete: can(role, "templates.delete"),
      import: can(role, "templates.import"),
      sendTest: can(role, "templates.sendTest"),
      send: can(role, "templates.send"),
    }),
    [role],
  );
  const screen = useListScreenState(templatesUrlSchema);
  const { state, writeUrl, selection, setSelection, clearSelection, update } = screen;
  const viewChoice = useTableView(TEMPLATE_VIEW_STORAGE_KEY);
  const [view] = viewChoice;
  const {
    editor,
    openEditor: showEditor,
    setEditorOpen,
  } = useEditorSheetState({ create: open.create, id: open.template }, rights);
  const [importOpen, setImportOpen] = useState(false);
  const [previewing, setPreviewing] = useState<TemplateJson | null>(null);
  const [testing, setTesting] = useState<TemplateJson | null>(null);
  const [sending, setSending] = useState<TemplateJson | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const [bulkBusy, setBulkBusy] = useState<TemplateBulkAction | null>(null);

  const params = templateListParams(state);
  params.set("limit", String(TEMPLATES_PAGE_SIZE));
  const list = useApiQuery<TemplateListJson>(TEMPLATES_KEY, withQuery("/templates", params), {
    initialData: initialPage,
    placeholderData: keepPreviousData,
  });
  const stats =
    // Both refresh on the stream's template.updated (lib/client/events/live-query-keys.ts).
    useApiQuery<TemplateStatsJson>(TEMPLATES_KEY, "/templates/stats", { initialData: initialStats }).data ??
    initialStats;
  const page = list.data;
  const templates = useMemo(() => page?.templates ?? [], [page]);
  const counts = page?.counts ?? initialPage.counts;
  const refreshAll = useRefreshQueries(TEMPLATES_KEY);

  const onSort = useCallback((sort: TemplateSort) => update({ sort }), [update]);

  const { mutateAsync: duplicate } = useApiMutation<{ template: TemplateJson }, TemplateJson>({
    request: (template) => ({ path: `/templates/${encodeURIComponent(template.id)}/duplicate`, method: "POST" }),
    invalidates: [TEMPLATES_KEY],
  });
  // A refusal (409: a campaign uses it) is shown by the dialog, which stays open.
  const deletion = useRowDeletion<TemplateJson>({
    queryKey: TEMPLATES_KEY,
    path: (template) => `/templates/${encodeURIComponent(template.id)}`,
    done: t("screen.delete.done"),
    setSelection,
  });
  const bulk = useApiMutation<TemplateBulkJson, { action: TemplateBulkAction; ids: string[] }>({
    request: (body) => ({ path: "/templates/bulk", method: "POST", body }),
    invalidates: [TEMPLATES_KEY],
  });

  const openEditor = useCallback(
    (templateId: string | null) => {
      setPreviewing(null);
      showEditor(templateId);
    },
    [showEditor],
  );

  const actions: TemplateRowActions = useMemo(
    () => ({
      onPreview: setPreviewing,
      onEdit: rights.update ? (template) => openEditor(template.id) : undefined,
      onDuplicate: rights.create
        ? async (template) => {
            try {
              const { message } = await duplicate(template);
              toast.success(message ?? t("screen.bulk.done.duplicate", { count: 1 }));
            } catch (error) {
              toast.error(requestErrorText(error, t("screen.duplicateError")));
            }
          }
        : undefined,
      onSendTest: rights.sendTest ? setTesting : undefined,
      onSendMessage: rights.send ? setSending : undefined,
      onDelete: rights.delete ? deletion.ask : undefined,
    }),
    [rights, openEditor, duplicate, t, deletion.ask],
  );

  const table = useTemplatesTable({
    templates,
    sort: state.sort,
    onSort,
    selection,
    onSelectionChange: setSelection,
    actions,
  });

  const selectedIds = templates.filter((template) => selection.ids.has(template.id)).map((template) => template.id);

  /** One bulk action on the ticked rows, and its outcome as one line ("3 sent for approval, 1 refused: …"). */
  const runBulk = async (action: TemplateBulkAction) => {
    setBulkBusy(action);
    try {
      const { data } = await bulk.mutateAsync({ action, ids: selectedIds });
      const summary = summariseResults(data.results);
      const line = [
        ...(summary.done > 0 || summary.refusals.length === 0
          ? [t(`screen.bulk.done.${action}`, { count: summary.done })]
          : []),
        ...summary.refusals.map((refusal) => t("screen.bulk.refused", refusal)),
      ].join(", ");
      if (summary.refusals.length > 0) toast.warning(line);
      else toast.success(line);
      clearSelection();
    } finally {
      setBulkBusy(null);
    }
  };
  const runBulkWithToast = (action: TemplateBulkAction) =>
    runBulk(action).catch((error: unknown) => toast.error(requestErrorText(error, t("screen.bulk.error"))));
  const bulkDelete = async () => {
    // A failure is shown by the confirmation dialog, which stays open.
    await runBulk("delete");
    setBulkDeleting(false);
  };

  const pagination = page?.pagination;
  const filterParams = templateFilterParams(state);
  const exportPath = withQuery("/templates/export", filterParams);
  const selectionExportPath = withQuery("/templates/export", new URLSearchParams({ ids: selectedIds.join(",") }));
  const openCreate = rights.create ? () => openEditor(null) : undefined;
  const openImport = rights.import ? () => setImportOpen(true) : undefined;
  const showAll = () => update(DEFAULT_TEMPLATES_STATE);

  const empty = (
    <ListEmptyState
      isFirst={templatesEmptyState(state, stats.total) === "first"}
      icon={FileText}
      t={screenT}
      onAdd={openCreate}
      onReset={showAll}
    >
      {openImport && (
        <Button variant="outline" onClick={openImport}>
          <Upload aria-hidden />
          {t("screen.actions.import")}
        </Button>
      )}
    </ListEmptyState>
  );

  return (
    <ListScreenLayout
      header={
        <>
          <TemplatesHeader total={stats.total} exportPath={exportPath} onImport={openImport} onAdd={openCreate} />
          <TemplateStatCards stats={stats} />
        </>
      }
      sidebar={<TemplatesSidebar counts={counts} state={state} onChange={update} />}
      label={t("title")}
      isBusy={list.isFetching}
      dialogs={
        <>
          <TemplateEditorSheet
            open={editor.isOpen}
            onOpenChange={setEditorOpen}
            templateId={editor.id}
            onSaved={() => {
              setEditorOpen(false);
              void refreshAll();
            }}
          />
          <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} onEdit={actions.onEdit} />
          <SendTestDialog template={testing} onClose={() => setTesting(null)} />
          <SendMessageDialog template={sending} onClose={() => setSending(null)} />
          <ConfirmDialog
            {...deletion.dialog}
            title={t("screen.delete.title")}
            description={t("screen.delete.text", { name: deletion.subject?.displayName ?? "" })}
            confirmLabel={t("screen.delete.confirm")}
            onConfirm={deletion.confirm}
          />
          <ConfirmDialog
            open={bulkDeleting}
            onOpenChange={setBulkDeleting}
            title={t("screen.bulk.deleteTitle", { count: selectedIds.length })}
            description={t("screen.bulk.deleteText", { count: selectedIds.length })}
            confirmLabel={t("screen.bulk.delete")}
            onConfirm={bulkDelete}
          />
          {rights.import && (
            <TemplateImportDialog
              open={importOpen}
              onOpenChange={setImportOpen}
              onImported={() => {
                writeUrl({ page: 1 });
                void refreshAll();
              }}
            />
          )}
        </>
      }
    >
      <ListScreenBody
        screen={screen}
        query={list}
        table={table}
        loading={<TemplatesSkeleton />}
        toolbar={{ config: TOOLBAR, view: viewChoice }}
        texts={{ label: t("title"), error: t("screen.states.error") }}
        selectPage={{
          label: t("screen.selectAll"),
          countText: t("screen.subtitle", { count: pagination?.total ?? templates.length }),
        }}
        bulkBar={
          selectedIds.length > 0 && (
            <TemplatesBulkBar
              count={selectedIds.length}
              exportPath={selectionExportPath}
              busy={bulkBusy}
              onSubmit={rights.submit ? () => void runBulkWithToast("submit") : undefined}
              onDuplicate={rights.create ? () => void runBulkWithToast("duplicate") : undefined}
              onDelete={rights.delete ? () => setBulkDeleting(true) : undefined}
              onClear={clearSelection}
            />
          )
        }
        empty={empty}
        onOpen={setPreviewing}
        gridClassName={TEMPLATE_GRID_COLUMNS}
        rowAttributes={(template) => ({ "data-template": template.name })}
        renderCard={(template, card) => (
          <TemplateCard template={template} card={card} actions={actions} isGrid={view === "grid"} />
        )}
      />
    </ListScreenLayout>
  );
}
