import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import { canOnRow, type Action } from "@/lib/permissions";
import { forbidden } from "@/lib/server/errors";

/** Who acts on the library: the session's company, user and role. */
export type MediaActor = { companyId: string; userId: string; role: Role };

/**
 * Throws 403 unless the actor may do this to every one of `files`: `own` for the files they
 * uploaded, `others` for the rest (a file whose uploader has left counts as someone else's).
 */
export function assertMayOnFiles(
  actor: MediaActor,
  files: readonly { uploadedById: string | null }[],
  actions: { own: Action; others: Action },
): void {
  for (const file of files) {
    if (!canOnRow(actor.role, actions, file.uploadedById === actor.userId)) throw forbidden();
  }
}

export const EDIT_ACTIONS = { own: "media.updateOwn", others: "media.updateOthers" } as const;
export const DELETE_ACTIONS = { own: "media.deleteOwn", others: "media.deleteOthers" } as const;
