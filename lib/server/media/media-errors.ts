import "server-only";
import { AppError, notFound } from "@/lib/server/errors";

// The media library's refusals, each with its own message (messages → api.errors.MEDIA_*).

export const mediaNotFound = () => notFound("api.errors.MEDIA_NOT_FOUND");
export const folderNotFound = () => notFound("api.errors.MEDIA_FOLDER_NOT_FOUND");

export const folderNameTaken = () =>
  new AppError("CONFLICT", {
    messageKey: "api.errors.MEDIA_FOLDER_NAME_TAKEN",
    fieldErrors: [{ field: "name", key: "api.errors.MEDIA_FOLDER_NAME_TAKEN" }],
  });

/** A file something scheduled still needs (a campaign, a post): it cannot go yet. */
export const mediaInUseConflict = (count: number) =>
  new AppError("CONFLICT", { messageKey: "api.errors.MEDIA_IN_USE", values: { count } });
