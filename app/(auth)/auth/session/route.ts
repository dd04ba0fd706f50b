import { NextResponse, type NextRequest } from "next/server";
import { REFRESH_COOKIE } from "@/lib/auth/jwt";
import { safeNextPath } from "@/lib/auth/next-path";
import { clearSessionCookies, setSessionCookies } from "@/lib/server/auth/cookies";
import { getSession } from "@/lib/server/auth/get-session";
import { rotateRefreshToken } from "@/lib/server/auth/sessions";
import { clientIp } from "@/lib/server/http/client-ip";
import { readCookie } from "@/lib/server/http/cookies";
import { AppError } from "@/lib/server/errors";

// GET /auth/session?next=/path – where a page visit goes when its access token is missing,
// expired or no longer backed by a live session: renew with the refresh cookie and go on, or
// clear the dead cookies and go to the login page. Pages cannot set cookies; this route can.
// Safe as a GET: it never signs anyone in or out who was not already so.
export async function GET(req: NextRequest) {
  const next = safeNextPath(req.nextUrl.searchParams.get("next"));
  try {
    if (await getSession(req.headers)) return redirectTo(next);
    const refreshToken = readCookie(req.headers, REFRESH_COOKIE);
    if (refreshToken) {
      const tokens = await rotateRefreshToken(refreshToken, clientIp(req.headers));
      return setSessionCookies(redirectTo(next), tokens);
    }
  } catch (error) {
    // Anything but a dead session (e.g. the database is down) must not sign the user out.
    if (!(error instanceof AppError && error.code === "UNAUTHENTICATED")) throw error;
  }
  return clearSessionCookies(redirectTo(`/auth/login?next=${encodeURIComponent(next)}`));
}

/**
 * A relative redirect: the server's idea of its own host (req.url) can differ from the address
 * the browser used (a proxy, or 127.0.0.1 vs localhost), and the cookies belong to the latter.
 */
function redirectTo(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { Location: path, "Cache-Control": "no-store" } });
}
