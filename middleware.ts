// The session guard (architecture.md). Next 16 prefers the name proxy.ts and prints a notice;
// the user's design names middleware.ts, so it stays (README: "Why middleware.ts").
// It is a fast first check only: every route handler and page checks the session row itself.
import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_COOKIE, REFRESH_COOKIE, readAccessToken, verifyAccessToken } from "@/lib/auth/jwt";
import { LOCALE_COOKIE, resolveLocale } from "@/lib/i18n/config";
import { getMessages } from "@/lib/i18n/messages";

const PUBLIC_PAGE_PREFIXES = ["/auth/"];
const PUBLIC_PAGES = new Set(["/"]);
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

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (isPublic(pathname)) return NextResponse.next();

  if (isApi(pathname)) {
    if (await hasValidAccessToken(req)) return NextResponse.next();
    const locale = resolveLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));
    return NextResponse.json(
      { success: false, code: "UNAUTHENTICATED", message: getMessages(locale).api.errors.UNAUTHENTICATED },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  }

  // Pages: an expired access token with a refresh cookie is let through; the page refreshes it.
  if ((await hasValidAccessToken(req)) || req.cookies.has(REFRESH_COOKIE)) return NextResponse.next();
  const login = new URL("/auth/login", req.url);
  login.searchParams.set("next", pathname + search);
  return NextResponse.redirect(login);
}

export const config = {
  // Everything except Next's own assets and files in public/.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt).*)"],
};
