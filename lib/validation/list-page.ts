import { z } from "zod";

// The page fields of a list's query string (`?page=2&limit=50`), shared by every list route:
// query values arrive as text, so they are coerced; a list keeps its own default and largest page.

/** Deeper than any list is paged: a larger number is a typo or a probe. */
const MAX_PAGE = 100_000;

/** `limit`: rows a page, `pageSize` when absent, at most `maxPageSize` (also for cursor-paged lists). */
export const pageLimit = (pageSize: number, maxPageSize: number) =>
  z.coerce.number({ error: "validation.invalidType" }).int().min(1).max(maxPageSize).default(pageSize);

/** `page` (from 1) and `limit`. */
export const pageFields = (pageSize: number, maxPageSize: number) => ({
  page: z.coerce.number({ error: "validation.invalidType" }).int().min(1).max(MAX_PAGE).default(1),
  limit: pageLimit(pageSize, maxPageSize),
});
