// Where to go after sign-in: only a same-site relative path is honoured (no open redirect).
// Edge-safe: middleware.ts, route handlers and the login page share it.

export const AFTER_SIGN_IN = "/dashboard";
/** Set by middleware.ts: tells the server layout which page is rendered (layouts get no pathname). */
export const PATHNAME_HEADER = "x-kanal-pathname";

export function safeNextPath(next: string | null | undefined, fallback = AFTER_SIGN_IN): string {
  if (!next || next.length > 2000) return fallback;
  // "/x" yes; "//host", "/\host", "http:…", control characters no. Backslashes count as slashes in browsers.
  if (!next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  try {
    const url = new URL(next, "http://kanal.invalid");
    if (url.host !== "kanal.invalid") return fallback;
    // Going back to an auth page after signing in would loop.
    if (url.pathname.startsWith("/auth/") || url.pathname.startsWith("/api/")) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
