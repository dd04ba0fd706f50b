import "server-only";
import { randomInt } from "node:crypto";
import { sha256 } from "@/lib/server/auth/secrets";

// Recovery codes: 10 per user, "xxxx-xxxx" from an alphabet without look-alikes (no 0/o, 1/l/i),
// about 40 bits each. That is far beyond guessing under the sign-in throttle, so a plain SHA-256
// is enough to store them (unlike 6-digit codes, which are keyed with the server secret).

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUP = 4;

function randomGroup(): string {
  let group = "";
  for (let i = 0; i < GROUP; i++) group += ALPHABET[randomInt(ALPHABET.length)];
  return group;
}

export const generateRecoveryCodes = (count: number = RECOVERY_CODE_COUNT): string[] =>
  Array.from({ length: count }, () => `${randomGroup()}-${randomGroup()}`);

/** How a typed code is compared: lower case, without spaces, with its dash. */
export function normalizeRecoveryCode(input: string): string {
  const compact = input.toLowerCase().replace(/[\s-]/g, "");
  return compact.length === GROUP * 2 ? `${compact.slice(0, GROUP)}-${compact.slice(GROUP)}` : compact;
}

export const hashRecoveryCode = (code: string): string => sha256(`recovery:${normalizeRecoveryCode(code)}`);
