// Playwright's web server: prepares the standalone output and runs `node server.js` in the
// foreground, so Playwright's stop ends it.
import { spawn } from "node:child_process";
import { prepareStandalone } from "./standalone.ts";

const dir = prepareStandalone();
const child = spawn(process.execPath, ["server.js"], {
  cwd: dir,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
