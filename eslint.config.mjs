import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "lib/generated/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Client code never reaches into lib/server (house-style.md): components, the query layer and the
  // client-safe type modules. "use client" files under app/ are checked by tests/unit/client-imports.test.ts.
  {
    files: ["components/**/*.{ts,tsx}", "lib/query/**/*.ts", "lib/*/types.ts", "lib/api-client.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "server-only", message: "Client code cannot import server-only modules." }],
          patterns: [
            {
              group: ["@/lib/server", "@/lib/server/*"],
              message:
                "Components never import lib/server: take the type from lib/<domain>/types.ts, or move a server component beside its page under app/.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
