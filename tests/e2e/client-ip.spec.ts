import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { prepareStandalone, startStandalone, stopProcessGroup, waitForHealth } from "../helpers/standalone.ts";

// Who is calling, as the production server sees it (issue 13 #9). The per-address registration
// limit (10 an hour) must hold against a client that names a fresh X-Forwarded-For (and forges
// our own x-kanal-client-ip) on every request: with TRUSTED_PROXIES=0 the caller is the TCP peer;
// with TRUSTED_PROXIES=1 it is the address the proxy in front appended. Each caller is a random
// loopback address (all of 127/8 is this machine), so runs never share a limit.

const DIRECT_PORT = 3193;
const PROXIED_PORT = 3194;
const REGISTER_LIMIT = 10;
const servers: ChildProcess[] = [];
let proxy: http.Server;
let proxyPort = 0;

const loopback = () => {
  const [a, b, c] = randomBytes(3);
  return `127.${a}.${b}.${Math.max(2, c!)}`;
};
const spoofed = () => `${loopback().replace(/^127/, "10")}`;

/** POST /api/v1/auth/register with an empty body (400 when allowed, 429 when throttled), from `from`. */
function register(port: number, from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1/auth/register",
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "content-type": "application/json", "accept-language": "en", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      },
    );
    request.on("error", reject);
    request.end("{}");
  });
}

/** A client that makes up its address anew for every request. */
const spoofingHeaders = () => ({
  "x-forwarded-for": `${spoofed()}, ${spoofed()}`,
  "x-real-ip": spoofed(),
  "x-kanal-client-ip": spoofed(),
});

async function startServer(port: number, trustedProxies: string) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set (run through npm run test:e2e).");
  const server = startStandalone({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "4",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "client-ip-test-secret-0123456789-0123456789",
    LOG_LEVEL: "fatal",
    TRUSTED_PROXIES: trustedProxies,
  });
  servers.push(server);
  await waitForHealth(`http://127.0.0.1:${port}`);
}

test.beforeAll(async () => {
  await Promise.all([startServer(DIRECT_PORT, "0"), startServer(PROXIED_PORT, "1")]);
  // One reverse proxy in front of the second server, appending the address it sees to the
  // client's X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does.
  proxy = http.createServer((req, res) => {
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: PROXIED_PORT,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(null)));
  await Promise.all(servers.map(stopProcessGroup));
});

/**
 * One caller sending a fresh X-Forwarded-For each time through `port` meets the per-address limit
 * (400s, an invalid body, then 429s), and the limit is that caller's alone: another address
 * (through the same proxy, where there is one) still gets in.
 */
async function expectLimitPerCaller(port: number) {
  const attacker = loopback();
  const statuses: number[] = [];
  for (let n = 0; n < REGISTER_LIMIT + 3; n++) statuses.push(await register(port, attacker, spoofingHeaders()));
  expect(statuses.slice(0, REGISTER_LIMIT)).toEqual(Array(REGISTER_LIMIT).fill(400));
  expect(statuses.slice(REGISTER_LIMIT)).toEqual([429, 429, 429]);
  expect(await register(port, loopback(), spoofingHeaders())).toBe(400);
}

test("with no trusted proxy, a fresh X-Forwarded-For per request still meets the per-address limit", async () => {
  await expectLimitPerCaller(DIRECT_PORT);
});

test("behind one trusted proxy, the address the proxy appended is the caller, whatever the client sent", async () => {
  await expectLimitPerCaller(proxyPort);
});

test("the server refuses to start without server/client-address.mjs", async () => {
  const server = spawn(process.execPath, ["server.js"], {
    cwd: prepareStandalone(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOSTNAME: "127.0.0.1",
      PORT: "3192",
      DATABASE_URL: "postgresql://u@127.0.0.1:1/db",
      AUTH_SECRET: "x".repeat(40),
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  servers.push(server);
  let stderr = "";
  server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  // Serving instead of stopping is the failure: say so rather than wait for the test's timeout.
  const outcome = await Promise.race([exited, waitForHealth("http://127.0.0.1:3192").then(() => "serving")]);
  expect(outcome).toBe(1);
  expect(stderr).toMatch(/without server\/client-address\.mjs/);
});
