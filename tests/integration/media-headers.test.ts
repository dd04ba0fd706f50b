import { describe, expect, it } from "vitest";
import type { NextConfig } from "next";
import { buildCustomRoute } from "next/dist/lib/build-custom-route.js";

// next.config.mjs's header rules, matched the way Next matches them (its own route compiler):
// config headers replace a route's own, so the two answers whose policy depends on the file — a
// media file's bytes and a share link — must get none of CSP, X-Frame-Options and Referrer-Policy
// from the config (media-headers.ts sets them), and every other path must keep all three.

// The config module is plain JavaScript (no types): read it as Next does.
const configPath = "../../next.config.mjs";
const nextConfig = ((await import(/* @vite-ignore */ configPath)) as { default: NextConfig }).default;

type Rule = { source: string; headers: { key: string; value: string }[] };

async function configHeaders(pathname: string): Promise<Record<string, string>> {
  const rules = (await nextConfig.headers!()) as Rule[];
  const found: Record<string, string> = {};
  for (const rule of rules) {
    const { regex } = buildCustomRoute("header", rule) as Rule & { regex: string };
    if (!new RegExp(regex).test(pathname)) continue;
    for (const header of rule.headers) found[header.key.toLowerCase()] = header.value;
  }
  return found;
}

const POLICY = ["content-security-policy", "x-frame-options", "referrer-policy"];

describe("next.config.mjs headers", () => {
  it("leaves the policy of a file's bytes and of a share link to their routes", async () => {
    for (const path of ["/api/v1/media/m123/content", "/s/AbC_-123"]) {
      const headers = await configHeaders(path);
      expect(
        Object.keys(headers).filter((key) => POLICY.includes(key)),
        path,
      ).toEqual([]);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
    }
  });

  it("keeps the sandbox on every other API answer, media's included", async () => {
    for (const path of [
      "/api/v1/media",
      "/api/v1/media/m123",
      "/api/v1/media/m123/thumbnail",
      "/api/v1/media/m123/content/extra",
      "/api/v1/media/download",
      "/api/v1/files/abc",
      "/api",
    ]) {
      const headers = await configHeaders(path);
      expect(headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("keeps the page policy on pages, /s/ itself and deeper paths under it included", async () => {
    for (const path of ["/", "/collections", "/auth/login", "/s", "/s/a/b", "/sx/abc"]) {
      const headers = await configHeaders(path);
      expect(headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(headers["x-frame-options"], path).toBe("DENY");
    }
  });
});
