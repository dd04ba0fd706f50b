import "server-only";
import { randomBytes } from "node:crypto";

// Where a media file's bytes live in storage: built from ids only, never from the name a person
// typed, so a rename never moves anything and no name can reach the storage driver.

export const mediaStorageKey = (companyId: string, fileId: string, extension: string) =>
  `media/${companyId}/${fileId}.${extension}`;

/** The WebP thumbnail of an image, beside it; fixed, so a purge can remove it before it exists. */
export const mediaThumbnailKey = (companyId: string, fileId: string) => `media/${companyId}/${fileId}.thumb.webp`;

/** A new file's id, chosen before its row exists: its bytes are stored under it first. */
export const newMediaId = () => `m${randomBytes(12).toString("hex")}`;
