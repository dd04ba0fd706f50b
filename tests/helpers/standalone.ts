// The production server as the Docker image runs it: the standalone output with the static
// files, public/ and server/client-address.mjs copied beside it (the Dockerfile's COPY lines),
// started with `node --import ./server/client-address.mjs server.js`.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.join(import.meta.dirname, "..", "..");
export const STANDALONE_DIR = path.join(ROOT, ".next", "standalone");
/** `node` + these starts the server: the client-address preload first, then Next's server.js. */
export const SERVER_ARGS = ["--import", "./server/client-address.mjs", "server.js"] as const;
/** The commands the Dockerfile runs; a test checks the Dockerfile still says exactly these. */
export const START_COMMANDS = ["node prisma/migrate.ts deploy", `node ${SERVER_ARGS.join(" ")}`] as const;
/** The job worker's bundle in the standalone output (lib/cli/build-worker.ts): `node worker.mjs`. */
export const WORKER_FILE = "worker.mjs";
/** The webhook ingest process's bundle (lib/cli/ingest.ts): `node ingest.mjs`. */
export const INGEST_FILE = "ingest.mjs";

export function prepareStandalone(): string {
  if (!existsSync(path.join(STANDALONE_DIR, "server.js"))) {
    throw new Error("No standalone build: run `npm run build` first.");
  }
  cpSync(path.join(ROOT, ".next", "static"), path.join(STANDALONE_DIR, ".next", "static"), { recursive: true });
  cpSync(path.join(ROOT, "public"), path.join(STANDALONE_DIR, "public"), { recursive: true });
  cpSync(path.join(ROOT, "server"), path.join(STANDALONE_DIR, "server"), { recursive: true });
  return STANDALONE_DIR;
}

export function startStandalone(env: Record<string, string>): ChildProcess {
  const dir = prepareStandalone();
  return spawn(process.execPath, [...SERVER_ARGS], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", HOSTNAME: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
}

/** A bundle that lib/cli/build-worker.ts adds to the standalone output, started as its compose service starts it. */
function startStandaloneBundle(file: string, name: string, env: Record<string, string>): ChildProcess {
  if (!existsSync(path.join(STANDALONE_DIR, file))) {
    throw new Error(`No ${name} bundle: run \`npm run build\` (next build, then lib/cli/build-worker.ts).`);
  }
  return spawn(process.execPath, [file], {
    cwd: STANDALONE_DIR,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
}

/** The job worker as the compose `worker` service runs it, from the same standalone output. */
export function startStandaloneWorker(env: Record<string, string>): ChildProcess {
  return startStandaloneBundle(WORKER_FILE, "worker", env);
}

/** The webhook ingest process as the compose `ingest` service runs it, from the same standalone output. */
export function startStandaloneIngest(env: Record<string, string>): ChildProcess {
  return startStandaloneBundle(INGEST_FILE, "ingest", env);
}

export function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once("exit", () => resolve());
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      resolve();
    }
  });
}

export async function waitForHealth(baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} did not become healthy in ${timeoutMs} ms`);
}

export function dockerfile(): string {
  return readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
}
