// Prisma CLI configuration (Prisma 7 keeps the datasource and the seed command here).
import path from "node:path";
import { defineConfig } from "prisma/config";

// The native schema engine cannot be downloaded on our machines; generate/validate/seed do not
// need it, and migrations go through the Wasm engine (prisma/migrate.ts).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, "prisma/no-schema-engine.sh");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  // Unset is fine for `prisma generate` (postinstall, Docker build); the seed starts the
  // embedded database itself when no DATABASE_URL is given.
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
