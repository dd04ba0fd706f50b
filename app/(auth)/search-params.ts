// The auth pages' query parameters, as Next hands them to a page.

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One value of a query parameter: the first when repeated, undefined when absent or blank. */
export function queryValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}
