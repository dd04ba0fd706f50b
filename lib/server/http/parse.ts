import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/server/errors";
import { CONTROL_CHARACTER_KEY, findForbiddenText } from "@/lib/validation/text";

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The request body as bytes, refused past `limit` (413): checked against Content-Length first,
 * then counted as it arrives, since the header can lie or be absent (chunked).
 */
export async function readBodyBytes(
  req: Request,
  limit: number,
  tooLargeError: () => AppError = () => tooLarge(limit),
): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLargeError();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function tooLarge(limit: number) {
  return new AppError("PAYLOAD_TOO_LARGE", { values: { limit: `${Math.round(limit / 1024)} KB` } });
}

/**
 * Reads a JSON body and validates it: 415 if it is not JSON, 413 over the limit, 400
 * INVALID_JSON when malformed, and a ZodError (→ 400 VALIDATION_ERROR with errors[]) when the
 * shape is wrong. Unknown keys are stripped by the schemas, never stored.
 */
export async function parseBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  { limit = JSON_BODY_LIMIT_BYTES }: { limit?: number } = {},
): Promise<z.output<S>> {
  const contentType = req.headers.get("content-type") ?? "";
  const text = Buffer.from(await readBodyBytes(req, limit)).toString("utf8");
  if (text.trim() !== "" && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  }
  let json: unknown = {};
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError("INVALID_JSON");
    }
  }
  refuseControlCharacters(json);
  return schema.parse(json);
}

/**
 * The input gate (issue 13 #3): a 400 VALIDATION_ERROR on the first string or object key that
 * holds a character no text may hold (NUL, other controls, lone surrogates: lib/validation/text.ts),
 * so it never reaches a schema that forgot it, or PostgreSQL. Every JSON body passes here, and the
 * route wrapper passes every query string and path parameter (the field is the key or param name).
 */
export function refuseControlCharacters(value: unknown) {
  const path = findForbiddenText(value);
  if (!path) return;
  throw new AppError("VALIDATION_ERROR", {
    fieldErrors: [{ field: path.join("."), key: CONTROL_CHARACTER_KEY }],
  });
}

/** The query string as parsed JSON would be: each key once, repeated keys as arrays. */
export function queryObject(req: Request): Record<string, string | string[]> {
  const params = new URL(req.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? "");
  }
  return query;
}

/** Validates the query string; repeated keys become arrays only if the schema asks for them. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const query = queryObject(req);
  refuseControlCharacters(query);
  return schema.parse(query);
}
