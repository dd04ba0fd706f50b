import { describe, expect, it } from "vitest";
import {
  EMPTY_SELECTION,
  bulkTarget,
  canSelectAllMatching,
  fromRowSelection,
  pageCheckState,
  selectAllMatching,
  selectedCount,
  toRowSelection,
  toggleRow,
  togglePage,
} from "@/components/data-table/selection";

// The data table's selection model (#14.2): the ticks of the page shown, and "select all N
// matching", which sends the filter instead of ids.

const page = ["a", "b", "c"];

describe("data table selection", () => {
  it("draws none, a dash for some, and a tick for all of the page", () => {
    expect(pageCheckState(EMPTY_SELECTION, page)).toBe(false);
    expect(pageCheckState(toggleRow(EMPTY_SELECTION, "b", true), page)).toBe("indeterminate");
    expect(pageCheckState(togglePage(page, true), page)).toBe(true);
    expect(pageCheckState(togglePage(page, false), page)).toBe(false);
  });

  it("offers 'all N matching' only once the whole page is ticked and more rows match", () => {
    const whole = togglePage(page, true);
    expect(canSelectAllMatching(toggleRow(EMPTY_SELECTION, "a", true), page, 250)).toBe(false);
    expect(canSelectAllMatching(whole, page, 3)).toBe(false);
    expect(canSelectAllMatching(whole, page, 250)).toBe(true);
    expect(canSelectAllMatching(selectAllMatching(page), page, 250)).toBe(false);
  });

  it("counts every match in 'all matching' mode and sends the filter, not the ids", () => {
    const all = selectAllMatching(page);
    expect(selectedCount(all, 250)).toBe(250);
    expect(bulkTarget(all, { status: "active" })).toEqual({ all: true, filter: { status: "active" } });
    expect(pageCheckState(all, page)).toBe(true);
  });

  it("leaves 'all matching' when a row is unticked: the ticks are what they show", () => {
    const after = toggleRow(selectAllMatching(page), "b", false);
    expect(after.allMatching).toBe(false);
    expect(selectedCount(after, 250)).toBe(2);
    expect(bulkTarget(after, {})).toEqual({ ids: ["a", "c"] });
    expect(pageCheckState(after, page)).toBe("indeterminate");
  });

  it("round-trips through TanStack Table's row selection record", () => {
    const selection = toggleRow(toggleRow(EMPTY_SELECTION, "a", true), "c", true);
    expect(toRowSelection(selection)).toEqual({ a: true, c: true });
    expect([...fromRowSelection({ a: true, b: false, c: true }).ids]).toEqual(["a", "c"]);
  });
});
