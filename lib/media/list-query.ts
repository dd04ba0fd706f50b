import { z } from "zod";
import { MEDIA_SORTS, MEDIA_TYPES } from "@/lib/validation/media";

// The collections screen's URL (lib/query/url-state.ts): search, type, folder ("all", "none" or a
// folder id), sort and page. Anything unknown falls back to its default, field by field, so a
// hand-edited or stale link still opens the screen.

export const mediaUrlSchema = z.object({
  search: z
    .string()
    .transform((value) => value.slice(0, 200))
    .catch(""),
  type: z.enum(MEDIA_TYPES).or(z.literal("")).catch(""),
  folder: z.string().min(1).max(100).catch("all"),
  sort: z.enum(MEDIA_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type MediaListState = z.output<typeof mediaUrlSchema>;

export const DEFAULT_MEDIA_STATE: MediaListState = { search: "", type: "", folder: "all", sort: "newest", page: 1 };

/** The query string of GET /api/v1/media for a state (defaults left out). */
export function mediaListParams(state: MediaListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set("search", state.search.trim());
  if (state.type) params.set("type", state.type);
  if (state.folder !== "all") params.set("folder", state.folder);
  if (state.sort !== "newest") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

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
