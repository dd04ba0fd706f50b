import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIST_STATE,
  emptyStateOf,
  filterBody,
  listParams,
  readListState,
  whatsAppLink,
} from "@/lib/customers/list-query";

describe("customers list state in the URL", () => {
  it("reads a shared URL and writes the same query back", () => {
    const params = new URLSearchParams("search=sukru&group=none&status=active&tag=vip&sort=name_asc&page=3");
    const state = readListState(params);
    expect(state).toEqual({ search: "sukru", group: "none", status: "active", tag: "vip", sort: "name_asc", page: 3 });
    expect(listParams(state).toString()).toBe(params.toString());
  });

  it("falls back to the defaults for anything unknown, and leaves defaults out of the URL", () => {
    const state = readListState(new URLSearchParams("status=deleted&sort=random&page=-2&new=1"));
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(listParams(state).toString()).toBe("");
  });

  it("gives the bulk action the filters only, without 'all'", () => {
    expect(filterBody({ ...DEFAULT_LIST_STATE, search: "  ayşe ", page: 4 })).toEqual({
      search: "ayşe",
      group: undefined,
      status: undefined,
      tag: undefined,
    });
  });
});

describe("the empty list's state (issue 13 #12)", () => {
  const state = (query: string) => readListState(new URLSearchParams(query));

  it("an empty group without a search is an empty group, not a failed search", () => {
    expect(emptyStateOf(state("group=g1"), 12)).toBe("group");
    expect(emptyStateOf(state("group=g1&sort=name_asc&page=1"), 0)).toBe("group");
    expect(emptyStateOf(state("group=none"), 12)).toBe("ungrouped");
  });

  it("a search, status or tag that matches nothing asks to change the search", () => {
    for (const query of ["search=zzz", "group=g1&search=zzz", "status=inactive", "group=g1&tag=vip", "tag=vip"]) {
      expect(emptyStateOf(state(query), 12), query).toBe("results");
    }
  });

  it("no customers at all, nothing chosen: the first-customer state", () => {
    expect(emptyStateOf(DEFAULT_LIST_STATE, 0)).toBe("first");
    expect(emptyStateOf({ ...DEFAULT_LIST_STATE, search: "   " }, 0)).toBe("first");
    // Past the last page of a non-empty list.
    expect(emptyStateOf({ ...DEFAULT_LIST_STATE, page: 9 }, 12)).toBe("results");
  });
});

describe("whatsAppLink", () => {
  it("joins the dial code and the phone's digits", () => {
    expect(whatsAppLink({ countryCode: "+90", phone: "0532 123 45 67" })).toBe("https://wa.me/905321234567");
    expect(whatsAppLink({ countryCode: "+1", phone: "(555) 010-9999" })).toBe("https://wa.me/15550109999");
  });

  it("is null without a phone", () => {
    expect(whatsAppLink({ countryCode: "+90", phone: null })).toBeNull();
    expect(whatsAppLink({ countryCode: "+90", phone: "  " })).toBeNull();
  });
});
