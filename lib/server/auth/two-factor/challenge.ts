import "server-only";
import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { getEnv } from "@/lib/server/env";
import { sha256 } from "@/lib/server/auth/secrets";

// The sign-in challenge: what the password step hands to the code step when two-factor is on. A
// short-lived JWT (HS256, the auth secret) bound to the user, to the "remember me" and
// "reactivate" choices made with the password, and to the password itself (a digest of its
// hash): after a password change or reset, an open challenge dies. Its audience keeps it from
// ever passing for an access token, and an access token from passing for it.

export const CHALLENGE_TTL_SECONDS = 5 * 60;
const AUDIENCE = "kanal:two-factor-challenge";
const encoder = new TextEncoder();

export type ChallengeClaims = { userId: string; rememberMe: boolean; reactivate: boolean; passwordVersion: string };

/** A short digest of the password hash: changes whenever the password does. */
export const passwordVersion = (passwordHash: string) => sha256(`pv:${passwordHash}`).slice(0, 16);

export async function signChallenge(
  claims: ChallengeClaims,
  { secret = getEnv().AUTH_SECRET, ttlSeconds = CHALLENGE_TTL_SECONDS }: { secret?: string; ttlSeconds?: number } = {},
): Promise<string> {
  return new SignJWT({ rm: claims.rememberMe, ra: claims.reactivate, pv: claims.passwordVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(encoder.encode(secret));
}

/** The claims of a valid, unexpired challenge, or null. Never throws. */
export async function verifyChallenge(
  token: string,
  secret: string = getEnv().AUTH_SECRET,
): Promise<ChallengeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ["HS256"], audience: AUDIENCE });
    const { sub, rm, ra, pv } = payload;
    if (typeof sub !== "string" || typeof rm !== "boolean" || typeof ra !== "boolean" || typeof pv !== "string") {
      return null;
    }
    return { userId: sub, rememberMe: rm, reactivate: ra, passwordVersion: pv };
  } catch {
    return null;
  }
}
