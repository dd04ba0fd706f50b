// CLI for Kanal's migrations (Prisma's Wasm schema engine, see ./migrations-engine.ts):
//   node prisma/migrate.ts deploy          apply pending migrations to DATABASE_URL
//   node prisma/migrate.ts create <name>   write a migration for the schema's changes
// npm: `npm run db:migrate`, `npm run db:migration -- <name>`.

import { createMigration, deployMigrations } from "./migrations-engine.ts";

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "deploy") {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      console.error("DATABASE_URL is not set: it must point at the database to migrate.");
      return 1;
    }
    const started = performance.now();
    const { applied } = await deployMigrations({ databaseUrl, log: (line) => console.log(line) });
    const ms = Math.round(performance.now() - started);
    if (applied.length === 0) console.log(`Database is up to date; no migrations applied (${ms} ms).`);
    else
      console.log(
        `Applied ${applied.length} migration(s) in ${ms} ms:\n${applied.map((name) => `  ${name}`).join("\n")}`,
      );
    return 0;
  }
  if (command === "create") {
    const name = rest.join(" ").trim();
    if (!name) {
      console.error("Usage: npm run db:migration -- <name>");
      return 1;
    }
    await createMigration({ name, databaseUrl: process.env.DATABASE_URL });
    return 0;
  }
  console.error("Usage: migrate.ts deploy | create <name>");
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
