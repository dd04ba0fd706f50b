import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, zstdDecompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { baseURL, E2E_PORT } from "../playwright.config";
import { startCaddy, type CaddyHandle } from "../helpers/caddy";
import { registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { readSse } from "../helpers/sse";

// The reverse proxy of docker-compose (deploy/Caddyfile), run for real in front of the standalone
// server: it compresses what Next no longer does (next.config.mjs: compress: false), passes the
// event stream through as it is written, and sends Meta's webhooks to the ingest process (here a
// stand-in that says it was reached) and everything else to the app.

let caddy: CaddyHandle;
let ingest: Server;
const ingestHits: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A GET as the bytes arrive (node:http never decodes): status, headers, body. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

test.beforeAll(async () => {
  ingest = createServer((req, res) => {
    ingestHits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "text/plain" }).end("ingest");
  });
  await new Promise<void>((resolve) => ingest.listen(0, "127.0.0.1", resolve));
  caddy = await startCaddy({
    port: await freePort(),
    app: `127.0.0.1:${E2E_PORT}`,
    ingest: `127.0.0.1:${(ingest.address() as AddressInfo).port}`,
  });
});

test.afterAll(async () => {
  await caddy?.stop();
  await new Promise((resolve) => ingest?.close(resolve));
});

test("Next sends pages and scripts as they are; Caddy compresses them with zstd or gzip", async () => {
  const direct = await rawGet(`${baseURL}/auth/login`, { "accept-encoding": "gzip, deflate, br, zstd" });
  expect(direct.status).toBe(200);
  expect(direct.encoding).toBeUndefined();
  const html = direct.body.toString("utf8");
  expect(html).toContain("<html");

  const zstd = await rawGet(`${caddy.url}/auth/login`, { "accept-encoding": "zstd, gzip" });
  expect(zstd.status).toBe(200);
  expect(zstd.encoding).toBe("zstd");
  expect(zstdDecompressSync(zstd.body).toString("utf8")).toContain("<html");
  expect(zstd.body.length).toBeLessThan(direct.body.length / 2);

  const gzip = await rawGet(`${caddy.url}/auth/login`, { "accept-encoding": "gzip" });
  expect(gzip.encoding).toBe("gzip");
  expect(gunzipSync(gzip.body).toString("utf8")).toContain("<html");

  const plain = await rawGet(`${caddy.url}/auth/login`, { "accept-encoding": "identity" });
  expect(plain.encoding).toBeUndefined();
  expect(plain.body.toString("utf8")).toContain("<html");

  // A script of the page: plain from Next, gzip through Caddy, the same bytes once unpacked.
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const scriptDirect = await rawGet(`${baseURL}${script}`, { "accept-encoding": "gzip" });
  expect(scriptDirect.encoding).toBeUndefined();
  const scriptZipped = await rawGet(`${caddy.url}${script}`, { "accept-encoding": "gzip" });
  expect(scriptZipped.encoding).toBe("gzip");
  expect(gunzipSync(scriptZipped.body).equals(scriptDirect.body)).toBe(true);
});

test("the event stream goes through Caddy unencoded and at once: a change reaches it live", async ({ request }) => {
  await registerOwner(request, { firstName: "Deniz", lastName: "Ak", email: uniqueEmail("proxy") });
  const cookie = (await request.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");

  const controller = new AbortController();
  const stream = await fetch(`${caddy.url}/api/v1/events`, {
    headers: { cookie, accept: "text/event-stream", "accept-encoding": "gzip, zstd" },
    signal: controller.signal,
  });
  try {
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.headers.get("content-encoding")).toBeNull();
    const frames = readSse(stream.body!);
    await frames.next((frame) => frame.retry !== undefined);

    const created = await request.post("/api/v1/posts", { data: { title: "Vekil üzerinden" } });
    expect(created.status()).toBe(201);
    const postId = ((await created.json()) as { data: { post: { id: string } } }).data.post.id;
    const event = await frames.next((frame) => frame.event === "post.updated");
    expect(JSON.parse(event.data!)).toMatchObject({ kind: "post.updated", data: { postId } });
  } finally {
    controller.abort();
  }
});

test("Meta's webhooks go to the ingest process, everything else to the app", async () => {
  const webhook = await fetch(`${caddy.url}/api/v1/webhooks/meta/some-channel`, { method: "POST", body: "{}" });
  expect(await webhook.text()).toBe("ingest");
  expect(ingestHits).toContain("POST /api/v1/webhooks/meta/some-channel");

  const health = await fetch(`${caddy.url}/api/v1/health`);
  expect(health.status).toBe(200);
  expect(((await health.json()) as { success: boolean }).success).toBe(true);
  expect(ingestHits).not.toContain("GET /api/v1/health");
});
