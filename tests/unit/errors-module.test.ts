import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppError, ERROR_CODES } from "@/lib/server/errors";
import { statusOf } from "@/lib/server/http/status";

// #14.5: AppError and its codes live in a module that knows nothing about HTTP, so services (and the
// worker) depend on it without depending on the route layer; the HTTP layer maps codes to statuses.

const root = path.join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe("lib/server/errors.ts", () => {
  it("imports nothing from HTTP or Next and has no status", () => {
    const source = readFileSync(path.join(root, "lib/server/errors.ts"), "utf8");
    const imports = [...source.matchAll(/from\s+"([^"]+)"|import\s+"([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    expect(imports.filter((name) => name !== "server-only")).toEqual([]);
    expect(source).not.toMatch(/\b[45]\d\d\b/);
    expect("status" in new AppError("NOT_FOUND")).toBe(false);
  });

  it("every code has exactly one HTTP status, in the HTTP layer", () => {
    for (const code of ERROR_CODES) expect(statusOf(code)).toBeGreaterThanOrEqual(400);
    expect(statusOf("NOT_FOUND")).toBe(404);
    expect(statusOf("RATE_LIMITED")).toBe(429);
  });

  it("no file outside lib/server/http takes AppError from the HTTP layer", () => {
    const offenders = ["app", "lib", "components", "tests"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => /lib\/server\/http\/errors["']/.test(readFileSync(file, "utf8")))
      .filter((file) => !file.endsWith("errors-module.test.ts"))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
