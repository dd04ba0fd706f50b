import { describe, expect, it } from "vitest";
import { AFTER_SIGN_IN, safeNextPath } from "@/lib/auth/next-path";
import { KNOWN_GOOD, redirectCorpus, WORST_CASES } from "../helpers/next-path-corpus";

// After sign-in only a path on the app's own origin is honoured: no open redirect. The property is
// checked over a generated corpus, the way a browser would use the answer.

const APP = "https://app.example";
/** Where the answer is used: a Location from these, or a navigation from these pages. */
const BASES = [`${APP}/`, `${APP}/auth/session?next=x`, `${APP}/auth/login?next=%2Fx`, "http://127.0.0.1:3000/a/b/"];

function staysHome(out: string): void {
  // A header value: visible ASCII only (no line breaks to split the response, nothing to re-encode).
  expect(out).toMatch(/^\/[\x21-\x7e]*$/);
  expect(out.startsWith("//")).toBe(false);
  expect(out.startsWith("/\\")).toBe(false);
  for (const base of BASES) {
    const resolved = new URL(out, base);
    expect(resolved.origin, `${JSON.stringify(out)} against ${base}`).toBe(new URL(base).origin);
  }
  // Stable: checking the answer again gives the answer.
  expect(safeNextPath(out, "/fallback")).toBe(out);
}

describe("safeNextPath", () => {
  const corpus = redirectCorpus();

  it("is checked over a corpus of thousands of generated candidates", () => {
    expect(corpus.length).toBeGreaterThan(2000);
  });

  it("never answers a path that a browser resolves to another origin", () => {
    const kept: string[] = [];
    for (const candidate of corpus) {
      const out = safeNextPath(candidate);
      try {
        staysHome(out);
      } catch (error) {
        throw new Error(`${JSON.stringify(candidate)} → ${JSON.stringify(out)}: ${String(error)}`, { cause: error });
      }
      if (out !== AFTER_SIGN_IN) kept.push(out);
    }
    // Some candidates are harmless paths (e.g. "/%2f%2fevil.example" is a path on our origin).
    expect(kept.length).toBeGreaterThan(0);
  });

  it.each(WORST_CASES.map((item) => [item]))("refuses %j", (input) => {
    expect(safeNextPath(input)).toBe(AFTER_SIGN_IN);
  });

  it.each(KNOWN_GOOD.map((item) => [item]))("keeps %j unchanged", (input) => {
    expect(safeNextPath(input)).toBe(input);
  });

  it("answers the normalised path", () => {
    expect(safeNextPath("/customers/../settings/./profile")).toBe("/settings/profile");
    expect(safeNextPath("/customers?q=a b")).toBe("/customers?q=a%20b");
    expect(safeNextPath("/müşteriler")).toBe("/m%C3%BC%C5%9Fteriler");
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["customers"],
    ["./customers"],
    ["/\tevil"],
    ["/auth/login?next=/x"],
    ["/auth"],
    ["/AUTH/login"],
    ["/%61uth/login"],
    ["/./auth/session"],
    ["/api/v1/auth/logout"],
    ["/%61pi/v1/customers"],
    ["/" + "a".repeat(2001)],
  ])("refuses %j and goes to /dashboard", (input) => {
    expect(safeNextPath(input)).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeNextPath("//x", "/customers")).toBe("/customers");
    expect(safeNextPath("/.//x", "/customers")).toBe("/customers");
  });
});
