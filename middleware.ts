// The session guard (architecture.md). Next 16 prefers the name proxy.ts and prints a notice;
// the user's design names middleware.ts, so it stays (README: "Why middleware.ts").
// It is a fast first check only: every route handler and page checks the session row itself.
import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_COOKIE, REFRESH_COOKIE, readAccessToken, verifyAccessToken } from "@/lib/auth/jwt";
import { AFTER_SIGN_IN, PATHNAME_HEADER, safeNextPath } from "@/lib/auth/next-path";
import { LOCALE_COOKIE, resolveLocale } from "@/lib/i18n/config";
import { getMessages } from "@/lib/i18n/messages";

/**
 * Pages anyone may see. /dev/* exists only in development (the pages answer 404 in production);
 * /s/{token} is a shared media file, public by design (its route checks the token); /r/{token} a
 * campaign's tracked link (it counts the click and redirects).
 */
const PUBLIC_PAGE_PREFIXES = ["/auth/", "/dev/", "/s/", "/r/"];
const PUBLIC_PAGES = new Set(["/", "/privacy", "/terms", "/help"]);
/**
 * Auth pages a signed-in visitor is sent away from. Verify, reset and accept-invitation stay
 * reachable signed in or out (public under /auth/): their links come by mail.
 */
const SIGNED_OUT_ONLY = new Set(["/auth/login", "/auth/register", "/auth/forgot-password"]);
// Webhooks: Meta proves itself by signature, not a session (the route checks it).
const PUBLIC_API_PREFIXES = ["/api/v1/health", "/api/v1/auth/", "/api/v1/webhooks/"];

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

/**
 * A path segment whose percent-encoding does not decode (`%`, `%zz`, a cut or overlong UTF-8
 * sequence) or decodes to a control character names nothing. Left to Next, a route with a
 * dynamic segment throws while decoding its params and answers a bare, unlogged 500.
 */
function isMalformedPath(pathname: string): boolean {
  return pathname.split("/").some((segment) => {
    if (!segment.includes("%")) return false;
    try {
      return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(segment));
    } catch {
      return true;
    }
  });
}

/** 400 in the envelope under /api (a short text elsewhere), logged like the route wrapper's lines. */
function malformedPath(req: NextRequest) {
  const { pathname } = req.nextUrl;
  console.warn(
    JSON.stringify({
      level: 40,
      time: Date.now(),
      service: "kanal",
      method: req.method,
      path: pathname.slice(0, 300),
      status: 400,
      msg: "malformed path",
    }),
  );
  const message = getMessages(requestLocale(req)).api.errors.INVALID_PATH;
  const headers = { "Cache-Control": "no-store" };
  if (!isApi(pathname)) return new NextResponse(message, { status: 400, headers });
  return NextResponse.json(
    { success: false, code: "VALIDATION_ERROR", message, errors: [{ field: "path", message }] },
    { status: 400, headers },
  );
}

const requestLocale = (req: NextRequest) =>
  resolveLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (isMalformedPath(pathname)) return malformedPath(req);

  if (SIGNED_OUT_ONLY.has(pathname)) {
    if (!(await hasValidAccessToken(req))) return NextResponse.next();
    // Already signed in: straight on (the session route double-checks the session row).
    return redirectTo(req, safeNextPath(req.nextUrl.searchParams.get("next"), AFTER_SIGN_IN));
  }
  if (isPublic(pathname)) return NextResponse.next();

  if (isApi(pathname)) {
    if (await hasValidAccessToken(req)) return NextResponse.next();
    return NextResponse.json(
      { success: false, code: "UNAUTHENTICATED", message: getMessages(requestLocale(req)).api.errors.UNAUTHENTICATED },
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
  // Everything except Next's own assets, files in public/ and the upload routes. Where the
  // middleware runs, Next buffers the request body for it and cuts it at 10 MB, so an upload
  // route is a deliberate exception: its handler checks the session itself (route()) and reads
  // the body as a stream against its own limit (readBodyBytes): CSV import 20 MB, photos and
  // avatars 2 MB; the media library's upload (POST /api/v1/media) streams each file to storage
  // against MEDIA_MAX_FILE_MB and the quota. Only well-formed ids are left out, so a malformed
  // path still meets the check above. (A literal: Next reads it at build time.)
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|api/v1/customers/import$|api/v1/customers/[\\w-]+/photo$|api/v1/account/avatar$|api/v1/media$).*)",
  ],
};
