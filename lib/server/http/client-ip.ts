import "server-only";

/**
 * The caller's address, for throttles and the session list. The last X-Forwarded-For entry is
 * the one written by the nearest proxy (Next's own server or the reverse proxy in front of it);
 * entries before it are whatever the client claimed, so they are not trusted.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return (last || headers.get("x-real-ip")?.trim() || "unknown").slice(0, 64);
}
