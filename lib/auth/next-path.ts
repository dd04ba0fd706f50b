// Where to go after sign-in: only a path on the app's own origin is honoured (no open redirect).
// Edge-safe: middleware.ts, route handlers and the login page share it.

export const AFTER_SIGN_IN = "/dashboard";
/** Set by middleware.ts: tells the server layout which page is rendered (layouts get no pathname). */
export const PATHNAME_HEADER = "x-kanal-pathname";

/** A placeholder for the app's own origin: what a candidate resolves against, never sent anywhere. */
const ORIGIN = "https://kanal.invalid";
const MAX_LENGTH = 2000;

/**
 * `next` as a path on our own origin (`/x?y#z`, normalised), or `fallback`. The candidate is
 * parsed the way a browser parses a Location (against our origin: dot segments, backslashes and
 * tabs are resolved first) and only then judged: the origin must still be ours, and the
 * normalised path must not itself read as another host when used as a Location (`/.//evil`
 * normalises to `//evil`). Auth and API paths are refused: going back there after sign-in loops.
 */
export function safeNextPath(next: string | null | undefined, fallback = AFTER_SIGN_IN): string {
  if (typeof next !== "string" || next.length > MAX_LENGTH) return fallback;
  // Only a path ("customers", "https:…", "javascript:…" are not); control characters never.
  if (!next.startsWith("/") || /[\u0000-\u001f\u007f]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (!isOwnPath(path) || isLoop(url.pathname)) return fallback;
  return path;
}

/** A normalised path that any URL parser resolves on the origin it is used on. */
function isOwnPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  if (path.length > MAX_LENGTH) return false;
  try {
    // Stable: parsing it again changes nothing (so no second reading can differ from the first).
    const again = new URL(path, ORIGIN);
    return again.origin === ORIGIN && again.pathname + again.search + again.hash === path;
  } catch {
    return false;
  }
}

/** /auth/… and /api/…, also when spelled with percent-encoding or another case. */
function isLoop(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed encoding is not a loop; the path itself is still a harmless same-origin path.
  }
  return [pathname, decoded].some((candidate) => /^\/(auth|api)(\/|$)/i.test(candidate));
}
