import { NextRequest } from "next/server";
import type { RouteHandler } from "@/lib/server/http/route";

type Options = {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: BodyInit;
  params?: Record<string, string>;
};

/** Calls an exported route handler the way Next does, and reads the JSON answer. */
export async function call(handler: RouteHandler, path: string, options: Options = {}) {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(path, "http://127.0.0.1:3000"), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}
