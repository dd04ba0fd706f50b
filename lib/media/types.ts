import type { MEDIA_SORTS, MEDIA_TYPES } from "@/lib/validation/media";

// The JSON shapes the media API answers (api.md → Media), once: lib/server/media builds them, the
// routes send them, the collections screen (and later templates, the inbox and posts) read them.
// Client-safe: types only.

export type MediaType = (typeof MEDIA_TYPES)[number];
export type MediaSort = (typeof MEDIA_SORTS)[number];

export type MediaFolderRef = { id: string; name: string; color: string };

export type MediaFile = {
  id: string;
  name: string;
  type: MediaType;
  mimeType: string;
  /** Bytes. A number: JSON has no BigInt, and 2^53 bytes is far beyond any quota. */
  size: number;
  width: number | null;
  height: number | null;
  durationSec: number | null;
  pages: number | null;
  /** "pending" until the thumbnail/metadata job has run; "failed" leaves the file usable. */
  processing: "pending" | "ready" | "failed";
  folder: MediaFolderRef | null;
  tags: string[];
  isPublic: boolean;
  downloads: number;
  views: number;
  uploadedBy: { id: string; name: string } | null;
  /** Same-origin API paths that need the session. */
  thumbnailUrl: string | null;
  url: string;
  /** Where the file is used (0 until templates, the inbox and posts exist). */
  usedIn: { templates: number; messages: number; posts: number };
  /** The active public link, if any (its URL is shown only when it is made). */
  share: { expiresAt: string | null; views: number; createdAt: string } | null;
  createdAt: string;
  updatedAt: string;
};

/** `systemKey` set: a default folder never renamed; the screen shows its translated name. */
export type MediaFolder = MediaFolderRef & { systemKey: string | null; count: number };

export type MediaStats = {
  totalFiles: number;
  totalBytes: number;
  quotaBytes: number;
  newLast30Days: number;
  totalDownloads: number;
  byType: Record<MediaType, number>;
};

export type MediaPagination = { page: number; limit: number; total: number; totalPages: number };
export type MediaPage = { files: MediaFile[]; pagination: MediaPagination };

/** One file an upload refused, with why (`code` is an api.md code; `message` in the caller's language). */
export type MediaRejection = { name: string; code: string; message: string };
export type MediaUploadResult = { files: MediaFile[]; rejected: MediaRejection[] };

export type MediaShare = { url: string; expiresAt: string | null };
