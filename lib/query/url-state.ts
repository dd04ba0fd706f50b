import { z } from "zod";

// A list's filters, sort and page as a query string, and back (the pure half of useUrlState).
// The page's zod object schema is the URL's whole contract: one field per parameter, each field
// reading a string (z.coerce for numbers) and ending in `.catch(default)`, so a hand-edited or
// stale URL falls back field by field instead of failing, and `schema.parse({})` is the default
// state. A field equal to its default is left out of the URL, so the plain page has a plain URL.

/** A flat object schema whose fields all have a fallback (`.catch()`). */
export type UrlSchema = z.ZodObject;

type Params = { get(name: string): string | null };

/** The state a query string asks for; unknown or invalid values fall back to the defaults. */
export function readUrlState<S extends UrlSchema>(schema: S, params: Params): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return schema.parse(raw);
}

/** The default state: what an empty query string means. */
export const defaultUrlState = <S extends UrlSchema>(schema: S): z.output<S> => schema.parse({});

/** The query string of a state, without the fields that equal their default (or are empty). */
export function writeUrlState<S extends UrlSchema>(schema: S, state: z.output<S>): URLSearchParams {
  const defaults = defaultUrlState(schema) as Record<string, unknown>;
  const values = state as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = values[key];
    if (value === undefined || value === null || value === "" || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The fields every list screen's URL has: its search (at most 200 characters) and its page (from 1). */
export const listUrlFields = {
  search: z
    .string()
    .transform((value) => value.slice(0, 200))
    .catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
};

/**
 * A list's API query for a state: `writeUrlState` with its texts trimmed (a blank search is no
 * search); without `sort` and `page` when `filtersOnly` (what an export or a bulk selection takes).
 */
export function listQueryParams<S extends UrlSchema>(schema: S, state: z.output<S>, { filtersOnly = false } = {}) {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state as Record<string, unknown>)) {
    if (filtersOnly && (key === "sort" || key === "page")) continue;
    values[key] = typeof value === "string" ? value.trim() : value;
  }
  return writeUrlState(schema, values as z.output<S>);
}

/** `path?query`, or the bare path when the query is empty. */
export const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

/** What Next hands a page as `searchParams`. */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A page's query as URLSearchParams (a repeated parameter is left out), and as Next gave it. */
export async function pageQuery(searchParams: PageSearchParams) {
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) if (typeof value === "string") params.set(key, value);
  return { raw, params };
}
