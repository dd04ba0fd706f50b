import "server-only";
import { getEnv } from "@/lib/server/env";

// Next does not write X-Forwarded-For over the client's: it only fills it in from the socket when a
// request has none (`??=` in next/dist/server/base-server.js, Next 16.4). So the TCP peer comes
// from our own header, and X-Forwarded-For counts only as far as TRUSTED_PROXIES says.

/** Written by server/client-address.mjs from the TCP socket; any copy the client sent is deleted. */
export const CLIENT_ADDRESS_HEADER = "x-kanal-client-ip";
const PRELOADED = Symbol.for("kanal.clientAddressHeader");

/**
 * The caller's address, from what this server and the proxies it trusts saw, never from what the
 * client claims. `socketAddress` is the TCP peer; X-Forwarded-For gets one entry appended by each
 * proxy on the way, so read from the right: with N trusted proxies the Nth entry from the right is
 * the address the outermost of them saw. Everything further left was written by the client.
 * Like Express's `trust proxy` hop count: fewer entries than hops means the request skipped a
 * proxy, and the leftmost one there is taken.
 */
export function chooseClientIp(input: {
  socketAddress: string | null;
  forwardedFor: string | null;
  trustedProxies: number;
}): string {
  const hops = input.trustedProxies > 0 ? (input.forwardedFor?.split(",") ?? []).map((entry) => entry.trim()) : [];
  const nearestFirst = [input.socketAddress?.trim() || "unknown", ...hops.filter(Boolean).reverse()];
  const chosen = nearestFirst[Math.min(input.trustedProxies, nearestFirst.length - 1)] ?? "unknown";
  // "::ffff:203.0.113.7" (an IPv4 client of a dual-stack socket) is the same caller as "203.0.113.7".
  return chosen.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").slice(0, 64);
}

/** The caller's address, for throttles, the session list and the security log (see above). */
export function clientIp(headers: Headers): string {
  // Without the preload the header could be the client's own: then the socket is unknown.
  const isStamped = Boolean((globalThis as Record<symbol, unknown>)[PRELOADED]);
  return chooseClientIp({
    socketAddress: isStamped ? headers.get(CLIENT_ADDRESS_HEADER) : null,
    forwardedFor: headers.get("x-forwarded-for"),
    trustedProxies: getEnv().TRUSTED_PROXIES,
  });
}

/** Server start (instrumentation.ts): without server/client-address.mjs, refuse to serve. */
export function checkClientAddressOrExit(): void {
  if ((globalThis as Record<symbol, unknown>)[PRELOADED]) return;
  console.error(
    "\n[kanal] The server was started without server/client-address.mjs, so it cannot tell who is calling " +
      "(per-address sign-in limits would trust what the client claims).\n" +
      "Start it with `npm start`, `npm run dev`, or `node --import ./server/client-address.mjs server.js` " +
      "(the Docker image does).\n",
  );
  process.exit(1);
}
