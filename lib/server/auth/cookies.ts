import "server-only";
import type { NextResponse } from "next/server";
import { ACCESS_COOKIE, ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from "@/lib/auth/jwt";
import { getEnv } from "@/lib/server/env";
import type { IssuedTokens } from "@/lib/server/auth/sessions";

// The browser's session lives in two httpOnly cookies (api.md §Authentication). Without
// "remember me" they are browser-session cookies: closing the browser signs out.

const base = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: getEnv().NODE_ENV === "production" && getEnv().APP_URL.startsWith("https:"),
  path: "/",
});

export function setSessionCookies(response: NextResponse, tokens: IssuedTokens): NextResponse {
  const refreshMaxAge = Math.floor((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000);
  response.cookies.set(ACCESS_COOKIE, tokens.token, {
    ...base(),
    ...(tokens.rememberMe ? { maxAge: ACCESS_TOKEN_TTL_SECONDS } : {}),
  });
  response.cookies.set(REFRESH_COOKIE, tokens.refreshToken, {
    ...base(),
    ...(tokens.rememberMe ? { maxAge: refreshMaxAge } : {}),
  });
  return response;
}

export function clearSessionCookies(response: NextResponse): NextResponse {
  response.cookies.set(ACCESS_COOKIE, "", { ...base(), maxAge: 0 });
  response.cookies.set(REFRESH_COOKIE, "", { ...base(), maxAge: 0 });
  return response;
}
