import "server-only";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "@/lib/validation/messages";
import { issueMessage } from "@/lib/validation/issues";
import { AppError } from "@/lib/server/errors";

/** The `Idempotency-Key` header: absent is none; present, it must be 1–255 visible ASCII characters. */
export function idempotencyKeyOf(req: Request): string | null {
  const value = req.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (value === null) return null;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  // One error for the header, the first reason (an empty key is also not of the right format).
  throw new AppError("VALIDATION_ERROR", {
    fieldErrors: [{ field: "Idempotency-Key", ...issueMessage(parsed.error.issues[0]!) }],
  });
}
