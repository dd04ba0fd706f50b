"use client";

import { lazyDialog } from "@/components/common/lazy-dialog";

// What the collections screen shows only after a click (the form kit, the players, the upload
// queue) stays out of its first load; see lazyDialog.

export const UploadDialog = lazyDialog(() => import("@/components/media/upload-dialog"), "UploadDialog", "open");
export const PreviewDialog = lazyDialog(() => import("@/components/media/preview-dialog"), "PreviewDialog", "file");
export const ShareDialog = lazyDialog(() => import("@/components/media/share-dialog"), "ShareDialog", "file");
export const EditDialog = lazyDialog(() => import("@/components/media/edit-dialog"), "EditDialog", "file");
export const TagDialog = lazyDialog(() => import("@/components/media/tag-dialog"), "TagDialog", "open");
export const FolderDialog = lazyDialog(() => import("@/components/media/folder-dialog"), "FolderDialog", "editing");

export { LazyConfirmDialog as ConfirmDialog } from "@/components/common/confirm-dialog-lazy";
