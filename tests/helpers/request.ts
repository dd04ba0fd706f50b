import { NextRequest } from "next/server";
import { expect } from "vitest";
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

type Answer = { json: Record<string, unknown> | null };

/** The `data` of a 200 answer's envelope; any other status fails the test with the answer's text. */
export function okData<T>(response: Answer & { status: number; text: string }): T {
  expect(response.status, response.text).toBe(200);
  return (response.json as { data: T }).data;
}

/** The `errors` of an error envelope (api.md), or none. */
export const fieldErrors = (response: Answer) =>
  (response.json?.errors as { field: string; message: string }[] | undefined) ?? [];

/** The fields named by an error envelope's `errors`, in its order. */
export const errorFields = (response: Answer) => fieldErrors(response).map((item) => item.field);

/**
 * Sends `rawBody` as it is, labelled `contentType` (JSON unless said): for bodies that are not
 * valid JSON or not JSON at all.
 */
export const callRaw = (
  handler: RouteHandler,
  path: string,
  { contentType = "application/json", ...options }: Omit<Options, "body"> & { rawBody: BodyInit; contentType?: string },
) => call(handler, path, { ...options, headers: { ...options.headers, "content-type": contentType } });
