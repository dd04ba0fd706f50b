import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOrCreateDevSecret } from "@/lib/dev-secret";
import { loadEnv } from "@/lib/server/env";
import { envProblems } from "@/tests/helpers/env";

const good = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://u@h:5432/db",
  AUTH_SECRET: "x".repeat(32),
} as NodeJS.ProcessEnv;

describe("environment", () => {
  it("accepts a complete production environment and fills defaults", () => {
    const env = loadEnv(good);
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.APP_URL).toBe("http://localhost:3000");
  });

  it("makes APP_URL follow PORT unless it is set (issue 13 #12: mails linked to port 3000)", () => {
    expect(loadEnv({ ...good, PORT: "3105" }).APP_URL).toBe("http://localhost:3105");
    expect(loadEnv({ ...good, PORT: "3105", APP_URL: "" }).APP_URL).toBe("http://localhost:3105");
    expect(loadEnv({ ...good, PORT: "3105", APP_URL: "https://kanal.example.com" }).APP_URL).toBe(
      "https://kanal.example.com",
    );
    expect(loadEnv({ ...good, PORT: "not-a-port" }).APP_URL).toBe("http://localhost:3000");
  });

  it("takes the webhook ingest's public address and port (unset: APP_URL's webhooks, port 3001)", () => {
    expect(loadEnv(good).WEBHOOK_BASE_URL).toBeUndefined();
    expect(loadEnv({ ...good, WEBHOOK_BASE_URL: "" }).WEBHOOK_BASE_URL).toBeUndefined();
    expect(loadEnv({ ...good, WEBHOOK_BASE_URL: "https://hooks.example.com" }).WEBHOOK_BASE_URL).toBe(
      "https://hooks.example.com",
    );
    expect(loadEnv(good).INGEST_PORT).toBe(3001);
    expect(loadEnv({ ...good, INGEST_PORT: "3107" }).INGEST_PORT).toBe(3107);
    expect(envProblems({ ...good, WEBHOOK_BASE_URL: "hooks.example.com" })[0]).toMatch(/^WEBHOOK_BASE_URL /);
    expect(envProblems({ ...good, INGEST_PORT: "70000" })[0]).toMatch(/^INGEST_PORT /);
  });

  it("names each bad variable", () => {
    expect(envProblems({ ...good, DATABASE_URL: undefined })[0]).toMatch(/^DATABASE_URL /);
    expect(envProblems({ ...good, DATABASE_URL: "mysql://x" })[0]).toMatch(/^DATABASE_URL must be a postgresql/);
    expect(envProblems({ ...good, DATABASE_POOL_SIZE: "lots" })[0]).toMatch(/^DATABASE_POOL_SIZE /);
    for (const value of ["0", "2.5", "many", "21"]) {
      expect(envProblems({ ...good, WORKER_CONCURRENCY: value })[0]).toBe(
        "WORKER_CONCURRENCY must be a whole number from 1 to 20",
      );
    }
    expect(envProblems({ ...good, APP_URL: "not a url" })[0]).toMatch(/^APP_URL /);
    expect(envProblems({ ...good, AUTH_SECRET: "short" })[0]).toMatch(/^AUTH_SECRET must be at least 32/);
  });

  it("requires AUTH_SECRET in production", () => {
    expect(envProblems({ ...good, AUTH_SECRET: undefined })[0]).toMatch(/^AUTH_SECRET is required in production/);
  });

  it("in development, generates a secret once and keeps it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kanal-secret-"));
    const first = readOrCreateDevSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readOrCreateDevSecret(dir)).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
  });
});
