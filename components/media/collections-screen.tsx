"use client";

import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { useArrivalItem } from "@/components/common/use-arrival-item";
import { ColumnsMenu } from "@/components/data-table/columns-menu";
import { DataTable } from "@/components/data-table/data-table";
import { useListScreenState } from "@/components/data-table/use-list-screen-state";
import { ListPagination } from "@/components/data-table/list-pagination";
import { DataTableError, DataTableNoResults } from "@/components/data-table/states";
import { toggleRow } from "@/components/data-table/selection";
import { useIsNarrow, useStoredChoice } from "@/components/data-table/use-stored-choice";
import type { TableView } from "@/components/data-table/view-switch";
import { requestErrorText } from "@/components/form/field-messages";
import { CollectionsHeader, MediaStatCards, MediaTypeCards } from "@/components/media/collections-header";
import { FolderList } from "@/components/media/folder-list";
import { EmptyFolder, FirstUpload } from "@/components/media/list-states";
import { MediaBulkBar } from "@/components/media/media-bulk-bar";
import {
  ConfirmDialog,
  EditDialog,
  PreviewDialog,
  ShareDialog,
  TagDialog,
  UploadDialog,
} from "@/components/media/media-dialogs-lazy";
import { GRID_COLUMNS, MediaCard, MediaSkeleton, SelectPageRow, useMediaTable } from "@/components/media/media-list";
import type { MediaRowActions } from "@/components/media/media-row-menu";
import { MediaToolbar } from "@/components/media/media-toolbar";
import { useFolderName } from "@/components/media/use-folder-name";
import { apiDownload } from "@/lib/api-client";
import { MEDIA_QUERY_KEY, MEDIA_VIEW_STORAGE_KEY } from "@/lib/media/constants";
import { DEFAULT_MEDIA_STATE, mediaEmptyState, mediaListParams, mediaUrlSchema } from "@/lib/media/list-query";
import { bulkRights, mediaRowRights, type MediaViewer } from "@/lib/media/row-rights";
import { saveBlob } from "@/lib/save-blob";
import type { MediaFile, MediaFolder, MediaPage, MediaSort, MediaStats } from "@/lib/media/types";
import { can } from "@/lib/permissions";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import { withQuery } from "@/lib/query/url-state";
import { MEDIA_PAGE_SIZE } from "@/lib/validation/media";

/** The file of a ?preview=<id> link: loaded once, apart from the list's refreshes. */
const ARRIVAL_KEY = ["media-arrival"] as const;
const EMPTY_FOLDERS: MediaFolder[] = [];

type BulkBody = { action: "move"; folderId: string | null } | { action: "tag"; tags: string[] } | { action: "delete" };

/** The list/grid choice, remembered: a library opens on its thumbnails until someone picks the list. */
function useMediaView() {
  const [stored, write] = useStoredChoice(MEDIA_VIEW_STORAGE_KEY);
  const view: TableView = stored === "list" ? "list" : "grid";
  return [view, (next: TableView) => write(next)] as const;
}

/**
 * The collections screen (spec 02 §2.5): the URL holds search, type, folder, sort and page through
 * useUrlState; the server rendered the first view of it when it could, the query layer loads every
 * later one (keeping the last one on screen meanwhile, so nothing jumps) and refreshes list, stats
 * and folders after each change.
 */
export function CollectionsScreen({
  viewer,
  initialPage,
  initialStats,
  initialFolders,
  open,
}: {
  viewer: MediaViewer;
  initialPage?: MediaPage;
  initialStats?: MediaStats;
  initialFolders?: MediaFolder[];
  open: { upload: boolean; preview: string | null };
}) {
  const t = useTranslations("collections");
  const queryClient = useQueryClient();
  const { state, writeUrl, selection, setSelection, clearSelection, update, goToPage } =
    useListScreenState(mediaUrlSchema);
  const [view, setView] = useMediaView();
  const isNarrow = useIsNarrow();
  const canUpload = can(viewer.role, "media.upload");
  const [uploadOpen, setUploadOpen] = useState(open.upload && canUpload);
  const [previewing, setPreviewing] = useState<MediaFile | null>(null);
  const [arrivalId, setArrivalId] = useState(open.preview);
  const [sharing, setSharing] = useState<MediaFile | null>(null);
  const [editing, setEditing] = useState<MediaFile | null>(null);
  const [deleting, setDeleting] = useState<MediaFile | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const [bulkTagging, setBulkTagging] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);

  const params = mediaListParams(state);
  params.set("limit", String(MEDIA_PAGE_SIZE));
  const list = useApiQuery<MediaPage>(MEDIA_QUERY_KEY, withQuery("/media", params), {
    initialData: initialPage,
    placeholderData: keepPreviousData,
  });
  const stats = useApiQuery<MediaStats>(MEDIA_QUERY_KEY, "/media/stats", { initialData: initialStats }).data ?? null;
  const foldersQuery = useApiQuery<MediaFolder[]>(MEDIA_QUERY_KEY, "/media/folders", { initialData: initialFolders });
  const folders = foldersQuery.data ?? null;
  const folderName = useFolderName(folders ?? EMPTY_FOLDERS);
  const page = list.data;
  const files = useMemo(() => page?.files ?? [], [page]);

  const arrival = useArrivalItem<MediaFile>(
    ARRIVAL_KEY,
    arrivalId === null ? null : `/media/${encodeURIComponent(arrivalId)}`,
    t("states.error"),
  );
  const shownPreview = previewing ?? arrival;

  // The one-shot flags of an arrival (?upload=1, ?preview=…) leave the URL at once: a reload
  // shows the library, not the dialog again.
  useEffect(() => writeUrl({}), [writeUrl]);

  const refreshAll = useCallback(() => queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_KEY }), [queryClient]);
  const onSort = useCallback((sort: MediaSort) => update({ sort }), [update]);

  const rightsOf = useCallback((file: MediaFile) => mediaRowRights(viewer, file), [viewer]);
  const closePreview = () => {
    setPreviewing(null);
    setArrivalId(null);
  };
  const actions: MediaRowActions = useMemo(
    () => ({
      onPreview: setPreviewing,
      onShare: (file) => {
        setPreviewing(null);
        setArrivalId(null);
        setSharing(file);
      },
      onEdit: (file) => {
        setPreviewing(null);
        setArrivalId(null);
        setEditing(file);
      },
      onDelete: setDeleting,
      rightsOf,
    }),
    [rightsOf],
  );

  const table = useMediaTable({
    files,
    sort: state.sort,
    onSort,
    selection,
    onSelectionChange: setSelection,
    actions,
    folderName,
  });

  const selectedFiles = files.filter((file) => selection.ids.has(file.id));
  const selectedIds = selectedFiles.map((file) => file.id);
  const selectedRights = bulkRights(viewer, selectedFiles);

  const deleteOne = useApiMutation<unknown, MediaFile>({
    request: (file) => ({ path: `/media/${encodeURIComponent(file.id)}`, method: "DELETE" }),
    invalidates: [MEDIA_QUERY_KEY],
  });
  const bulk = useApiMutation<unknown, BulkBody>({
    request: (body) => ({ path: "/media/bulk", method: "POST", body: { ...body, ids: selectedIds } }),
    invalidates: [MEDIA_QUERY_KEY],
  });

  const deleteFile = async () => {
    if (!deleting) return;
    // A refusal (409: a scheduled campaign or post needs the file) is shown by the dialog, which stays open.
    await deleteOne.mutateAsync(deleting);
    toast.success(t("delete.done"));
    setSelection((current) => toggleRow(current, deleting.id, false));
    setDeleting(null);
  };

  const runBulk = async (body: BulkBody, done: string) => {
    await bulk.mutateAsync(body);
    toast.success(done);
    clearSelection();
  };
  const moveSelected = async (folderId: string | null) => {
    try {
      await runBulk({ action: "move", folderId }, t("bulk.moved", { count: selectedIds.length }));
    } catch (error) {
      toast.error(requestErrorText(error, t("bulk.error")));
    }
  };
  const tagSelected = async (tags: string[]) => {
    // A refusal lands on the tag form (KitForm), which stays open.
    await runBulk({ action: "tag", tags }, t("bulk.tagged", { count: selectedIds.length }));
    setBulkTagging(false);
  };
  const deleteSelected = async () => {
    await runBulk({ action: "delete" }, t("bulk.deleted", { count: selectedIds.length }));
    setBulkDeleting(false);
  };

  const downloadSelected = async () => {
    if (selectedIds.length === 0) return;
    setIsDownloading(true);
    try {
      const { blob, fileName } = await apiDownload("/media/download", { method: "POST", body: { ids: selectedIds } });
      saveBlob(blob, fileName ?? "kanal-media.zip");
      // The server counted a download of each file.
      void refreshAll();
    } catch (error) {
      toast.error(requestErrorText(error, t("actions.downloadFailed")));
    } finally {
      setIsDownloading(false);
    }
  };

  const openUpload = () => setUploadOpen(true);
  const status = list.isPending ? "loading" : list.isError && !page ? "error" : "ready";
  const pagination = page?.pagination;
  const totalFiles = stats?.totalFiles ?? pagination?.total ?? 0;
  const emptyState = mediaEmptyState(state, totalFiles);
  const empty =
    emptyState === "first" ? (
      <FirstUpload canUpload={canUpload} onUpload={openUpload} />
    ) : emptyState === "folder" ? (
      <EmptyFolder canUpload={canUpload} onUpload={openUpload} onShowAll={() => update(DEFAULT_MEDIA_STATE)} />
    ) : (
      <DataTableNoResults
        title={t("states.emptyTitle")}
        text={t("states.emptyText")}
        clearLabel={t("filters.clear")}
        onClear={() => update(DEFAULT_MEDIA_STATE)}
      />
    );

  const usedIn = deleting?.usedIn;
  const usedParts = usedIn
    ? [
        usedIn.templates && t("delete.usedTemplates", { count: usedIn.templates }),
        usedIn.messages && t("delete.usedMessages", { count: usedIn.messages }),
        usedIn.posts && t("delete.usedPosts", { count: usedIn.posts }),
      ].filter(Boolean)
    : [];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <CollectionsHeader
        selectedCount={selectedIds.length}
        isDownloading={isDownloading}
        canUpload={canUpload}
        onDownload={downloadSelected}
        onUpload={openUpload}
      />
      <MediaStatCards stats={stats} />
      <MediaTypeCards stats={stats} selected={state.type} onSelect={(type) => update({ type })} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
        <aside className="min-w-0">
          <FolderList
            folders={folders}
            totalFiles={totalFiles}
            selected={state.folder}
            canManage={can(viewer.role, "media.folders")}
            folderName={folderName}
            onSelect={(folder) => update({ folder })}
            onChanged={refreshAll}
          />
        </aside>
        <section aria-label={t("title")} aria-busy={list.isFetching} className="flex min-w-0 flex-col gap-4">
          <MediaToolbar
            state={state}
            onChange={update}
            view={view}
            onViewChange={setView}
            columnsMenu={view === "list" ? <ColumnsMenu table={table} className="hidden md:inline-flex" /> : null}
          />
          {selectedIds.length > 0 && status === "ready" && (
            <MediaBulkBar
              count={selectedIds.length}
              folders={folders ?? EMPTY_FOLDERS}
              folderName={folderName}
              canEdit={selectedRights.canEdit}
              canDelete={selectedRights.canDelete}
              isDownloading={isDownloading}
              onClear={clearSelection}
              onMove={moveSelected}
              onTag={() => setBulkTagging(true)}
              onDownload={downloadSelected}
              onDelete={() => setBulkDeleting(true)}
            />
          )}
          {(view === "grid" || isNarrow) && status === "ready" && files.length > 0 && (
            <SelectPageRow
              selection={selection}
              pageIds={files.map((file) => file.id)}
              total={pagination?.total ?? files.length}
              onChange={setSelection}
            />
          )}
          <DataTable
            table={table}
            label={t("title")}
            view={view}
            isLong
            status={status}
            loading={<MediaSkeleton view={view} />}
            error={
              <DataTableError
                message={requestErrorText(list.error, t("states.error"))}
                onRetry={() => void list.refetch()}
              />
            }
            empty={empty}
            onOpen={setPreviewing}
            cardsClassName={view === "grid" ? GRID_COLUMNS : undefined}
            rowAttributes={(file) => ({ "data-file": file.name })}
            renderCard={(file, { isSelected, checkbox }) => (
              <MediaCard
                file={file}
                view={view}
                isSelected={isSelected}
                checkbox={checkbox}
                actions={actions}
                folderName={folderName}
              />
            )}
          />
          {status === "ready" && pagination && files.length > 0 && pagination.totalPages > 1 && (
            <ListPagination pagination={pagination} shown={files.length} onPage={goToPage} />
          )}
        </section>
      </div>

      {canUpload && (
        <UploadDialog
          open={uploadOpen}
          folders={folders ?? EMPTY_FOLDERS}
          folderName={folderName}
          defaultFolderId={state.folder !== "all" && state.folder !== "none" ? state.folder : null}
          onOpenChange={setUploadOpen}
        />
      )}
      <PreviewDialog
        file={shownPreview}
        folderName={folderName}
        rights={shownPreview ? rightsOf(shownPreview) : null}
        onClose={closePreview}
        onShare={actions.onShare}
        onEdit={actions.onEdit}
      />
      <ShareDialog file={sharing} onClose={() => setSharing(null)} />
      <EditDialog
        file={editing}
        folders={folders ?? EMPTY_FOLDERS}
        folderName={folderName}
        canMakePublic={can(viewer.role, "media.makePublic")}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refreshAll();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t("delete.title")}
        description={
          <>
            {t("delete.text", { name: deleting?.name ?? "" })}
            {usedParts.length > 0 && (
              <span className="mt-2 block font-medium text-foreground">
                {t("delete.usedIn", { places: usedParts.join(", ") })}
              </span>
            )}
          </>
        }
        confirmLabel={t("delete.confirm")}
        onConfirm={deleteFile}
      />
      <ConfirmDialog
        open={bulkDeleting}
        onOpenChange={setBulkDeleting}
        title={t("bulk.deleteTitle", { count: selectedIds.length })}
        description={t("bulk.deleteText", { count: selectedIds.length })}
        confirmLabel={t("bulk.delete")}
        onConfirm={deleteSelected}
      />
      <TagDialog
        count={selectedIds.length}
        open={bulkTagging}
        onClose={() => setBulkTagging(false)}
        onApply={tagSelected}
      />
    </div>
  );
}
