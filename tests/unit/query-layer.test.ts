import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { makeQueryClient } from "@/lib/query/query-client";
import { isRetryableError, MAX_QUERY_RETRIES, MAX_RETRY_DELAY_MS, retryDelay, shouldRetry } from "@/lib/query/retry";
import { applyOptimistic } from "@/lib/query/use-api-mutation";
import { defaultUrlState, readUrlState, withQuery, writeUrlState } from "@/lib/query/url-state";

// The pure parts of the query layer (lib/query): which failures are tried again, the URL ⇄ state
// round trip of useUrlState, and the optimistic edit's rollback on a real QueryClient.

const apiError = (status: number, retryAfter?: number) => new ApiError("x", { status, retryAfter });

describe("retry rule", () => {
  it("retries a 503 and a network error, a bounded number of times", () => {
    expect(isRetryableError(apiError(503))).toBe(true);
    expect(isRetryableError(new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(MAX_QUERY_RETRIES - 1, apiError(503))).toBe(true);
    expect(shouldRetry(MAX_QUERY_RETRIES, apiError(503))).toBe(false);
  });

  it("never retries a 4xx, a 500 or a cancelled request", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 500, 502]) {
      expect(shouldRetry(0, apiError(status)), String(status)).toBe(false);
    }
    expect(shouldRetry(0, new DOMException("The operation was aborted.", "AbortError"))).toBe(false);
    expect(shouldRetry(0, new Error("boom"))).toBe(false);
  });

  it("waits as Retry-After asks, within a ceiling, else backs off", () => {
    expect(retryDelay(0, apiError(503, 3))).toBe(3000);
    expect(retryDelay(0, apiError(503, 3600))).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(0, new TypeError("Failed to fetch"))).toBe(1000);
    expect(retryDelay(1, new TypeError("Failed to fetch"))).toBe(2000);
  });

  it("is the default of every query", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

const listSchema = z.object({
  search: z.string().max(200).catch(""),
  status: z.enum(["active", "inactive"]).or(z.literal("")).catch(""),
  sort: z.enum(["newest", "oldest", "name"]).catch("newest"),
  page: z.coerce.number().int().min(1).catch(1),
});

describe("URL ⇄ state", () => {
  it("reads an empty query string as the defaults", () => {
    expect(readUrlState(listSchema, new URLSearchParams())).toEqual({
      search: "",
      status: "",
      sort: "newest",
      page: 1,
    });
    expect(defaultUrlState(listSchema)).toEqual(readUrlState(listSchema, new URLSearchParams()));
  });

  it("reads each parameter, falling back field by field on a bad value", () => {
    const state = readUrlState(listSchema, new URLSearchParams("search=ali&status=gone&sort=name&page=-3&x=1"));
    expect(state).toEqual({ search: "ali", status: "", sort: "name", page: 1 });
    expect(readUrlState(listSchema, new URLSearchParams("page=4")).page).toBe(4);
  });

  it("writes only what differs from the default, and reads it back the same", () => {
    expect(writeUrlState(listSchema, defaultUrlState(listSchema)).toString()).toBe("");
    const state = { search: "ali veli", status: "active" as const, sort: "newest" as const, page: 3 };
    const params = writeUrlState(listSchema, state);
    expect(params.toString()).toBe("search=ali+veli&status=active&page=3");
    expect(readUrlState(listSchema, params)).toEqual(state);
    expect(withQuery("/customers", params)).toBe("/customers?search=ali+veli&status=active&page=3");
    expect(withQuery("/customers", new URLSearchParams())).toBe("/customers");
  });
});

describe("optimistic update", () => {
  it("edits every cached path under the key and rolls back to the snapshot", async () => {
    const client = new QueryClient();
    client.setQueryData(["items", "/items?page=1"], [1, 2]);
    client.setQueryData(["items", "/items?page=2"], [3]);
    client.setQueryData(["other"], [9]);
    const rollback = await applyOptimistic<number[]>(client, ["items"], (list) => list?.filter((n) => n !== 2));
    expect(client.getQueryData(["items", "/items?page=1"])).toEqual([1]);
    expect(client.getQueryData(["items", "/items?page=2"])).toEqual([3]);
    rollback();
    expect(client.getQueryData(["items", "/items?page=1"])).toEqual([1, 2]);
    expect(client.getQueryData(["other"])).toEqual([9]);
  });
});
