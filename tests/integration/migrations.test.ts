// The migrations in prisma/migrations must rebuild exactly prisma/schema.prisma. They are deployed
// into a fresh PostgreSQL schema (random name, dropped afterwards) of the test database, which
// Prisma's schema engine then describes and diffs against schema.prisma: a migration that is
// missing, or was edited by hand, leaves a difference and fails this test.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import {
  defaultMigrationsDir,
  defaultSchemaFile,
  deployMigrations,
  diffDatabaseAgainstSchema,
  listMigrationDirs,
} from "../../prisma/migrations-engine.ts";

describe("migrations", () => {
  it("keep a schema snapshot per migration, the newest equal to prisma/schema.prisma", () => {
    const dirs = listMigrationDirs(defaultMigrationsDir);
    expect(dirs.length).toBeGreaterThan(0);
    expect(existsSync(path.join(defaultMigrationsDir, "migration_lock.toml"))).toBe(true);
    for (const dir of dirs) {
      expect(existsSync(path.join(defaultMigrationsDir, dir, "migration.sql")), `${dir}/migration.sql`).toBe(true);
      expect(existsSync(path.join(defaultMigrationsDir, dir, "schema.prisma")), `${dir}/schema.prisma`).toBe(true);
    }
    const newest = readFileSync(path.join(defaultMigrationsDir, dirs.at(-1)!, "schema.prisma"), "utf8");
    // If this fails, the schema changed without a migration: npm run db:migration -- <name>
    expect(newest).toBe(readFileSync(defaultSchemaFile, "utf8"));
  });

  it("deploy into an empty schema gives exactly schema.prisma, and a second deploy applies nothing", async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error("DATABASE_URL is not set (run through npm run test:integration).");
    // A schema, not a database: PGlite has only one.
    const schema = `migrations_test_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA "${schema}"`);

      const first = await deployMigrations({ databaseUrl, schema });
      expect(first.applied).toEqual(listMigrationDirs(defaultMigrationsDir));

      // The engine describes the deployed schema itself; "" means nothing to change.
      expect(await diffDatabaseAgainstSchema({ databaseUrl, schema })).toBe("");

      const second = await deployMigrations({ databaseUrl, schema });
      expect(second.applied).toEqual([]);

      // The comparison must see the live schema: a stray table has to show up as a difference
      // (its CHECK constraint also exercises describing pg_constraint on PostgreSQL < 18).
      await admin.query(`CREATE TABLE "${schema}"."DriftProbe" (id integer CHECK (id > 0))`);
      expect(await diffDatabaseAgainstSchema({ databaseUrl, schema })).toMatch(/DROP TABLE "DriftProbe"/);
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
  });

  it("turn JIT compilation off for the database: its compile time cost more than it saved (20261125120000_jit_off)", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ jit: string }>("SHOW jit");
      expect(rows[0]!.jit).toBe("off");
    } finally {
      await client.end();
    }
  });
});
