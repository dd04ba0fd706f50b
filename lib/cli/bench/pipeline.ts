// `npm run bench -- pipeline` (issue 16): the message pipeline's figures, each part in its own
// process: sending (pipeline-send.ts), webhook ingest (pipeline-ingest.ts) and the event stream
// (pipeline-stream.ts). The two that serve the production build share one `next build`.
import { existsSync } from "node:fs";
import path from "node:path";
import { run } from "../run.ts";
import { buildApp } from "./standalone-server.ts";

const PARTS = ["pipeline-send.ts", "pipeline-ingest.ts", "pipeline-stream.ts"];

if (process.env.BENCH_SKIP_BUILD !== "1") buildApp();
for (const part of PARTS) {
  const file = path.join(import.meta.dirname, part);
  if (!existsSync(file)) {
    console.log(`pipeline: ${part} is not there yet; skipped`);
    continue;
  }
  // A part that fails does not keep the others from printing their figures.
  const code = await run(process.execPath, ["--import", "tsx", file], { BENCH_SKIP_BUILD: "1" });
  if (code !== 0) process.exitCode = code;
}
