// #14.8: the migration that moves customer photos and avatars to the one files route keeps every
// photo URL stored before it working. Migrations up to the one before are deployed into a fresh
// PostgreSQL schema, rows with the old URLs (and a data export's file) are written, then the rest
// is deployed: the URLs become /api/v1/files/{id}, each backed by a ledger row with that id.
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { defaultMigrationsDir, deployMigrations, listMigrationDirs } from "../../prisma/migrations-engine.ts";

const MIGRATION = "20261124232139_stored_file_ids";
const hex = () => randomBytes(16).toString("hex");

describe(MIGRATION, () => {
  it("moves stored photo and avatar URLs to /api/v1/files/{id} and gives every ledger row an id", async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error("DATABASE_URL is not set (run through npm run test:integration).");
    const schema = `files_migration_${randomBytes(4).toString("hex")}`;
    const before = mkdtempSync(path.join(tmpdir(), "kanal-migrations-"));
    for (const dir of listMigrationDirs(defaultMigrationsDir).filter((name) => name < MIGRATION)) {
      cpSync(path.join(defaultMigrationsDir, dir), path.join(before, dir), { recursive: true });
    }
    writeFileSync(path.join(before, "migration_lock.toml"), 'provider = "postgresql"\n');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA "${schema}"`);
      await deployMigrations({ databaseUrl, schema, migrationsDir: before });
      await client.query(`SET search_path TO "${schema}"`);

      const [photo, ledgered, avatar, foreign] = [hex(), hex(), hex(), hex()];
      await client.query(`INSERT INTO "Company" ("id", "name", "updatedAt") VALUES ('co1', 'A', now())`);
      await client.query(
        `INSERT INTO "User" ("id", "companyId", "email", "firstName", "lastName", "passwordHash", "avatarUrl", "updatedAt")
         VALUES ('u1', 'co1', 'a@a.test', 'A', 'B', 'x', $1, now()), ('u2', 'co1', 'b@a.test', 'A', 'B', 'x', NULL, now())`,
        [`/api/v1/account/avatar/u1/${avatar}.webp`],
      );
      await client.query(
        `INSERT INTO "Customer" ("id", "companyId", "firstName", "lastName", "email", "avatarUrl", "updatedAt") VALUES
         ('c1', 'co1', 'A', 'B', 'c1@a.test', $1, now()),
         ('c2', 'co1', 'A', 'B', 'c2@a.test', $2, now()),
         ('c3', 'co1', 'A', 'B', 'c3@a.test', 'https://example.com/face.png', now()),
         ('c4', 'co1', 'A', 'B', 'c4@a.test', $3, now())`,
        [
          `/api/v1/files/customers/c1/${photo}.webp`,
          `/api/v1/files/customers/c2/${ledgered}.webp`,
          // Another customer's path: never served before, left alone.
          `/api/v1/files/customers/c1/${foreign}.webp`,
        ],
      );
      await client.query(
        `INSERT INTO "StoredFile" ("key", "companyId", "sizeBytes") VALUES ($1, 'co1', 123), ('exports/co1/u1/e.json', 'co1', 456)`,
        [`customers/co1/c2/${ledgered}.webp`],
      );

      const { applied } = await deployMigrations({ databaseUrl, schema });
      expect(applied).toContain(MIGRATION);

      const customers = await client.query(`SELECT "id", "avatarUrl" FROM "Customer" ORDER BY "id"`);
      expect(customers.rows).toEqual([
        { id: "c1", avatarUrl: `/api/v1/files/${photo}` },
        { id: "c2", avatarUrl: `/api/v1/files/${ledgered}` },
        { id: "c3", avatarUrl: "https://example.com/face.png" },
        { id: "c4", avatarUrl: `/api/v1/files/customers/c1/${foreign}.webp` },
      ]);
      const users = await client.query(`SELECT "id", "avatarUrl" FROM "User" ORDER BY "id"`);
      expect(users.rows).toEqual([
        { id: "u1", avatarUrl: `/api/v1/files/${avatar}` },
        { id: "u2", avatarUrl: null },
      ]);
      const files = await client.query(
        `SELECT "id", "key", "access", "sizeBytes"::int AS "sizeBytes" FROM "StoredFile" ORDER BY "key"`,
      );
      expect(files.rows).toEqual([
        { id: avatar, key: `avatars/co1/u1/${avatar}.webp`, access: "company", sizeBytes: 0 },
        { id: photo, key: `customers/co1/c1/${photo}.webp`, access: "company", sizeBytes: 0 },
        { id: ledgered, key: `customers/co1/c2/${ledgered}.webp`, access: "company", sizeBytes: 123 },
        {
          id: expect.stringMatching(/^[0-9a-f]{32}$/),
          key: "exports/co1/u1/e.json",
          access: "private",
          sizeBytes: 456,
        },
      ]);
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
