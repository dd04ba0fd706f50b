import "server-only";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import * as healthRoute from "@/app/api/v1/health/route";
import * as webhookRoute from "@/app/api/v1/webhooks/meta/[channelId]/route";
import { errorResponse } from "@/lib/server/http/envelope";
import { localeOf, translatorFor } from "@/lib/server/i18n";
import { logger } from "@/lib/server/logger";

// The webhook ingest host (`npm run ingest`, lib/cli/ingest.ts; the compose `ingest` service): Meta's
// webhooks outside Next.js. Next's request pipeline costs about 2 ms of CPU per request before a
// route runs (README → Speed), which keeps a 2-core machine under 1,000 deliveries a second; a bare
// node:http server costs a fraction of that. It is only a second HOST: each request is handed, as a
// web Request, to the very handlers Next serves (app/api/v1/webhooks/meta/[channelId]/route.ts and
// the health route), so the signature check, the body limit, the store-once INSERT, the drain's
// wake-up, the answers and their errors are one implementation. Any other path is a 404 envelope.

type RouteModule = Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", typeof webhookRoute.GET>;

const WEBHOOK_PATH = /^\/api\/v1\/webhooks\/meta\/([^/?#]+)\/?$/;
const HEALTH_PATH = /^\/api\/v1\/health\/?$/;
const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
/** Hop-by-hop headers, and the length the web Request works out from its body itself. */
const DROPPED_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "expect"]);

function routeFor(pathname: string): { module: RouteModule; params: Record<string, string> } | null {
  const webhook = WEBHOOK_PATH.exec(pathname);
  if (webhook) {
    let channelId: string;
    try {
      channelId = decodeURIComponent(webhook[1]!);
    } catch {
      return null;
    }
    return { module: webhookRoute as RouteModule, params: { channelId } };
  }
  if (HEALTH_PATH.test(pathname)) return { module: healthRoute as RouteModule, params: {} };
  return null;
}

function toWebHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

function toWebRequest(req: IncomingMessage, url: URL): NextRequest {
  const headers = toWebHeaders(req);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new NextRequest(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers["content-length"] = String(body.byteLength);
  res.writeHead(response.status, headers).end(body);
}

/** What Next answers for a path it has no route for (app/api/[...path]): the 404 envelope. */
function notFound(req: Request): Response {
  const t = translatorFor(localeOf(req));
  return errorResponse(404, { success: false, code: "NOT_FOUND", message: t("api.errors.ROUTE_NOT_FOUND") });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const target = routeFor(url.pathname);
  const method = req.method ?? "GET";
  if (!target || !METHODS.has(method)) {
    req.resume();
    await send(res, notFound(new Request(url, { headers: toWebHeaders(req) })));
    return;
  }
  const handler = target.module[method as keyof RouteModule];
  const response = await handler(toWebRequest(req, url), { params: Promise.resolve(target.params) });
  await send(res, response);
}

/** The ingest server, not yet listening. */
export function createIngestServer(): Server {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // The route wrapper answers every error itself; this is a failure to write the answer.
      logger.error({ err: error, path: req.url }, "ingest: request failed");
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  // Meta keeps connections open between deliveries: keep them a little longer than its side does.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  return server;
}
