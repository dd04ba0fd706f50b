// Playwright's web server: prepares the standalone output and runs it as the Docker image does
// (`node --import ./server/client-address.mjs server.js`) in the foreground, so Playwright's stop ends it.
import { spawn } from "node:child_process";
import { prepareStandalone, SERVER_ARGS } from "./standalone.ts";

const dir = prepareStandalone();
const child = spawn(process.execPath, [...SERVER_ARGS], {
  cwd: dir,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
