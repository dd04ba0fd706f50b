// Access tokens: jose HS256, edge-safe (middleware.ts imports this file; nothing Node-only here).
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_COOKIE = "kanal_at";
export const REFRESH_COOKIE = "kanal_rt";

export type AccessClaims = { sub: string; sid: string; cid: string };

const encoder = new TextEncoder();

export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  return new SignJWT({ sid: claims.sid, cid: claims.cid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(encoder.encode(secret));
}

/** The claims of a valid, unexpired token, or null. Never throws. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.cid !== "string")
      return null;
    return { sub: payload.sub, sid: payload.sid, cid: payload.cid };
  } catch {
    return null;
  }
}

/** The access token of a request: the Authorization bearer header wins over the cookie. */
export function readAccessToken(
  headers: Headers,
  cookieValue: string | undefined,
): { token: string; via: "bearer" | "cookie" } | null {
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const token = authorization.slice(7).trim();
    if (token) return { token, via: "bearer" };
  }
  return cookieValue ? { token: cookieValue, via: "cookie" } : null;
}
