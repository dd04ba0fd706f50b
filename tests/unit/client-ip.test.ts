// Which address the per-address limits key on (issue 13 #9): never one the client chose. The
// client may send any X-Forwarded-For (and our own x-kanal-client-ip); only the TCP peer and the
// entries the trusted proxies appended count.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "@/lib/server/env";
import { chooseClientIp } from "@/lib/server/http/client-ip";

const CLIENT = "203.0.113.7";
/** chooseClientIp of the TCP peer, the X-Forwarded-For header and how many proxies are trusted. */
const clientIp = (socketAddress: string | null, forwardedFor: string | null, trustedProxies: number) =>
  chooseClientIp({ socketAddress, forwardedFor, trustedProxies });
const spoofs = Array.from({ length: 50 }, (_, n) => `10.${n}.${(n * 7) % 256}.${(n * 13) % 256}`);

describe("chooseClientIp", () => {
  it("with no trusted proxy, is the TCP peer whatever X-Forwarded-For says", () => {
    for (const spoof of spoofs) {
      expect(clientIp(CLIENT, spoof, 0)).toBe(CLIENT);
      expect(clientIp(CLIENT, `${spoof}, ${spoof}`, 0)).toBe(CLIENT);
    }
    expect(clientIp(CLIENT, null, 0)).toBe(CLIENT);
    expect(clientIp(null, "198.51.100.1", 0)).toBe("unknown");
  });

  it("behind one proxy, is the entry that proxy appended, whatever the client put before it", () => {
    const proxy = "172.18.0.5";
    for (const spoof of spoofs) {
      // nginx's $proxy_add_x_forwarded_for keeps the client's list and appends; Caddy replaces it.
      expect(clientIp(proxy, `${spoof}, ${CLIENT}`, 1)).toBe(CLIENT);
      expect(clientIp(proxy, `${spoof},${spoof} ,${CLIENT}`, 1)).toBe(CLIENT);
    }
    expect(clientIp(proxy, CLIENT, 1)).toBe(CLIENT);
    // Reached directly (no proxy wrote anything): the peer itself.
    expect(clientIp(CLIENT, null, 1)).toBe(CLIENT);
  });

  it("behind two proxies, is the entry the outer one appended", () => {
    const outer = "192.0.2.10";
    const inner = "172.18.0.5";
    for (const spoof of spoofs) {
      expect(clientIp(inner, `${spoof}, ${CLIENT}, ${outer}`, 2)).toBe(CLIENT);
    }
    // One entry short (the outer proxy was skipped): the leftmost there is.
    expect(clientIp(inner, CLIENT, 2)).toBe(CLIENT);
    expect(clientIp(inner, null, 2)).toBe(inner);
  });

  it("gives one key per caller: an IPv4 caller on a dual-stack socket, and at most 64 characters", () => {
    expect(clientIp(`::ffff:${CLIENT}`, null, 0)).toBe(CLIENT);
    expect(clientIp("::1", null, 0)).toBe("::1");
    expect(clientIp("p", "x".repeat(500), 1)).toHaveLength(64);
  });
});

describe("TRUSTED_PROXIES", () => {
  const env = { NODE_ENV: "production", DATABASE_URL: "postgresql://u@h/db", AUTH_SECRET: "x".repeat(32) } as const;
  const trustedProxies = (value: string | undefined) => loadEnv({ ...env, TRUSTED_PROXIES: value }).TRUSTED_PROXIES;

  it("defaults to none and takes a small whole number", () => {
    expect(trustedProxies(undefined)).toBe(0);
    expect(trustedProxies("")).toBe(0);
    expect(trustedProxies("1")).toBe(1);
    expect(trustedProxies("2")).toBe(2);
  });

  it("stops the server on anything else, naming the variable", () => {
    for (const value of ["-1", "1.5", "yes", "11"]) {
      expect(() => trustedProxies(value)).toThrow(EnvError);
      expect(() => trustedProxies(value)).toThrow(/TRUSTED_PROXIES must be how many reverse proxies/);
    }
  });
});

describe("server/client-address.mjs", () => {
  it("replaces a client-sent x-kanal-client-ip with the TCP peer before the server's handler runs", () => {
    // A bare node:http server with the preload, as Next's server runs with it.
    const script = `
      const http = require("node:http");
      const server = http.createServer((req, res) => res.end(JSON.stringify({
        headers: req.headers["x-kanal-client-ip"],
        raw: req.rawHeaders.filter((_, i, all) => i % 2 === 1 && /^x-kanal-client-ip$/i.test(all[i - 1])),
        marked: Boolean(globalThis[Symbol.for("kanal.clientAddressHeader")]),
      })));
      server.listen(0, "127.0.0.1", () => {
        const req = http.request({ port: server.address().port, host: "127.0.0.1", localAddress: "127.0.0.9",
          headers: { "X-Kanal-Client-Ip": "198.51.100.66", "x-forwarded-for": "198.51.100.67" } }, (res) => {
          let body = ""; res.on("data", (c) => (body += c)); res.on("end", () => { console.log(body); server.close(); });
        });
        req.end();
      });`;
    const preload = path.join(import.meta.dirname, "..", "..", "server", "client-address.mjs");
    const output = execFileSync(process.execPath, ["--import", preload, "-e", script], { encoding: "utf8" });
    expect(JSON.parse(output)).toEqual({ headers: "127.0.0.9", raw: ["127.0.0.9"], marked: true });
  });
});
