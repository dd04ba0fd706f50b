import { NextRequest } from "next/server";
import type { RouteHandler } from "@/lib/server/http/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as refresh } from "@/app/api/v1/auth/refresh/route";
import { cookiesOf } from "@/tests/helpers/auth";

// A tiny same-origin "browser" for the tests of lib/api-client.ts against the real route handlers
// and database: one cookie jar, and each request handed to its handler as Next would, from one
// client address, the answer's Set-Cookie kept in the jar.

/** What every session needs: signing in, the refresh, and who is signed in. */
const SESSION_ROUTES: Record<string, RouteHandler> = {
  "/api/v1/auth/login": login,
  "/api/v1/auth/refresh": refresh,
  "/api/v1/auth/me": me,
};

/** The browser, serving `routes` besides the session's own. */
export function fakeBrowser(routes: Record<string, RouteHandler>, clientAddress: string) {
  const jar = new Map<string, string>();
  /** Paths that reached the dispatcher, in order. */
  const calls: string[] = [];

  async function dispatch(url: URL, method: string | undefined, headers: Headers, body: BodyInit | null | undefined) {
    calls.push(url.pathname);
    headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    headers.set("sec-fetch-site", "same-origin");
    headers.set("x-forwarded-for", clientAddress);
    const handler = routes[url.pathname] ?? SESSION_ROUTES[url.pathname];
    if (!handler) return new Response("{}", { status: 404 });
    const response = await handler(new NextRequest(url, { method, body, headers }), { params: Promise.resolve({}) });
    for (const cookie of Object.values(cookiesOf(response.headers))) {
      if (cookie.attributes["max-age"] === "0") jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  return { jar, calls, dispatch };
}
