// The collections screen's own constants (the API's limits live in lib/validation/media.ts).

/** Every query of the screen lives under this key: one invalidation refreshes list, stats and folders. */
export const MEDIA_QUERY_KEY = ["media"] as const;

/** The list/grid choice, remembered in localStorage. */
export const MEDIA_VIEW_STORAGE_KEY = "kanal-media-view";

/** Files uploading at once: each is its own request, so one slow file does not hold up the rest. */
export const MEDIA_UPLOAD_CONCURRENCY = 3;

/** What the file picker offers (the server decides by the bytes; this only narrows the picker). */
export const MEDIA_PICKER_ACCEPT = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "video/mp4",
  "video/webm",
  "video/quicktime",
  "audio/*",
  ".m4a",
  ".pdf",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".ppt",
  ".pptx",
  ".odt",
  ".ods",
  ".odp",
  ".txt",
  ".csv",
  ".zip",
].join(",");

/** A library file's thumbnail (the server answers 404 until its job has made one). Client-safe. */
export const mediaThumbnailUrl = (id: string) => `/api/v1/media/${encodeURIComponent(id)}/thumbnail`;
