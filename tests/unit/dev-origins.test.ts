import { describe, expect, it } from "vitest";
// Next's own check of the dev server (what answers 403 to the live-reload socket of another host).
import { blockCrossSiteDEV } from "next/dist/server/lib/router-utils/block-cross-site-dev.js";
import type { NextConfig } from "next";

// Issue 13 #12: opened at http://127.0.0.1:<port>, `npm run dev` served the page but refused its
// live-reload socket and /_next requests (Origin 127.0.0.1 is not "localhost"), so edits never
// showed. next.config.mjs allows the loopback addresses.

// The config module is plain JavaScript (no types): read it as Next does.
const configPath = "../../next.config.mjs";
const nextConfig = ((await import(/* @vite-ignore */ configPath)) as { default: NextConfig }).default;

/** Whether the dev server refuses a /_next request made by a page opened at `origin`. */
function isRefused(origin: string, allowedDevOrigins: string[] | undefined) {
  const req = { url: "/_next/webpack-hmr?id=1", headers: { origin, "sec-fetch-mode": "websocket" } };
  const res = { statusCode: 200, end: () => {} };
  return blockCrossSiteDEV(req as never, res as never, allowedDevOrigins, undefined);
}

describe("dev server origins", () => {
  it("refuses 127.0.0.1 by default (what the setting is for)", () => {
    expect(isRefused("http://127.0.0.1:3105", undefined)).toBe(true);
    expect(isRefused("http://localhost:3105", undefined)).toBe(false);
  });

  it("accepts the loopback addresses with Kanal's config, and still no other site", () => {
    const allowed = nextConfig.allowedDevOrigins;
    expect(isRefused("http://127.0.0.1:3105", allowed)).toBe(false);
    expect(isRefused("http://[::1]:3105", allowed)).toBe(false);
    expect(isRefused("http://localhost:3000", allowed)).toBe(false);
    expect(isRefused("https://evil.example", allowed)).toBe(true);
  });
});
