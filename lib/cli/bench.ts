// `npm run bench [-- part…]`: the figures the issues ask for, printed, never asserted in a test.
// Each part runs in its own process so one cannot warm up or slow down another.
import path from "node:path";
import { run } from "./run.ts";

const PARTS = {
  auth: "auth.ts",
  campaigns: "campaigns.ts",
  "auth-burst": "auth-burst.ts",
  customers: "customers.ts",
  "first-load": "first-load.ts",
  "customers-search-ui": "customers-search-ui.ts",
  "dev-start": "dev-start.ts",
  jobs: "jobs.ts",
  media: "media.ts",
  pipeline: "pipeline.ts",
  inbox: "inbox.ts",
  "inbox-live": "inbox-live.ts",
  templates: "templates.ts",
  calendar: "calendar.ts",
  analytics: "analytics.ts",
} as const;
type Part = keyof typeof PARTS;

const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !(part in PARTS));
if (unknown.length) {
  console.error(`unknown bench part(s): ${unknown.join(", ")}; known: ${Object.keys(PARTS).join(", ")}`);
  process.exit(2);
}
const parts = (asked.length ? asked : Object.keys(PARTS)) as Part[];
for (const part of parts) {
  const code = await run(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "bench", PARTS[part])]);
  if (code !== 0) process.exit(code);
}
