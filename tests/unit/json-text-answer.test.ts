import { describe, expect, it } from "vitest";
import { okJsonText } from "@/lib/server/http/envelope";

// okJsonText (GET /posts' answer): JSON text made by PostgreSQL goes out inside the envelope as it
// came, never cached and never compressed here (the reverse proxy compresses: deploy/Caddyfile).

describe("okJsonText", () => {
  it("wraps the text in the success envelope, unencoded and not cached", async () => {
    const data = JSON.stringify({ posts: Array.from({ length: 2000 }, (_, i) => ({ id: `post-${i}`, title: "Kış" })) });
    const response = okJsonText(data);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(await response.text())).toEqual({ success: true, data: JSON.parse(data) });
  });
});
