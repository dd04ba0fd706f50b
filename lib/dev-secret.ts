// The development AUTH_SECRET: generated once, kept in .data/auth-secret (gitignored). Node-only;
// shared by the server (lib/server/env.ts) and lib/cli/dev.ts, which passes it to the middleware.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function readOrCreateDevSecret(dataDir = path.join(process.cwd(), ".data")): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
