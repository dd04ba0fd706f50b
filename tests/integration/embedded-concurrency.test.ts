// The embedded database (PGlite behind our TCP front, prisma/embedded.ts) under parallel load from
// several processes. PGlite is one PostgreSQL session shared by every connection, so unless whole
// protocol exchanges are serialised, one connection's Bind lands on another's Parse ("bind message
// supplies 2 parameters, but prepared statement "" requires 3") and answers go to the wrong
// client. This test starts its own in-memory embedded database whatever the suite runs against.
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../prisma/embedded.ts";

const CLIENT = path.join(import.meta.dirname, "..", "helpers", "embedded-load-client.ts");
const PROCESSES = 4;
const OPERATIONS_PER_PROCESS = 120;
const POOL_SIZE = 6;

type Report = { done: number; errors: string[]; mismatches: string[]; committed: number[] };

function runClient(url: string, processId: number): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [CLIENT, url, String(processId), String(OPERATIONS_PER_PROCESS), String(POOL_SIZE)],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = stdout.trim().split("\n").at(-1) ?? "";
      try {
        resolve(JSON.parse(line) as Report);
      } catch {
        reject(new Error(`load client ${processId} exited ${code}: ${stderr || stdout}`));
      }
    });
  });
}

let database: EmbeddedDatabase;

beforeAll(async () => {
  database = await startEmbeddedDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("CREATE TABLE load_probe (id int PRIMARY KEY, proc int NOT NULL, tag text NOT NULL)");
  await client.end();
});

afterAll(async () => {
  await database?.stop();
});

describe("embedded database under parallel load from several processes", () => {
  it("answers every query with its own result, without errors, and keeps exactly the committed writes", async () => {
    const reports = await Promise.all(Array.from({ length: PROCESSES }, (_, n) => runClient(database.url, n + 1)));

    const errors = reports.flatMap((report) => report.errors);
    const mismatches = reports.flatMap((report) => report.mismatches);
    expect(reports.reduce((sum, report) => sum + report.done, 0)).toBe(PROCESSES * OPERATIONS_PER_PROCESS);
    expect(errors.slice(0, 5), `${errors.length} errors`).toEqual([]);
    expect(mismatches.slice(0, 5), `${mismatches.length} answers to another query`).toEqual([]);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number; tag: string }>("SELECT id, tag FROM load_probe ORDER BY id");
      const committed = reports.flatMap((report) => report.committed).sort((a, b) => a - b);
      expect(rows.map((row) => row.id)).toEqual(committed);
      expect(rows.every((row) => row.tag.endsWith("!"))).toBe(true);
      // The session is idle again: nothing left open by the load.
      expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  }, 40_000); // generous: each load process reports by itself after 20 s at most

  it("rolls back what a client that vanished held, and lets the others through", async () => {
    const others = new pg.Client({ connectionString: database.url });
    await others.connect();
    const quitter = new pg.Client({ connectionString: database.url });
    quitter.on("error", () => {}); // its connection is cut on purpose
    await quitter.connect();
    try {
      await quitter.query("BEGIN");
      await quitter.query("INSERT INTO load_probe (id, proc, tag) VALUES ($1, $2, $3)", [-1, 0, "abandoned"]);
      // Waits for the open transaction, which ends when its client's connection drops.
      const waiting = others.query("SELECT count(*)::int AS n FROM load_probe WHERE id = $1", [-1]);
      (quitter as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      expect((await waiting).rows).toEqual([{ n: 0 }]);
      expect((await others.query("SELECT $1::text AS echo", ["still fine"])).rows).toEqual([{ echo: "still fine" }]);
    } finally {
      await others.end();
    }
  });
});
