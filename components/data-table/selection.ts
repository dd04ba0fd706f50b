// The selection model of a data table, pure so it can be tested without a browser: the ticked
// rows of the page shown, plus "every row matching the filters" (the bulk action then goes to the
// server as { all: true, filter } instead of a list of ids). Unticking a row, or ticking one,
// leaves the "all matching" mode: from then on the ticks are what they show.

export type Selection = {
  /** Ids of the ticked rows (of the page shown). */
  ids: ReadonlySet<string>;
  /** Every row matching the current filters, on every page. */
  allMatching: boolean;
};

export const EMPTY_SELECTION: Selection = { ids: new Set(), allMatching: false };

/** What the header checkbox draws: a dash for a partial selection (aria-checked="mixed"). */
export type PageCheckState = boolean | "indeterminate";

export function toggleRow(selection: Selection, id: string, checked: boolean): Selection {
  const ids = new Set(selection.ids);
  if (checked) ids.add(id);
  else ids.delete(id);
  return { ids, allMatching: false };
}

export function togglePage(pageIds: readonly string[], checked: boolean): Selection {
  return checked ? { ids: new Set(pageIds), allMatching: false } : EMPTY_SELECTION;
}

/** "Select all N matching": the page stays ticked, the action covers every match. */
export function selectAllMatching(pageIds: readonly string[]): Selection {
  return { ids: new Set(pageIds), allMatching: true };
}

/** The ids as TanStack Table keeps them ({ [rowId]: true }). */
export function toRowSelection(selection: Selection): Record<string, boolean> {
  return Object.fromEntries([...selection.ids].map((id) => [id, true]));
}

export function fromRowSelection(rowSelection: Record<string, boolean>): Selection {
  return {
    ids: new Set(
      Object.entries(rowSelection)
        .filter(([, checked]) => checked)
        .map(([id]) => id),
    ),
    allMatching: false,
  };
}

export function pageCheckState(selection: Selection, pageIds: readonly string[]): PageCheckState {
  const ticked = pageIds.filter((id) => selection.ids.has(id)).length;
  if (ticked === 0) return false;
  return ticked === pageIds.length ? true : "indeterminate";
}

/** How many rows an action would touch; `matchingTotal` is the count of every match. */
export function selectedCount(selection: Selection, matchingTotal: number): number {
  return selection.allMatching ? matchingTotal : selection.ids.size;
}

/** The whole page is ticked and more rows match than it shows: offer "select all N matching". */
export function canSelectAllMatching(selection: Selection, pageIds: readonly string[], matchingTotal: number): boolean {
  return (
    !selection.allMatching &&
    pageIds.length > 0 &&
    pageIds.every((id) => selection.ids.has(id)) &&
    matchingTotal > pageIds.length
  );
}

/** The body of a bulk request: the ids, or every match of `filter`. */
export function bulkTarget<F>(selection: Selection, filter: F): { all: true; filter: F } | { ids: string[] } {
  return selection.allMatching ? { all: true, filter } : { ids: [...selection.ids] };
}
