import { z } from "zod";
import { TEMPLATE_CATEGORIES, TEMPLATE_LANGUAGES, TEMPLATE_STATUSES, type TemplateStatus } from "@/lib/templates/rules";
import type { TemplateCounts } from "@/lib/templates/types";
import { TEMPLATE_SORTS } from "@/lib/validation/templates";

// The templates screen's URL (lib/query/url-state.ts): search, category, status, language, sort and
// page. Anything unknown falls back to its default, field by field, so a hand-edited or stale link
// still opens the screen. The same state becomes the API's query (list, export).

export const templatesUrlSchema = z.object({
  search: z
    .string()
    .transform((value) => value.slice(0, 200))
    .catch(""),
  category: z.enum(TEMPLATE_CATEGORIES).or(z.literal("")).catch(""),
  status: z.enum(TEMPLATE_STATUSES).or(z.literal("")).catch(""),
  language: z.enum(TEMPLATE_LANGUAGES).or(z.literal("")).catch(""),
  sort: z.enum(TEMPLATE_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type TemplatesListState = z.output<typeof templatesUrlSchema>;
export type TemplateSort = TemplatesListState["sort"];

export const DEFAULT_TEMPLATES_STATE: TemplatesListState = {
  search: "",
  category: "",
  status: "",
  language: "",
  sort: "newest",
  page: 1,
};

/** The filters only (no sort or page): what the export of the filtered list takes. */
export function templateFilterParams(state: TemplatesListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set("search", state.search.trim());
  if (state.category) params.set("category", state.category);
  if (state.status) params.set("status", state.status);
  if (state.language) params.set("language", state.language);
  return params;
}

/** The query string of GET /api/v1/templates for a state (defaults left out). */
export function templateListParams(state: TemplatesListState): URLSearchParams {
  const params = templateFilterParams(state);
  if (state.sort !== "newest") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** Always offered in the status filter; the rest only while some template has that status. */
const MAIN_STATUSES: readonly TemplateStatus[] = ["APPROVED", "PENDING", "REJECTED"];

/** The statuses the filter offers: the spec's three, then draft, paused, disabled when any exist (or chosen). */
export function offeredStatuses(counts: TemplateCounts["byStatus"], selected: TemplateStatus | ""): TemplateStatus[] {
  return TEMPLATE_STATUSES.filter(
    (status) => MAIN_STATUSES.includes(status) || counts[status] > 0 || status === selected,
  );
}

/**
 * Which empty state an empty list shows: a company without templates is "first" (create or import
 * one); anything else that shows nothing is "results" ('Şablon bulunamadı', reset the filters).
 */
export function templatesEmptyState(state: TemplatesListState, companyTotal: number): "first" | "results" {
  return companyTotal === 0 && templateFilterParams(state).size === 0 ? "first" : "results";
}
