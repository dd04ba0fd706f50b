import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, okJsonText } from "@/lib/server/http/envelope";

// okJsonText (GET /posts' answer): a big answer is gzipped here for a client that takes gzip, and
// says so (Next then leaves it alone); a small one, or one for a client without gzip, is plain.

const big = JSON.stringify({ posts: Array.from({ length: 2000 }, (_, i) => ({ id: `post-${i}`, title: "Kış" })) });
const request = (encoding?: string) =>
  new Request("http://127.0.0.1/api/v1/posts", { headers: encoding ? { "accept-encoding": encoding } : {} });

describe("okJsonText", () => {
  it("gzips a big answer for a client that takes gzip, and it reads back the same", async () => {
    const response = await okJsonText(big, request("gzip, deflate, br"));
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(big.length / 5);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual({ success: true, data: JSON.parse(big) });
  });

  it("sends plain JSON when the answer is small or the client refuses gzip", async () => {
    for (const response of [
      await okJsonText('{"posts":[]}', request("gzip")),
      await okJsonText(big, request()),
      await okJsonText(big, request("gzip;q=0, identity")),
      await okJsonText(big),
    ]) {
      expect(response.headers.get("content-encoding")).toBeNull();
      expect((JSON.parse(await response.text()) as { success: boolean }).success).toBe(true);
    }
  });

  it("reads Accept-Encoding with its q-values", () => {
    expect(acceptsGzip("br, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
