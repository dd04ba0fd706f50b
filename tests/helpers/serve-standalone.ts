// Playwright's web server: prepares the standalone output and runs it as the Docker image does
// (`node --import ./server/client-address.mjs server.js`) in the foreground, so Playwright's stop ends
// it, with the job worker beside it (`node worker.mjs`, the compose `worker` service): data exports
// and mails run as background jobs. The worker is bundled first when the build left none.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildWorker } from "../../lib/cli/build-worker.ts";
import { prepareStandalone, SERVER_ARGS, WORKER_FILE } from "./standalone.ts";

const dir = prepareStandalone();
if (!existsSync(path.join(dir, WORKER_FILE))) await buildWorker();
const env = { ...process.env, NODE_ENV: "production" as const };
const child = spawn(process.execPath, [...SERVER_ARGS], { cwd: dir, stdio: "inherit", env });
const worker = spawn(process.execPath, [WORKER_FILE], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    child.kill(signal);
    worker.kill(signal);
  });
}
child.on("exit", (code) => {
  worker.kill("SIGTERM");
  process.exit(code ?? 0);
});
