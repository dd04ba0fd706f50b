import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.join(import.meta.dirname, "..");

export default defineConfig({
  root,
  resolve: {
    alias: {
      "@": root,
      // "server-only" throws outside React Server Components; tests import server modules directly.
      "server-only": path.join(root, "tests/helpers/empty-module.ts"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/helpers/fail-on-query-overlap.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
