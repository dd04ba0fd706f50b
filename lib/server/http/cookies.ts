import "server-only";

/** One cookie from a Cookie header (route handlers get plain Headers, pages get next/headers). */
export function readCookie(headers: Headers, name: string): string | undefined {
  const match = (headers.get("cookie") ?? "").match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`));
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
