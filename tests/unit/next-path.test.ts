import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/auth/next-path";

// After sign-in only a same-site relative path is honoured: no open redirect.

describe("safeNextPath", () => {
  it.each([
    ["/customers?group=vip#top", "/customers?group=vip#top"],
    ["/settings/profile", "/settings/profile"],
    ["/dashboard", "/dashboard"],
    // Percent-encoded line breaks stay encoded: harmless in a Location header.
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
  ])("keeps %s", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["/\tevil"],
    ["customers"],
    ["/auth/login?next=/x"],
    ["/api/v1/auth/logout"],
    ["/" + "a".repeat(2001)],
  ])("refuses %s and goes to /dashboard", (input) => {
    expect(safeNextPath(input)).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeNextPath("//x", "/customers")).toBe("/customers");
  });
});
