/**
 * The rows of several list pages as one list, each id once, the first kept: a row that moved
 * between two pages' requests (a new one pushed it down) would otherwise show twice.
 */
export function uniqueById<T extends { id: string }>(rows: Iterable<T>): T[] {
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    unique.push(row);
  }
  return unique;
}
