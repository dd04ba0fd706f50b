import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/server/http/errors";

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
  return schema.parse(json);
}

/** Validates the query string; repeated keys become arrays only if the schema asks for them. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = new URL(req.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? "");
  }
  return schema.parse(query);
}
