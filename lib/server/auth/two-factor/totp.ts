import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { APP_NAME } from "@/lib/constants";
import { base32Decode, base32Encode } from "@/lib/server/auth/two-factor/base32";

// TOTP (RFC 6238 over RFC 4226's HOTP) as every authenticator app computes it: HMAC-SHA-1,
// 6 digits, 30-second steps. One step either side is accepted, for clocks that drift a little
// and codes typed as they change.

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted on either side of now. */
export const TOTP_WINDOW = 1;
/** RFC 4226 §4 recommends 160 bits, the size of an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;

/** A fresh secret, as the base32 text the user's app is given. */
export const generateTotpSecret = (): string => base32Encode(randomBytes(SECRET_BYTES));

/** The time step of a moment (Unix seconds / 30, rounded down). */
export const totpStep = (atMs: number = Date.now()): number => Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);

/** RFC 4226 HOTP: the code for one counter value, with leading zeros. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code for a base32 secret at a moment (for tests and for showing what the app shows). */
export const totpCode = (secret: string, atMs: number = Date.now()): string =>
  hotp(base32Decode(secret), totpStep(atMs));

/**
 * The (latest) step whose code `code` is, within the window around `atMs`, or null. The caller
 * still has to refuse a step at or before the last one it accepted (replay).
 */
export function matchTotp(secret: string, code: string, atMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(atMs);
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is compared, in constant time, so the answer's timing says nothing.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given)) matched = step;
  }
  return matched;
}

/** Key URI format (the de-facto standard read by authenticator apps): label "Kanal:e-mail", issuer Kanal. */
export function otpauthUri(secret: string, accountName: string): string {
  const label = `${encodeURIComponent(APP_NAME)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret,
    issuer: APP_NAME,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
