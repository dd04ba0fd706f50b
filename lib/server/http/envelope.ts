import "server-only";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";
import { NextResponse } from "next/server";
import type { ErrorCode } from "@/lib/server/errors";

// The two shapes every API answer takes (api.md). API answers are never cached.
const NO_STORE = { "Cache-Control": "no-store" };
const gzipAsync = promisify(gzip);

/** A field error as the API answers it: translated for the caller. */
export type FieldError = { field: string; message: string };

export type SuccessBody<T> = { success: true; message?: string; data: T };
export type ErrorBody = {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
  requestId?: string;
};

export function ok<T>(data: T, init: { status?: number; message?: string; headers?: HeadersInit } = {}) {
  const body: SuccessBody<T> = { success: true, ...(init.message ? { message: init.message } : {}), data };
  return NextResponse.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } });
}

/** Below this, compressing costs more than it saves. */
const GZIP_MIN_BYTES = 32 * 1024;

/**
 * A success answer whose `data` is JSON text made elsewhere (e.g. by PostgreSQL for a big list), sent
 * without parsing and re-encoding it. `dataJson` must be valid JSON. A big answer to a client that
 * takes gzip is compressed here, at zlib's fastest level, off the event loop: Next's own compression
 * (level 6, streamed) costs more than the month view's query (`npm run bench -- calendar`), and
 * JSON shrinks nearly as well at level 1. Next leaves an answer that is already encoded alone.
 */
export async function okJsonText(dataJson: string, req?: Request) {
  const body = `{"success":true,"data":${dataJson}}`;
  const headers = { ...NO_STORE, "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (req && body.length >= GZIP_MIN_BYTES && acceptsGzip(req.headers.get("accept-encoding"))) {
    const zipped = await gzipAsync(body, { level: constants.Z_BEST_SPEED });
    return new NextResponse(new Uint8Array(zipped), {
      status: 200,
      headers: { ...headers, "Content-Encoding": "gzip" },
    });
  }
  return new NextResponse(body, { status: 200, headers });
}

/** Whether an Accept-Encoding header takes gzip (not refused with q=0). */
export function acceptsGzip(header: string | null): boolean {
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "gzip" && name !== "*") continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export function created<T>(data: T, message?: string) {
  return ok(data, { status: 201, message });
}

export function errorResponse(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}
