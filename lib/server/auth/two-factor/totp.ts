import "server-only";
import { Secret, TOTP } from "otpauth";
import { APP_NAME } from "@/lib/constants";

// TOTP (RFC 6238 over RFC 4226's HOTP) as every authenticator app computes it, by the `otpauth`
// package: HMAC-SHA-1, 6 digits, 30-second steps, 160-bit secrets kept as unpadded base32 text
// (what secret-box.ts encrypts). One step either side is accepted, for clocks that drift a little
// and codes typed as they change; the caller refuses a step it has already accepted (replay).

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted on either side of now. */
export const TOTP_WINDOW = 1;
/** RFC 4226 §4 recommends 160 bits, the size of an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;

const totpOf = (secret: string, accountName = "") =>
  new TOTP({
    issuer: APP_NAME,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A fresh secret, as the base32 text the user's app is given. */
export const generateTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** The time step of a moment (Unix seconds / 30, rounded down). */
export const totpStep = (atMs: number = Date.now()): number =>
  TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: atMs });

/** The code of a base32 secret at one time step (what the user's app shows during that step). */
export const totpCodeAtStep = (secret: string, step: number): string =>
  totpOf(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });

/** The code for a base32 secret at a moment. */
export const totpCode = (secret: string, atMs: number = Date.now()): string =>
  totpOf(secret).generate({ timestamp: atMs });

/** The step whose code `code` is, within the window around `atMs`, or null. */
export function matchTotp(secret: string, code: string, atMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: atMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(atMs) + delta;
}

/** Key URI format (the de-facto standard read by authenticator apps): label "Kanal:e-mail", issuer Kanal. */
export const otpauthUri = (secret: string, accountName: string): string => totpOf(secret, accountName).toString();
