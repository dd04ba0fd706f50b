import { describe, expect, it } from "vitest";
import { readImportFile } from "@/lib/templates/import-file";
import {
  DEFAULT_TEMPLATES_STATE,
  offeredStatuses,
  templateFilterParams,
  templateListParams,
  templatesEmptyState,
  templatesUrlSchema,
} from "@/lib/templates/list-query";
import { summariseResults } from "@/lib/templates/result-summary";
import { readUrlState } from "@/lib/query/url-state";
import type { TemplateCounts } from "@/lib/templates/types";

const read = (query: string) => readUrlState(templatesUrlSchema, new URLSearchParams(query));

describe("templates list state in the URL", () => {
  it("reads a shared URL and writes the same query back", () => {
    const query = "search=siparis&category=UTILITY&status=REJECTED&language=en&sort=usage&page=2";
    const state = read(query);
    expect(state).toEqual({
      search: "siparis",
      category: "UTILITY",
      status: "REJECTED",
      language: "en",
      sort: "usage",
      page: 2,
    });
    expect(templateListParams(state).toString()).toBe(query);
  });

  it("falls back field by field for anything unknown, and leaves defaults out", () => {
    const state = read("category=PROMO&status=approved&language=xx&sort=random&page=0&new=1&search=kampanya");
    expect(state).toEqual({ ...DEFAULT_TEMPLATES_STATE, search: "kampanya" });
    expect(templateListParams(DEFAULT_TEMPLATES_STATE).toString()).toBe("");
  });

  it("exports the filters only: neither sort nor page", () => {
    expect(templateFilterParams(read("search=%20hos%20&status=PENDING&sort=name&page=3")).toString()).toBe(
      "search=hos&status=PENDING",
    );
  });

  it("is a company's first empty list only without filters", () => {
    expect(templatesEmptyState(DEFAULT_TEMPLATES_STATE, 0)).toBe("first");
    expect(templatesEmptyState(read("status=PAUSED"), 0)).toBe("results");
    expect(templatesEmptyState(DEFAULT_TEMPLATES_STATE, 4)).toBe("results");
  });
});

describe("the status filter's entries", () => {
  const counts = (extra: Partial<TemplateCounts["byStatus"]>): TemplateCounts["byStatus"] => ({
    all: 0,
    DRAFT: 0,
    PENDING: 0,
    APPROVED: 0,
    REJECTED: 0,
    PAUSED: 0,
    DISABLED: 0,
    ...extra,
  });

  it("always offers approved, pending and rejected; the others while some exist or are chosen", () => {
    expect(offeredStatuses(counts({}), "")).toEqual(["PENDING", "APPROVED", "REJECTED"]);
    expect(offeredStatuses(counts({ DRAFT: 2, DISABLED: 1 }), "")).toEqual([
      "DRAFT",
      "PENDING",
      "APPROVED",
      "REJECTED",
      "DISABLED",
    ]);
    expect(offeredStatuses(counts({}), "PAUSED")).toContain("PAUSED");
  });
});

describe("a bulk action's summary", () => {
  it("counts what went through and groups the refusals by reason, most first", () => {
    const summary = summariseResults([
      { id: "a", ok: true, message: "submitted" },
      { id: "b", ok: false, message: "not found" },
      { id: "c", ok: false, message: "already approved" },
      { id: "d", ok: true, message: "submitted" },
      { id: "e", ok: false, message: "already approved" },
    ]);
    expect(summary).toEqual({
      done: 2,
      refusals: [
        { reason: "already approved", count: 2 },
        { reason: "not found", count: 1 },
      ],
    });
  });

  it("has no refusals when everything went through", () => {
    expect(summariseResults([{ id: "a", ok: true, message: "deleted" }])).toEqual({ done: 1, refusals: [] });
  });
});

describe("reading an import file before it is sent", () => {
  const template = {
    name: "order_ready",
    language: "tr",
    category: "UTILITY",
    components: [
      { type: "BODY", text: "Siparişiniz hazır" },
      { type: "footer", text: "Kanal" },
    ],
  };

  it("takes an array, Meta's { data } and { templates }, and says what each holds", () => {
    for (const source of [[template], { data: [template] }, { templates: [template] }]) {
      const file = readImportFile(JSON.stringify(source));
      expect(file).toEqual({
        ok: true,
        items: [template],
        entries: [{ name: "order_ready", language: "tr", category: "UTILITY", parts: ["BODY", "FOOTER"] }],
      });
    }
  });

  it("keeps an item it cannot name (the server judges it) and refuses what is not a list", () => {
    const file = readImportFile(JSON.stringify([42]));
    expect(file.ok && file.entries).toEqual([{ name: null, language: null, category: null, parts: [] }]);
    expect(readImportFile("{not json")).toEqual({ ok: false, reason: "invalidFile" });
    expect(readImportFile(JSON.stringify({ name: "x" }))).toEqual({ ok: false, reason: "invalidFile" });
    expect(readImportFile("[]")).toEqual({ ok: false, reason: "empty" });
    expect(readImportFile(JSON.stringify(Array.from({ length: 501 }, () => template)))).toEqual({
      ok: false,
      reason: "tooMany",
    });
  });
});
