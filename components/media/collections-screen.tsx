"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { ImagePlus, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { arrivalPath, useShownItem } from "@/components/common/use-arrival-item";
import { useConfirmation } from "@/components/common/use-confirmation";
import { ListScreenLayout } from "@/components/data-table/list-screen-layout";
import { ListScreenBody } from "@/components/data-table/list-screen-body";
import type { ListToolbarConfig } from "@/components/data-table/list-toolbar";
import { useListScreenState } from "@/components/data-table/use-list-screen-state";
import { useRowDeletion } from "@/components/data-table/use-row-deletion";
import { DataTableFirstState, DataTableNoMatches, DataTableNothingShown } from "@/components/data-table/states";
import { useStoredChoice } from "@/components/data-table/use-stored-choice";
import type { TableView } from "@/components/data-table/view-switch";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { Button } from "@/components/ui/button";
import { CollectionsHeader, MediaStatCards, MediaTypeCards } from "@/components/media/collections-header";
import { FolderList } from "@/components/media/folder-list";
import { MediaBulkBar } from "@/components/media/media-bulk-bar";
import { useSelectionDownload } from "@/components/media/use-selection-download";
import {
  ConfirmDialog,
  EditDialog,
  PreviewDialog,
  ShareDialog,
  TagDialog,
  UploadDialog,
} from "@/components/media/media-dialogs-lazy";
import { GRID_COLUMNS, MediaCard, MediaSkeleton, useMediaTable } from "@/components/media/media-list";
import type { MediaRowActions } from "@/components/media/media-row-menu";
import { useFolderName } from "@/components/media/use-folder-name";
import { MEDIA_QUERY_KEY, MEDIA_VIEW_STORAGE_KEY } from "@/lib/media/constants";
import {
  DEFAULT_MEDIA_STATE,
  mediaEmptyState,
  mediaListParams,
  mediaUrlSchema,
  type MediaListState,
} from "@/lib/media/list-query";
import { bulkRights, mediaRowRights, type MediaViewer } from "@/lib/media/row-rights";
import type { MediaFile, MediaFolder, MediaPage, MediaStats } from "@/lib/media/types";
import { can } from "@/lib/permissions";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery, useRefreshQueries } from "@/lib/query/use-api-query";
import { withQuery } from "@/lib/query/url-state";
import { MEDIA_PAGE_SIZE, MEDIA_SORTS, MEDIA_TYPES } from "@/lib/validation/media";

/** Beside the search (names and tags): the type and the sort. */
const TOOLBAR: ListToolbarConfig<MediaListState> = {
  messages: "collections",
  filters: [
    {
      key: "type",
      options: MEDIA_TYPES,
      labels: "types",
      all: "allTypes",
      width: "min-w-0 flex-1 sm:w-36 sm:flex-none",
    },
    { key: "sort", options: MEDIA_SORTS, labels: "sort", width: "min-w-0 flex-1 sm:w-44 sm:flex-none" },
  ],
  controlsClassName: "flex items-center gap-2",
};
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
  const format = useFormatter();
  const screen = useListScreenState(mediaUrlSchema);
  const { state, selection, setSelection, clearSelection, update, tableInput } = screen;
  const viewChoice = useMediaView();
  const [view] = viewChoice;
  const canUpload = can(viewer.role, "media.upload");
  const [uploadOpen, setUploadOpen] = useState(open.upload && canUpload);
  const [sharing, setSharing] = useState<MediaFile | null>(null);
  const [editing, setEditing] = useState<MediaFile | null>(null);
  const bulkDeletion = useConfirmation<true>();
  const [bulkTagging, setBulkTagging] = useState(false);

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

  /** The file previewed: a row's, or the ?preview=<id> link's until it is closed. */
  const preview = useShownItem<MediaFile>(ARRIVAL_KEY, arrivalPath("/media", open.preview), t("states.error"));
  const refreshAll = useRefreshQueries(MEDIA_QUERY_KEY);
  // A refusal (409: a scheduled campaign or post needs the file) is shown by the dialog, which stays open.
  const deletion = useRowDeletion<MediaFile>({
    queryKey: MEDIA_QUERY_KEY,
    path: (file) => `/media/${encodeURIComponent(file.id)}`,
    done: t("delete.done"),
    setSelection,
  });

  const rightsOf = useCallback((file: MediaFile) => mediaRowRights(viewer, file), [viewer]);
  const { show: showPreview, close: closePreview, closeThen } = preview;
  const actions: MediaRowActions = useMemo(
    () => ({
      onPreview: showPreview,
      onShare: closeThen(setSharing),
      onEdit: closeThen(setEditing),
      onDelete: deletion.ask,
      rightsOf,
    }),
    [rightsOf, showPreview, closeThen, deletion.ask],
  );

  const table = useMediaTable({ files, actions, folderName, ...tableInput });

  const selectedFiles = files.filter((file) => selection.ids.has(file.id));
  const selectedIds = selectedFiles.map((file) => file.id);
  const selectedRights = bulkRights(viewer, selectedFiles);

  const bulk = useApiMutation<unknown, BulkBody>({
    request: (body) => ({ path: "/media/bulk", method: "POST", body: { ...body, ids: selectedIds } }),
    invalidates: [MEDIA_QUERY_KEY],
  });

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
    bulkDeletion.close();
  };

  const download = useSelectionDownload(selectedIds, () => void refreshAll());

  const openUpload = () => setUploadOpen(true);
  const pagination = page?.pagination;
  const shownTotal = pagination?.total ?? files.length;
  const totalFiles = stats?.totalFiles ?? pagination?.total ?? 0;
  const emptyState = mediaEmptyState(state, totalFiles);
  const showAll = () => update(DEFAULT_MEDIA_STATE);
  const uploadButton = (label: string, size?: "sm") =>
    canUpload && (
      <Button size={size} onClick={openUpload}>
        <Upload aria-hidden />
        {label}
      </Button>
    );
  const empty =
    emptyState === "first" ? (
      <DataTableFirstState icon={ImagePlus} title={t("states.firstTitle")} text={t("states.firstText")} isLarge>
        {uploadButton(t("actions.uploadFirst"))}
      </DataTableFirstState>
    ) : emptyState === "folder" ? (
      <DataTableNothingShown
        isFiltered={false}
        title={t("states.folderTitle")}
        text={t("states.folderText")}
        action={uploadButton(t("actions.upload"), "sm")}
        resetLabel={t("folders.all")}
        onReset={showAll}
      />
    ) : (
      <DataTableNoMatches t={t} onReset={showAll} />
    );

  const usedIn = deletion.subject?.usedIn;
  const usedParts = usedIn
    ? [
        usedIn.templates && t("delete.usedTemplates", { count: usedIn.templates }),
        usedIn.messages && t("delete.usedMessages", { count: usedIn.messages }),
        usedIn.posts && t("delete.usedPosts", { count: usedIn.posts }),
      ].filter(Boolean)
    : [];

  return (
    <ListScreenLayout
      header={
        <>
          <CollectionsHeader download={download} onUpload={canUpload ? openUpload : undefined} />
          <MediaStatCards stats={stats} />
          <MediaTypeCards stats={stats} selected={state.type} onSelect={(type) => update({ type })} />
        </>
      }
      sidebar={
        <FolderList
          folders={folders}
          totalFiles={totalFiles}
          selected={state.folder}
          canManage={can(viewer.role, "media.folders")}
          folderName={folderName}
          onSelect={(folder) => update({ folder })}
          onChanged={refreshAll}
        />
      }
      label={t("title")}
      isBusy={list.isFetching}
      dialogs={
        <>
          {canUpload && (
            <UploadDialog
              open={uploadOpen}
              folders={folders ?? EMPTY_FOLDERS}
              defaultFolderId={state.folder !== "all" && state.folder !== "none" ? state.folder : null}
              onOpenChange={setUploadOpen}
            />
          )}
          <PreviewDialog
            file={preview.shown}
            folderName={folderName}
            rights={preview.shown ? rightsOf(preview.shown) : null}
            onClose={closePreview}
            onShare={actions.onShare}
            onEdit={actions.onEdit}
          />
          <ShareDialog file={sharing} onClose={() => setSharing(null)} />
          <EditDialog
            file={editing}
            folders={folders ?? EMPTY_FOLDERS}
            canMakePublic={can(viewer.role, "media.makePublic")}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refreshAll();
            }}
          />
          <ConfirmDialog
            {...deletion.dialog}
            title={t("delete.title")}
            description={
              <>
                {t("delete.text", { name: deletion.subject?.name ?? "" })}
                {usedParts.length > 0 && (
                  <span className="mt-2 block font-medium text-foreground">
                    {t("delete.usedIn", { places: usedParts.join(", ") })}
                  </span>
                )}
              </>
            }
            confirmLabel={t("delete.confirm")}
            onConfirm={deletion.confirm}
          />
          <ConfirmDialog
            {...bulkDeletion.dialog}
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
        </>
      }
    >
      <ListScreenBody
        screen={screen}
        query={list}
        table={table}
        loading={<MediaSkeleton view={view} />}
        toolbar={{ config: TOOLBAR, view: viewChoice }}
        texts={{ label: t("title"), error: t("states.error") }}
        selectPage={{
          label: t("selectAll"),
          countText: t("fileCount", { count: shownTotal, shown: format.number(shownTotal) }),
        }}
        bulkBar={
          selectedIds.length > 0 && (
            <MediaBulkBar
              count={selectedIds.length}
              folders={folders ?? EMPTY_FOLDERS}
              folderName={folderName}
              canEdit={selectedRights.canEdit}
              canDelete={selectedRights.canDelete}
              download={download}
              onClear={clearSelection}
              onMove={moveSelected}
              onTag={() => setBulkTagging(true)}
              onDelete={() => bulkDeletion.ask(true)}
            />
          )
        }
        empty={empty}
        onOpen={showPreview}
        gridClassName={GRID_COLUMNS}
        rowAttributes={(file) => ({ "data-file": file.name })}
        renderCard={(file, card) => (
          <MediaCard file={file} view={view} card={card} actions={actions} folderName={folderName} />
        )}
      />
    </ListScreenLayout>
  );
}
