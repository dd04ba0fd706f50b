import "server-only";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { VERIFICATION_CODE_LENGTH } from "@/lib/constants";
import { getEnv } from "@/lib/server/env";

// Random tokens and their stored forms. Only hashes reach the database: a leaked table gives
// no usable link, refresh token or code.

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A 6-digit code, uniformly drawn (leading zeros kept). */
export const randomCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, "0");

/** Codes have only a million values: keyed with the server secret so a leaked hash is not brute-forceable offline. */
export const hashCode = (scope: string, code: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`${scope}:${code}`).digest("hex");

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The update that uses up a single-use row (a link, a code, a refresh token) only while it is
 * unused: of two requests at once, one flips `usedAt` from null (count 1), the other gets 0.
 */
export const claimUnused = (id: string, now: Date) => ({ where: { id, usedAt: null }, data: { usedAt: now } });
