// `npm run dev`: one command from a fresh clone to a running app. Without DATABASE_URL it starts
// the embedded PostgreSQL (data in .data/pglite), deploys migrations, seeds the demo once, then
// runs `next dev` and one job worker (lib/cli/worker.ts). Ctrl-C stops Next, the worker and the
// database and leaves no process behind.
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readOrCreateDevSecret } from "../dev-secret.ts";
import { EMBEDDED_DATA_DIR, EMBEDDED_STATE_FILE, DATA_DIR } from "../../prisma/database-url.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo.ts";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../prisma/embedded.ts";
import { deployMigrations } from "../../prisma/migrations-engine.ts";
import { seedDatabase } from "../../prisma/seed.ts";

const started = performance.now();
const root = path.join(import.meta.dirname, "..", "..");
const port = Number(process.env.PORT ?? 3000);
const EMBEDDED_PORT = Number(process.env.EMBEDDED_DB_PORT ?? 54329);

async function startEmbedded(): Promise<EmbeddedDatabase> {
  try {
    return await startEmbeddedDatabase({ dataDir: EMBEDDED_DATA_DIR, port: EMBEDDED_PORT });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return startEmbeddedDatabase({ dataDir: EMBEDDED_DATA_DIR, port: 0 });
  }
}

async function main() {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbedded();
    databaseUrl = embedded.url;
    writeFileSync(EMBEDDED_STATE_FILE, JSON.stringify({ url: databaseUrl, pid: process.pid }));
  }
  const { applied } = await deployMigrations({ databaseUrl });
  const { created } = await seedDatabase(databaseUrl);

  const secondsSoFar = ((performance.now() - started) / 1000).toFixed(1);
  const banner = [
    "",
    `  Kanal  →  http://localhost:${port}`,
    `  database: ${embedded ? `embedded PostgreSQL (PGlite, ${path.relative(root, EMBEDDED_DATA_DIR)}) at ${databaseUrl}` : "DATABASE_URL"}`,
    `  migrations applied now: ${applied.length}${created ? `, demo data seeded (${created} rows)` : ""}  ·  ${secondsSoFar}s`,
    `  demo sign-in: ${DEMO_USERS[0].email} / ${DEMO_PASSWORD}  (also ${DEMO_USERS[1].email}, ${DEMO_USERS[2].email})`,
    "",
  ];
  console.log(banner.join("\n"));

  const childEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "10",
    AUTH_SECRET: process.env.AUTH_SECRET ?? readOrCreateDevSecret(DATA_DIR),
    // Links in mails point at this dev server, on whatever port it was given.
    APP_URL: process.env.APP_URL || `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // Own process group, so stopping it takes next-server's workers with it. The client-address
  // preload reaches the dev server too (next dev passes its node options on); without it the
  // server refuses to start (server/client-address.mjs).
  const next = spawn(
    process.execPath,
    [
      "--import",
      path.join(root, "server/client-address.mjs"),
      path.join(root, "node_modules/next/dist/bin/next"),
      "dev",
      "--port",
      String(port),
    ],
    { cwd: root, stdio: "inherit", detached: true, env: childEnv },
  );
  // The background jobs (data exports, mails): the same worker `npm run worker` runs.
  const worker = spawn(process.execPath, ["--import", "tsx", path.join(root, "lib/cli/worker.ts")], {
    cwd: root,
    stdio: "inherit",
    detached: true,
    env: { ...childEnv, WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY ?? "1" },
  });

  let isStopping = false;
  const stop = async (code: number) => {
    if (isStopping) return;
    isStopping = true;
    const children = [next, worker];
    for (const child of children) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve()))),
      ),
    );
    if (embedded) {
      await embedded.stop();
      rmSync(EMBEDDED_STATE_FILE, { force: true });
    }
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  process.on("SIGHUP", () => void stop(0));
  next.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
