import { z } from "zod";
import { listQueryParams, listUrlFields } from "@/lib/query/url-state";
import { MEDIA_SORTS, MEDIA_TYPES } from "@/lib/validation/media";

// The collections screen's URL (lib/query/url-state.ts): search, type, folder ("all", "none" or a
// folder id), sort and page. Anything unknown falls back to its default, field by field, so a
// hand-edited or stale link still opens the screen.

export const mediaUrlSchema = z.object({
  search: listUrlFields.search,
  type: z.enum(MEDIA_TYPES).or(z.literal("")).catch(""),
  folder: z.string().min(1).max(100).catch("all"),
  sort: z.enum(MEDIA_SORTS).catch("newest"),
  page: listUrlFields.page,
});

export type MediaListState = z.output<typeof mediaUrlSchema>;

export const DEFAULT_MEDIA_STATE: MediaListState = { search: "", type: "", folder: "all", sort: "newest", page: 1 };

/** The query string of GET /api/v1/media for a state (defaults left out). */
export const mediaListParams = (state: MediaListState) => listQueryParams(mediaUrlSchema, state);

/**
 * Which empty state an empty list shows: no files at all is "first" (upload your first file); a
 * search or type that matches nothing is "results" (change the filters); a folder chosen with
 * nothing else is simply empty ("folder").
 */
export function mediaEmptyState(state: MediaListState, totalFiles: number): "first" | "results" | "folder" {
  const isSearching = Boolean(state.search.trim() || state.type);
  if (totalFiles === 0 && !isSearching) return "first";
  if (!isSearching && state.folder !== "all") return "folder";
  return "results";
}
