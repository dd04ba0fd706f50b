// The session guard (architecture.md). Next 16 prefers the name proxy.ts and prints a notice;
// the user's design names middleware.ts, so it stays (README: "Why middleware.ts").
// It is a fast first check only: every route handler and page checks the session row itself.
import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_COOKIE, REFRESH_COOKIE, readAccessToken, verifyAccessToken } from "@/lib/auth/jwt";
import { AFTER_SIGN_IN, PATHNAME_HEADER, safeNextPath } from "@/lib/auth/next-path";
import { LOCALE_COOKIE, resolveLocale } from "@/lib/i18n/config";
import { getMessages } from "@/lib/i18n/messages";

/** Pages anyone may see. /dev/* exists only in development (the pages answer 404 in production). */
const PUBLIC_PAGE_PREFIXES = ["/auth/", "/dev/"];
const PUBLIC_PAGES = new Set(["/", "/privacy", "/terms", "/help"]);
/**
 * Auth pages a signed-in visitor is sent away from. Verify, reset and accept-invitation stay
 * reachable signed in or out (public under /auth/): their links come by mail.
 */
const SIGNED_OUT_ONLY = new Set(["/auth/login", "/auth/register", "/auth/forgot-password"]);
const PUBLIC_API_PREFIXES = ["/api/v1/health", "/api/v1/auth/"];

const isApi = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

function isPublic(pathname: string): boolean {
  if (isApi(pathname)) {
    // Only /api/v1 is guarded here; anything else under /api is the catch-all 404.
    return !pathname.startsWith("/api/v1/") || PUBLIC_API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  }
  return PUBLIC_PAGES.has(pathname) || PUBLIC_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

async function hasValidAccessToken(req: NextRequest): Promise<boolean> {
  const found = readAccessToken(req.headers, req.cookies.get(ACCESS_COOKIE)?.value);
  const secret = process.env.AUTH_SECRET;
  if (!found || !secret) return Boolean(found);
  return (await verifyAccessToken(found.token, secret)) !== null;
}

/** `path` is ours: a fixed page, or what safeNextPath kept (query and fragment included). */
function redirectTo(req: NextRequest, path: string, next?: string) {
  const url = new URL(path, req.url);
  if (next) url.searchParams.set("next", next);
  return NextResponse.redirect(url);
}

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;

  if (SIGNED_OUT_ONLY.has(pathname)) {
    if (!(await hasValidAccessToken(req))) return NextResponse.next();
    // Already signed in: straight on (the session route double-checks the session row).
    return redirectTo(req, safeNextPath(req.nextUrl.searchParams.get("next"), AFTER_SIGN_IN));
  }
  if (isPublic(pathname)) return NextResponse.next();

  if (isApi(pathname)) {
    if (await hasValidAccessToken(req)) return NextResponse.next();
    const locale = resolveLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));
    return NextResponse.json(
      { success: false, code: "UNAUTHENTICATED", message: getMessages(locale).api.errors.UNAUTHENTICATED },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  }

  const requested = pathname + search;
  if (await hasValidAccessToken(req)) {
    const headers = new Headers(req.headers);
    headers.set(PATHNAME_HEADER, requested);
    return NextResponse.next({ request: { headers } });
  }
  // The access token has expired but the refresh cookie may still be good: renew, then come back.
  if (req.cookies.has(REFRESH_COOKIE)) return redirectTo(req, "/auth/session", requested);
  return redirectTo(req, "/auth/login", requested);
}

export const config = {
  // Everything except Next's own assets and files in public/.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt).*)"],
};
