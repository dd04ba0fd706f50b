// Per-item results (a bulk action's per id, a send's per customer) as one line: how many went
// through, and the refusals grouped by their reason ("3 sent for approval, 1 refused: already
// approved"). Pure, so it is unit-tested.

export type ResultSummary = { done: number; refusals: { reason: string; count: number }[] };

export function summariseResults<R extends { ok: boolean; message: string }>(results: readonly R[]): ResultSummary {
  const refusals = new Map<string, number>();
  let done = 0;
  for (const result of results) {
    if (result.ok) done += 1;
    else refusals.set(result.message, (refusals.get(result.message) ?? 0) + 1);
  }
  return {
    done,
    refusals: [...refusals].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
  };
}
