import "server-only";
import { NextResponse } from "next/server";
import type { ErrorCode } from "@/lib/server/errors";

// The two shapes every API answer takes (api.md). API answers are never cached.
const NO_STORE = { "Cache-Control": "no-store" };

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

/**
 * A success answer whose `data` is JSON text made elsewhere (e.g. by PostgreSQL for a big list), sent
 * without parsing and re-encoding it. `dataJson` must be valid JSON. Like every answer it leaves
 * compression to the reverse proxy (next.config.mjs).
 */
export function okJsonText(dataJson: string) {
  return new NextResponse(`{"success":true,"data":${dataJson}}`, {
    status: 200,
    headers: { ...NO_STORE, "Content-Type": "application/json" },
  });
}

export function created<T>(data: T, message?: string) {
  return ok(data, { status: 201, message });
}

export function errorResponse(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}
