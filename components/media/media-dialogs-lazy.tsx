"use client";

import type { ComponentProps } from "react";
import { lazyDialog } from "@/components/common/lazy-dialog";
import type { EditDialog as EditDialogType } from "@/components/media/edit-dialog";
import type { FolderDialog as FolderDialogType } from "@/components/media/folder-dialog";
import type { PreviewDialog as PreviewDialogType } from "@/components/media/preview-dialog";
import type { ShareDialog as ShareDialogType } from "@/components/media/share-dialog";
import type { TagDialog as TagDialogType } from "@/components/media/tag-dialog";
import type { UploadDialog as UploadDialogType } from "@/components/media/upload-dialog";

// What the collections screen shows only after a click (the form kit, the players, the upload
// queue) stays out of its first load; see lazyDialog.

export const UploadDialog = lazyDialog<ComponentProps<typeof UploadDialogType>>(
  () => import("@/components/media/upload-dialog").then((module) => module.UploadDialog),
  ({ open }) => open,
);

export const PreviewDialog = lazyDialog<ComponentProps<typeof PreviewDialogType>>(
  () => import("@/components/media/preview-dialog").then((module) => module.PreviewDialog),
  ({ file }) => file !== null,
);

export const ShareDialog = lazyDialog<ComponentProps<typeof ShareDialogType>>(
  () => import("@/components/media/share-dialog").then((module) => module.ShareDialog),
  ({ file }) => file !== null,
);

export const EditDialog = lazyDialog<ComponentProps<typeof EditDialogType>>(
  () => import("@/components/media/edit-dialog").then((module) => module.EditDialog),
  ({ file }) => file !== null,
);

export const TagDialog = lazyDialog<ComponentProps<typeof TagDialogType>>(
  () => import("@/components/media/tag-dialog").then((module) => module.TagDialog),
  ({ open }) => open,
);

export const FolderDialog = lazyDialog<ComponentProps<typeof FolderDialogType>>(
  () => import("@/components/media/folder-dialog").then((module) => module.FolderDialog),
  ({ editing }) => editing !== null,
);

export { LazyConfirmDialog as ConfirmDialog } from "@/components/common/confirm-dialog-lazy";
