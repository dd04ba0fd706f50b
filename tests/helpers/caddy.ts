// Caddy with the deployment's own Caddyfile (deploy/Caddyfile, docker-compose's `proxy`), in front
// of a local build: the browser tests prove what the proxy does (compression, routing) rather than
// read its text. Debian's caddy, like its chromium (.ci/run installs both). The file is imported
// under the test's global options: no admin endpoint (two runs would share port 2019) and plain
// HTTP on a free port; its upstreams and site address come from the variables it reads.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, stopProcessGroup } from "./standalone";

export type CaddyHandle = { url: string; stop: () => Promise<void> };

/** Caddy on `port`, sending webhooks to `ingest` and everything else to `app` (host:port each). */
export async function startCaddy({ port, app, ingest }: { port: number; app: string; ingest: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), "kanal-caddy-"));
  const config = path.join(dir, "Caddyfile");
  writeFileSync(config, `{\n\tadmin off\n}\n\nimport ${path.join(ROOT, "deploy", "Caddyfile")}\n`);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.env.CADDY_PATH ?? "caddy",
    ["run", "--config", config, "--adapter", "caddyfile"],
    {
      env: {
        ...process.env,
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        DOMAIN: url,
        KANAL_APP: app,
        KANAL_INGEST: ingest,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopProcessGroup(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`caddy exited (${child.exitCode}):\n${output}`);
    }
    // Any answer means it listens: the health check goes through to the app.
    if (
      await fetch(`${url}/api/v1/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not listen on ${url} in 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop } satisfies CaddyHandle;
}
