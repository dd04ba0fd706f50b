import { canOnRow } from "@/lib/permissions";
import type { MediaFile } from "@/lib/media/types";
import type { TeamRole } from "@/lib/validation/team";

// What the viewer may do with a file: their own files by the `…Own` actions, someone else's (or
// one whose uploader has left) by the `…Others` ones. The server checks the same rule; the screen
// only hides what would be refused.

export type MediaViewer = { id: string; role: TeamRole };

export function mediaRowRights(viewer: MediaViewer, file: Pick<MediaFile, "uploadedBy">) {
  const isOwn = file.uploadedBy?.id === viewer.id;
  return {
    canEdit: canOnRow(viewer.role, { own: "media.updateOwn", others: "media.updateOthers" }, isOwn),
    canDelete: canOnRow(viewer.role, { own: "media.deleteOwn", others: "media.deleteOthers" }, isOwn),
  };
}

/** A bulk action is offered when the viewer may do it to every selected file. */
export function bulkRights(viewer: MediaViewer, files: Pick<MediaFile, "uploadedBy">[]) {
  const rights = files.map((file) => mediaRowRights(viewer, file));
  return {
    canEdit: rights.length > 0 && rights.every((right) => right.canEdit),
    canDelete: rights.length > 0 && rights.every((right) => right.canDelete),
  };
}
