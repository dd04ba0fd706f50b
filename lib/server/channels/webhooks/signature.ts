import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

// Meta's webhook signature (meta.md §2.4): `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of
// the raw request bytes keyed with the app secret. Checked over the bytes as received, never a
// re-serialised body, and compared in constant time.

export const SIGNATURE_HEADER = "x-hub-signature-256";

export function signWebhook(rawBody: Uint8Array | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

export function verifyWebhookSignature(rawBody: Uint8Array, header: string | null, appSecret: string): boolean {
  const expected = Buffer.from(signWebhook(rawBody, appSecret));
  // A wrong length still costs one comparison of the expected length, so the timing says nothing.
  const given = Buffer.alloc(expected.length);
  const received = Buffer.from((header ?? "").trim().toLowerCase());
  received.copy(given, 0, 0, Math.min(received.length, expected.length));
  const same = timingSafeEqual(given, expected);
  return same && received.length === expected.length;
}
